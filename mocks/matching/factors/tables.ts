// Compatibility tables between option lists, and the small fit functions built on them.
// Every fit is in [0, 1]; NaN means "one side did not say" (the model turns it into the factor's floor).

import { BIZ, COLLAB, GOAL, INV, MARKET, PREF, bestPair, type Range } from '../normalize';
import { bestAffinity, ANY_INDUSTRY_FIT, HINT_WEIGHT, type IndustryInfo } from '../industries';

// Local aliases of hot imports (a plain binding is faster than a module getter under tsx).
const bestPair_ = bestPair;
const bestAffinity_ = bestAffinity;
const ANY_INDUSTRY_FIT_ = ANY_INDUSTRY_FIT;
const HINT_WEIGHT_ = HINT_WEIGHT;

function table(rows: number, cols: number, fill: number, entries: Array<[number, number, number]>): Float64Array[] {
  const t = Array.from({ length: rows }, () => new Float64Array(cols).fill(fill));
  for (const [r, c, v] of entries) t[r]![c] = v;
  return t;
}

// ---------------------------------------------------------------- preferred partner type × partner business type

const P = PREF;
const B = BIZ;
/** PREF_BIZ[preferred][business]: how well a partner of that business type is the partner wanted. */
export const PREF_BIZ = table(15, 13, 0.2, [
  [P.consultant, B.consultant, 1], [P.consultant, B.setup, 0.85], [P.consultant, B.freezone, 0.7], [P.consultant, B.legal, 0.55],
  [P.consultant, B.sole, 0.6], [P.consultant, B.it, 0.45], [P.consultant, B.marketing, 0.4], [P.consultant, B.banking, 0.35],
  [P.consultant, B.recruitment, 0.35], [P.consultant, B.distributor, 0.3], [P.consultant, B.logistics, 0.25], [P.consultant, B.realestate, 0.3], [P.consultant, B.other, 0.4],
  [P.legal, B.legal, 1], [P.legal, B.setup, 0.6], [P.legal, B.consultant, 0.55], [P.legal, B.freezone, 0.45], [P.legal, B.banking, 0.3], [P.legal, B.sole, 0.35], [P.legal, B.other, 0.3],
  [P.financial, B.banking, 1], [P.financial, B.consultant, 0.5], [P.financial, B.legal, 0.35], [P.financial, B.setup, 0.4], [P.financial, B.freezone, 0.35], [P.financial, B.realestate, 0.3], [P.financial, B.other, 0.3],
  [P.distributor, B.distributor, 1], [P.distributor, B.logistics, 0.65], [P.distributor, B.marketing, 0.4], [P.distributor, B.consultant, 0.3], [P.distributor, B.other, 0.3],
  [P.recruitment, B.recruitment, 1], [P.recruitment, B.consultant, 0.5], [P.recruitment, B.setup, 0.45], [P.recruitment, B.other, 0.3],
  [P.marketing, B.marketing, 1], [P.marketing, B.consultant, 0.45], [P.marketing, B.distributor, 0.45], [P.marketing, B.it, 0.35], [P.marketing, B.other, 0.3],
  [P.logistics, B.logistics, 1], [P.logistics, B.distributor, 0.7], [P.logistics, B.freezone, 0.4], [P.logistics, B.other, 0.3],
  [P.agent, B.distributor, 0.85], [P.agent, B.consultant, 0.6], [P.agent, B.marketing, 0.5], [P.agent, B.logistics, 0.4], [P.agent, B.sole, 0.55], [P.agent, B.other, 0.35],
  [P.reseller, B.distributor, 0.9], [P.reseller, B.it, 0.65], [P.reseller, B.marketing, 0.45], [P.reseller, B.logistics, 0.4], [P.reseller, B.other, 0.3],
  [P.strategic, B.consultant, 0.7], [P.strategic, B.distributor, 0.7], [P.strategic, B.it, 0.6], [P.strategic, B.banking, 0.5],
  [P.strategic, B.legal, 0.45], [P.strategic, B.setup, 0.5], [P.strategic, B.freezone, 0.55], [P.strategic, B.logistics, 0.5], [P.strategic, B.marketing, 0.5], [P.strategic, B.realestate, 0.45], [P.strategic, B.other, 0.4],
  [P.jv, B.distributor, 0.65], [P.jv, B.consultant, 0.6], [P.jv, B.realestate, 0.5], [P.jv, B.banking, 0.5], [P.jv, B.legal, 0.45],
  [P.jv, B.logistics, 0.45], [P.jv, B.freezone, 0.5], [P.jv, B.it, 0.45], [P.jv, B.other, 0.4],
  [P.licensing, B.legal, 0.7], [P.licensing, B.distributor, 0.7], [P.licensing, B.consultant, 0.55], [P.licensing, B.it, 0.45], [P.licensing, B.other, 0.35],
  [P.franchisee, B.distributor, 0.6], [P.franchisee, B.realestate, 0.55], [P.franchisee, B.marketing, 0.4], [P.franchisee, B.consultant, 0.4], [P.franchisee, B.other, 0.35],
  [P.pharma, B.distributor, 0.95], [P.pharma, B.logistics, 0.6], [P.pharma, B.consultant, 0.35], [P.pharma, B.freezone, 0.4], [P.pharma, B.other, 0.3],
  [P.other, B.consultant, 0.5], [P.other, B.legal, 0.5], [P.other, B.banking, 0.5], [P.other, B.logistics, 0.5], [P.other, B.distributor, 0.5],
  [P.other, B.marketing, 0.5], [P.other, B.recruitment, 0.5], [P.other, B.it, 0.5], [P.other, B.realestate, 0.5], [P.other, B.other, 0.5],
  [P.other, B.sole, 0.5], [P.other, B.freezone, 0.5], [P.other, B.setup, 0.5],
]);

export function partnerTypeFit(pref: number, biz: number): number {
  return bestPair_(pref, biz, PREF_BIZ, NaN);
}

// ---------------------------------------------------------------- preferred partner type × investor type

const I = INV;
/**
 * PREF_INV[preferred][investor type]: how well an investor of that type is the partner wanted.
 * A business that asked for a service partner (legal, distributor…) is neutral (0.5) on investors:
 * the investor lists exist because every business may want capital too.
 */
export const PREF_INV = table(15, 11, 0.5, [
  [P.financial, I.vc, 0.9], [P.financial, I.angel, 0.8], [P.financial, I.pe, 0.85], [P.financial, I.bank, 0.95], [P.financial, I.cvc, 0.8],
  [P.financial, I.fo, 0.85], [P.financial, I.accelerator, 0.75], [P.financial, I.syndicate, 0.75], [P.financial, I.crowd, 0.7], [P.financial, I.sovereign, 0.85], [P.financial, I.other, 0.7],
  [P.strategic, I.cvc, 1], [P.strategic, I.fo, 0.85], [P.strategic, I.pe, 0.75], [P.strategic, I.vc, 0.65], [P.strategic, I.sovereign, 0.75],
  [P.strategic, I.bank, 0.5], [P.strategic, I.angel, 0.55], [P.strategic, I.accelerator, 0.6], [P.strategic, I.syndicate, 0.45], [P.strategic, I.crowd, 0.35], [P.strategic, I.other, 0.5],
  [P.jv, I.cvc, 0.95], [P.jv, I.fo, 0.9], [P.jv, I.pe, 0.8], [P.jv, I.sovereign, 0.8], [P.jv, I.vc, 0.5], [P.jv, I.bank, 0.45], [P.jv, I.angel, 0.4], [P.jv, I.other, 0.5],
  [P.licensing, I.cvc, 0.7],
  [P.pharma, I.fo, 0.6], [P.pharma, I.cvc, 0.6], [P.pharma, I.pe, 0.55], [P.pharma, I.sovereign, 0.55],
  [P.other, I.vc, 0.5], [P.other, I.angel, 0.5], [P.other, I.pe, 0.5], [P.other, I.bank, 0.5], [P.other, I.cvc, 0.5], [P.other, I.fo, 0.5],
  [P.other, I.accelerator, 0.5], [P.other, I.syndicate, 0.5], [P.other, I.crowd, 0.5], [P.other, I.sovereign, 0.5], [P.other, I.other, 0.5],
]);

export function investorTypeFit(pref: number, type: number): number {
  return bestPair_(pref, type, PREF_INV, NaN);
}

// ---------------------------------------------------------------- industries

/** Breadth discount: a side that names many sectors is less of a specialist in any one. */
function breadth(count: number): number {
  return count <= 2 ? 1 : Math.max(0.85, 1 - 0.03 * (count - 2));
}

/**
 * How well `have` falls inside what `want` asks for. `want.any` ("all industries") gives a flat 0.6;
 * breadth of the wanting side discounts slightly. NaN when either side named nothing.
 */
export function industryFit(want: IndustryInfo, have: IndustryInfo): number {
  const haveAll = have.mask | (have.hint ?? 0);
  if (!haveAll) return NaN;
  const wantAll = want.mask | (want.hint ?? 0);
  if (!wantAll) return want.any ? ANY_INDUSTRY_FIT_ : NaN;
  let a = want.mask && have.mask ? bestAffinity_(want.mask, have.mask) : 0;
  if (want.hint || have.hint) a = Math.max(a, HINT_WEIGHT_ * bestAffinity_(wantAll, haveAll));
  a *= breadth(want.count);
  return want.any ? Math.max(a, ANY_INDUSTRY_FIT_) : a;
}

// ---------------------------------------------------------------- market types

/** B2B/B2C/B2G overlap: 1 all of `want` covered, 0.8 partly, 0.45 B2G against B2B, 0.2 disjoint. */
export function marketFit(want: number, have: number): number {
  if (!want || !have) return NaN;
  const shared = want & have;
  if (shared === want) return 1;
  if (shared) return 0.8;
  if ((want | have) === (MARKET.B2B | MARKET.B2G)) return 0.45;
  return 0.2;
}

// ---------------------------------------------------------------- budget × pricing model

/** Fit of a pricing model (PRICING index) for a budget whose top is `hi` USD. */
function pricingFitOne(model: number, hi: number): number {
  switch (model) {
    case 0: return hi <= 50_000 ? 0.75 : 0.85; // hourly
    case 1: return hi <= 50_000 ? 0.8 : 0.9; // fixed
    case 2: return hi <= 50_000 ? 0.95 : hi <= 250_000 ? 0.85 : 0.7; // performance-based
    case 3: return hi <= 50_000 ? 0.3 : hi <= 100_000 ? 0.7 : 0.95; // retainer
    case 4: return hi <= 50_000 ? 0.9 : hi <= 250_000 ? 0.8 : 0.65; // revenue share
    case 5: return hi <= 50_000 ? 0.65 : 0.8; // mixed
    default: return 0.7; // wholesale/retail margins
  }
}

export function budgetPricingFit(budget: Range | null, pricing: number): number {
  if (!budget || !pricing) return NaN;
  let best = 0;
  for (let m = 0; m < 7; m++) if (pricing & (1 << m)) best = Math.max(best, pricingFitOne(m, budget.hi));
  return best;
}

// ---------------------------------------------------------------- timeline × capacity

export function timelineFit(urgency: number, capacity: number): number {
  if (urgency < 0 || Number.isNaN(capacity)) return NaN;
  if (urgency === 0) return capacity;
  if (urgency === 1) return 0.35 + 0.6 * capacity;
  if (urgency === 2) return 0.6 + 0.35 * capacity;
  return 0.8 + 0.15 * capacity;
}

// ---------------------------------------------------------------- collaboration preferences

const C = COLLAB;
const G = GOAL;
/** COLLAB_GOAL[collaboration][goal] */
export const COLLAB_GOAL = table(6, 7, 0.5, [
  [C.longterm, G.entry, 0.75], [C.longterm, G.expansion, 0.9], [C.longterm, G.distribution, 0.85], [C.longterm, G.partnerships, 1], [C.longterm, G.jv, 0.75], [C.longterm, G.manufacturing, 0.8], [C.longterm, G.genericJV, 0.75],
  [C.oneTime, G.entry, 0.85], [C.oneTime, G.expansion, 0.5], [C.oneTime, G.distribution, 0.35], [C.oneTime, G.partnerships, 0.35], [C.oneTime, G.jv, 0.3], [C.oneTime, G.manufacturing, 0.45], [C.oneTime, G.genericJV, 0.3],
  [C.jv, G.entry, 0.4], [C.jv, G.expansion, 0.6], [C.jv, G.distribution, 0.55], [C.jv, G.partnerships, 0.8], [C.jv, G.jv, 1], [C.jv, G.manufacturing, 0.85], [C.jv, G.genericJV, 1],
  [C.referral, G.entry, 0.6], [C.referral, G.expansion, 0.55], [C.referral, G.distribution, 0.5], [C.referral, G.partnerships, 0.6], [C.referral, G.jv, 0.45], [C.referral, G.manufacturing, 0.45], [C.referral, G.genericJV, 0.45],
  [C.whiteLabel, G.entry, 0.5], [C.whiteLabel, G.expansion, 0.6], [C.whiteLabel, G.distribution, 0.75], [C.whiteLabel, G.partnerships, 0.55], [C.whiteLabel, G.jv, 0.4], [C.whiteLabel, G.manufacturing, 0.5], [C.whiteLabel, G.genericJV, 0.4],
  [C.distribution, G.entry, 0.6], [C.distribution, G.expansion, 0.85], [C.distribution, G.distribution, 1], [C.distribution, G.partnerships, 0.7], [C.distribution, G.jv, 0.5], [C.distribution, G.manufacturing, 0.5], [C.distribution, G.genericJV, 0.6],
]);
/** COLLAB_PREF[collaboration][preferred partner type] */
export const COLLAB_PREF = table(6, 15, 0.5, [
  [C.jv, P.jv, 1], [C.longterm, P.jv, 0.75], [C.oneTime, P.jv, 0.3],
  [C.distribution, P.distributor, 1], [C.whiteLabel, P.distributor, 0.8], [C.longterm, P.distributor, 0.8], [C.oneTime, P.distributor, 0.35],
  [C.distribution, P.reseller, 0.95], [C.whiteLabel, P.reseller, 0.85], [C.distribution, P.agent, 0.85], [C.referral, P.agent, 0.8],
  [C.distribution, P.pharma, 0.95], [C.longterm, P.pharma, 0.8], [C.jv, P.pharma, 0.8],
  [C.longterm, P.strategic, 0.95], [C.jv, P.strategic, 0.85], [C.oneTime, P.strategic, 0.35],
  [C.whiteLabel, P.licensing, 0.8], [C.jv, P.licensing, 0.6], [C.longterm, P.licensing, 0.65],
  [C.distribution, P.franchisee, 0.8], [C.longterm, P.franchisee, 0.75], [C.jv, P.franchisee, 0.6],
  [C.oneTime, P.consultant, 0.8], [C.longterm, P.consultant, 0.8], [C.referral, P.consultant, 0.6],
  [C.oneTime, P.legal, 0.8], [C.longterm, P.legal, 0.8], [C.referral, P.legal, 0.6],
  [C.longterm, P.financial, 0.85], [C.oneTime, P.financial, 0.55],
  [C.longterm, P.recruitment, 0.8], [C.oneTime, P.recruitment, 0.7],
  [C.longterm, P.marketing, 0.8], [C.oneTime, P.marketing, 0.75],
  [C.longterm, P.logistics, 0.85], [C.oneTime, P.logistics, 0.5], [C.distribution, P.logistics, 0.75],
]);

/** How well a partner's collaboration preferences suit a business's goals and wanted partner type (best of both). */
export function collaborationFit(collab: number, goals: number, pref: number): number {
  const g = bestPair_(collab, goals, COLLAB_GOAL, NaN);
  const p = bestPair_(collab, pref, COLLAB_PREF, NaN);
  if (Number.isNaN(g)) return p;
  if (Number.isNaN(p)) return g;
  return Math.max(g, p);
}

/** Involvement an investor offers against the collaboration a local partner prefers. */
export const COLLAB_INVOLVEMENT: ReadonlyArray<(level: number) => number> = [
  (l) => (l >= 1 && l <= 2.2 ? 0.85 : l > 2.2 ? 0.75 : 0.6), // long-term
  (l) => (l <= 1 ? 0.7 : 0.5), // one-time
  (l) => (l >= 2 ? 1 : l >= 1 ? 0.6 : 0.35), // joint venture
  (l) => (l <= 0.5 ? 0.9 : l <= 1.5 ? 0.8 : 0.45), // referral
  () => 0.6, // white label
  (l) => (l >= 2.5 ? 0.8 : l >= 1.5 ? 0.7 : 0.5), // distribution
];

export function collabInvolvementFit(collab: number, level: number): number {
  if (!collab || Number.isNaN(level)) return NaN;
  let best = 0;
  for (let c = 0; c < 6; c++) if (collab & (1 << c)) best = Math.max(best, COLLAB_INVOLVEMENT[c]!(level));
  return best;
}

// ---------------------------------------------------------------- stages, tickets, involvement, horizon

/**
 * How typical each stage (columns: STAGE_LABELS order) is for a company of each size band (rows:
 * 1-10 … 1000+). 1 = the stage such a company usually raises at, down to 0.1 = implausible.
 */
export const SIZE_STAGE_FIT: ReadonlyArray<readonly number[]> = [
  //  pre   seed  A     B     C     grow  exp   late  bridge preIPO
  [1, 1, 0.6, 0.3, 0.15, 0.15, 0.15, 0.1, 0.6, 0.1], // 1-10
  [0.6, 1, 1, 0.6, 0.3, 0.35, 0.4, 0.15, 0.7, 0.15], // 11-50
  [0.2, 0.5, 0.85, 1, 0.7, 0.85, 0.85, 0.35, 0.7, 0.25], // 51-200
  [0.15, 0.2, 0.5, 0.85, 1, 1, 1, 0.7, 0.7, 0.5], // 201-500
  [0.1, 0.15, 0.25, 0.5, 0.85, 1, 1, 1, 0.6, 0.9], // 501-1000
  [0.1, 0.1, 0.2, 0.35, 0.6, 0.85, 1, 1, 0.5, 1], // 1000+
];

/** Best fit of an investor's target stages for a company of a size band; NaN when either is unknown. */
export function stageFit(stages: number, sizeBand: number): number {
  if (!stages || sizeBand < 0) return NaN;
  const row = SIZE_STAGE_FIT[Math.min(sizeBand, 5)]!;
  let best = 0;
  for (let i = 0; i < row.length; i++) if (stages & (1 << i) && row[i]! > best) best = row[i]!;
  return best;
}

/** Do two money ranges share at least one amount? */
export function rangesOverlap(a: Range, b: Range): boolean {
  return a.hi >= b.lo && b.hi >= a.lo;
}

/** Does one money range hold the other entirely? */
export function rangeContains(outer: Range, inner: Range): boolean {
  return outer.lo <= inner.lo && outer.hi >= inner.hi;
}

/** Fit of two ranges that share some amounts but neither holds the other. */
const PARTIAL = 0.95;

/**
 * Fit of two money ranges: 1 when one holds the other, 0.95 when they partly overlap; apart, below
 * the neutral 0.5 (0.5 minus 0.3 per factor of ten between them, at least 0.1), so ranges that do
 * not meet always cost points and ranges that do always add them.
 */
export function rangeFit(a: Range | null, b: Range | null): number {
  if (!a || !b) return NaN;
  if (rangesOverlap(a, b)) return rangeContains(a, b) || rangeContains(b, a) ? 1 : PARTIAL;
  const gap = a.hi < b.lo ? Math.log10(b.lo / Math.max(a.hi, 1)) : Math.log10(a.lo / Math.max(b.hi, 1));
  return Math.max(0.1, 0.5 - 0.3 * gap);
}

/** Hands-on help a company of a size band usually wants, 0 (hands-off) … 3 (operator). */
export const SIZE_INVOLVEMENT = [2.5, 2, 1.5, 1, 0.5, 0.5] as const;

export function involvementFit(desired: number, offered: number): number {
  if (Number.isNaN(desired) || Number.isNaN(offered)) return NaN;
  return Math.max(0.25, 1 - 0.25 * Math.abs(desired - offered));
}

/** Exit horizon against company size: early companies need patient capital, large ones shorter. */
export function horizonFit(sizeBand: number, years: number): number {
  if (sizeBand < 0 || Number.isNaN(years)) return NaN;
  if (sizeBand <= 1) return years >= 7 ? 1 : years >= 5 ? 0.8 : years >= 3 ? 0.5 : 0.3;
  if (sizeBand <= 3) return years >= 3 && years <= 7 ? 1 : years > 7 ? 0.7 : 0.6;
  return years <= 3 ? 1 : years <= 5 ? 0.85 : years <= 7 ? 0.6 : 0.45;
}
