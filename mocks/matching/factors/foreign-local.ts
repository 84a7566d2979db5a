// Foreign business (side 0) ↔ local partner (side 1).

import type { ForeignFeatures, LocalFeatures } from '../features';
import {
  BIZ_NOUNS, COLLAB_LABELS, PREF, PREF_NOUNS, GOAL_LABELS, MATURITY_LABELS, PREF_LABELS, PRICING, URGENCY_LABELS, bits, budgetLabel, marketLabel, firstBit,
} from '../normalize';
import { AFFINITY, S, SECTOR_SHORT, bestAffinityPair, sectorsLabel } from '../industries';
import { inUae, langLabel, languageFit, locLabel, ZONES, EMIRATES } from '../geography';
import { COLLAB_GOAL, COLLAB_PREF, PREF_BIZ, budgetPricingFit, collaborationFit, industryFit, marketFit, partnerTypeFit, timelineFit } from './tables';
import type { ExplainInput, PairModel } from './model';
import { article } from './words';
import { SHARED_TERMS, defineKinds, indexOfLabel, sharedTermsValues, labelOf, labelsOf, type Claim, type Value, type Values } from '../reasons';

// Local aliases of hot imports (a plain binding is faster than a module getter under tsx).
const budgetPricingFit_ = budgetPricingFit;
const collaborationFit_ = collaborationFit;
const industryFit_ = industryFit;
const marketFit_ = marketFit;
const partnerTypeFit_ = partnerTypeFit;
const timelineFit_ = timelineFit;
const languageFit_ = languageFit;
const inUae_ = inUae;

type F = ForeignFeatures;
type L = LocalFeatures;
type X = ExplainInput<F, L>;

/**
 * Where the partner is, for a business entering the UAE: 0.7–0.75 anywhere in the UAE, more in the
 * emirate (0.92) or free zone (1) the business names; 0.45 elsewhere in the Gulf; 0.3 abroad.
 * Naming a destination only ever adds credit, so an unnamed one is never better than a named one.
 */
export function uaePresenceFit(target: { emirates: number; zones: number }, loc: LocalFeatures['loc']): number {
  if (!loc.known) return NaN;
  if (inUae_(loc)) {
    if (target.zones & loc.zones) return 1;
    if (target.emirates & loc.emirates) return 0.92;
    return loc.emirates ? 0.75 : 0.7;
  }
  if (loc.areas & 0b110) return 0.45; // elsewhere in the GCC / Middle East
  return 0.3;
}

function marketFitF(f: F, l: L): number {
  if (!f.market.mask) return f.market.maturity && l.market ? 0.5 : NaN;
  return marketFit_(f.market.mask, l.market);
}

/** Preferred types that resell the business's product: for them the partner must deal in the same sector. */
const CHANNEL = (1 << PREF.distributor) | (1 << PREF.reseller) | (1 << PREF.agent) | (1 << PREF.pharma) | (1 << PREF.franchisee);

/**
 * Partner type fit. For channel partners (distributor, reseller, agent…) the type only counts as far
 * as the partner deals in the business's sector: fit × (0.55 + 0.45 × sector affinity of its focus).
 */
export function partnerFit(f: F, l: L): number {
  const service = partnerTypeFit_(f.pref & ~CHANNEL, l.biz);
  const channelType = partnerTypeFit_(f.pref & CHANNEL, l.biz);
  let channel = NaN;
  if (!Number.isNaN(channelType)) {
    const aff = industryFit_(f.industry, l.focus);
    channel = channelType * (0.55 + 0.45 * (Number.isNaN(aff) ? 0 : aff));
  }
  if (Number.isNaN(service)) return channel;
  if (Number.isNaN(channel)) return service;
  return Math.max(service, channel);
}

const clientsOf = (l: L) => (l.clients.mask || l.clients.any ? l.clients : l.focus);

/** The best (collaboration, goal or wanted type) pair and its table value. */
function bestCollab(collab: number, goals: number, pref: number): { c: number; goal: string; v: number } {
  let best = { c: firstBit(collab), goal: goals ? GOAL_LABELS[firstBit(goals)]! : `${article(PREF_LABELS[firstBit(pref)]!)} partner`, v: -1 };
  for (const c of bits(collab)) {
    for (const g of bits(goals)) if (COLLAB_GOAL[c]![g]! > best.v) best = { c, goal: GOAL_LABELS[g]!, v: COLLAB_GOAL[c]![g]! };
    for (const p of bits(pref)) if (COLLAB_PREF[c]![p]! > best.v) best = { c, goal: `${article(PREF_LABELS[p]!)} partner`, v: COLLAB_PREF[c]![p]! };
  }
  return best;
}

/** The table value of a named collaboration for a named goal ("market entry" or "a distributor partner"). */
function collabValue(f: F, l: L, collab: Value | undefined, goal: Value | undefined): number {
  const c = indexOfLabel(COLLAB_LABELS, collab);
  if (c < 0 || !(l.collab & (1 << c))) return NaN;
  const g = indexOfLabel(GOAL_LABELS, goal);
  if (g >= 0) return f.goals & (1 << g) ? COLLAB_GOAL[c]![g]! : NaN;
  for (const p of bits(f.pref)) if (goal === `${article(PREF_LABELS[p]!)} partner`) return COLLAB_PREF[c]![p]!;
  return NaN;
}

/** Named sectors only: "other" shared by both says nothing about a fit. */
const NAMED = ~(1 << S.other);
const shared = (f: F, l: L) => f.industry.mask & (l.focus.mask | l.clients.mask) & NAMED;

/** The reason kinds of a foreign business (A) and a local partner (B). */
export const FL = defineKinds<F, L>()('business-partner', {
  'industry.unknown-business': {
    factor: 'industry', sign: '−', condition: 'The business names no industry Corridor recognises',
    template: '{A.Poss} industry is not stated or not recognised — lower confidence',
    holds: (x) => !x.a.industry.mask,
  },
  'industry.any-no-focus': {
    factor: 'industry', sign: '−', condition: 'The partner serves any industry but names no focus of its own',
    template: '{B.Subj} {B.be} open to clients in any industry, but name{B.s} no industry focus',
    holds: (x) => !x.b.focus.mask && !x.b.clients.mask && (x.b.focus.any || x.b.clients.any),
  },
  'industry.unknown-partner': {
    factor: 'industry', sign: '±', condition: 'The partner names no industry focus or client industry',
    template: '{B.Poss} industry focus is not stated — lower confidence',
    holds: (x) => !x.b.focus.mask && !x.b.clients.mask && !x.b.focus.any && !x.b.clients.any,
  },
  'industry.same-sector': {
    factor: 'industry', sign: '+', condition: "The business's sector is in the partner's industry focus",
    template: 'Both work in {sector}',
    holds: (x, v) => labelOf(x.a.industry.mask & x.b.focus.mask & NAMED, SECTOR_SHORT, v.sector),
  },
  'industry.same-sector-other-clients': {
    factor: 'industry', sign: '±', condition: "The business's sector is in the partner's focus, but not among the client industries it prefers",
    template: 'Both work in {sector}, but {B.poss} preferred clients are in {clients}',
    holds: (x, v) => labelOf(x.a.industry.mask & x.b.focus.mask & NAMED, SECTOR_SHORT, v.sector) && !(x.a.industry.mask & x.b.clients.mask & NAMED) && v.clients === sectorsLabel(x.b.clients.mask),
  },
  'industry.client-sector': {
    factor: 'industry', sign: '±', condition: "The business's sector is one of the partner's preferred client industries",
    template: '{B.Poss} preferred clients include {sector}',
    holds: (x, v) => labelOf(x.a.industry.mask & x.b.clients.mask & NAMED, SECTOR_SHORT, v.sector),
  },
  'industry.close': {
    factor: 'industry', sign: '+', condition: "The business's sector is related (affinity ≥ 0.5) to one in the partner's focus, and none is shared",
    template: '{sector|cap} is close to {B.poss} {focus} focus',
    holds: (x, v) => {
      const i = indexOfLabel(SECTOR_SHORT, v.sector);
      const j = indexOfLabel(SECTOR_SHORT, v.focus);
      return i >= 0 && j >= 0 && !!(x.a.industry.mask & (1 << i)) && !!((x.b.focus.mask | x.b.clients.mask) & (1 << j)) && AFFINITY[i]![j]! >= 0.5 && !shared(x.a, x.b);
    },
  },
  'industry.goal-in-focus': {
    factor: 'industry', sign: '+', condition: "The business's expansion goal mentions a sector in the partner's focus or client industries",
    template: '{A.Poss} expansion goal mentions {sector}, which is in {B.poss} focus',
    holds: (x, v) => labelOf((x.a.industry.hint ?? 0) & (x.b.focus.mask | x.b.clients.mask) & NAMED, SECTOR_SHORT, v.sector),
  },
  'industry.goal-close': {
    factor: 'industry', sign: '+', condition: "The business's expansion goal mentions a sector related (affinity ≥ 0.5) to one in the partner's focus",
    template: "{A.Poss} expansion goal mentions {sector}, close to {B.poss} {focus} focus",
    holds: (x, v) => {
      const i = indexOfLabel(SECTOR_SHORT, v.sector);
      const j = indexOfLabel(SECTOR_SHORT, v.focus);
      return i >= 0 && j >= 0 && !!((x.a.industry.hint ?? 0) & (1 << i)) && !!((x.b.focus.mask | x.b.clients.mask) & (1 << j)) && AFFINITY[i]![j]! >= 0.5;
    },
  },
  'industry.any-client': {
    factor: 'industry', sign: '+', condition: 'No sector is shared or close, but the partner takes clients from any industry',
    template: '{B.Subj} take{B.s} clients from any industry',
    holds: (x) => (x.b.clients.any || x.b.focus.any) && !shared(x.a, x.b),
  },
  'industry.outside': {
    factor: 'industry', sign: '−', condition: "No sector of the business is in the partner's focus or client industries",
    template: '{A.This} {sector} business is outside {B.poss} {focus} focus',
    holds: (x, v) => labelOf(x.a.industry.mask, SECTOR_SHORT, v.sector) && !shared(x.a, x.b) && v.focus === sectorsLabel(x.b.focus.mask || x.b.clients.mask),
  },
  'partner-type.unknown-wish': {
    factor: 'partnerType', sign: '±', condition: 'The business names no partner type it wants',
    template: '{A.Subj} {A.has} not said which partner type {A.it} want{A.s} — lower confidence',
    holds: (x) => !x.a.pref,
  },
  'partner-type.unknown-partner': {
    factor: 'partnerType', sign: '±', condition: "The partner's business type is not stated",
    template: '{B.Poss} business type is not stated — lower confidence',
    holds: (x) => !!x.a.pref && !x.b.biz,
  },
  'partner-type.is-wanted': {
    factor: 'partnerType', sign: '+', condition: 'The partner is the type the business asked for (table fit ≥ 0.85, in its sector for a sales channel)',
    template: '{B.Subj} {B.be} {biz|a} — the {pref} {A.subj} asked for',
    holds: (x, v) => prefBiz(x, v) >= 0.85 && x.fit[0] >= 0.85,
  },
  'partner-type.close': {
    factor: 'partnerType', sign: '+', condition: 'The partner is a type close to the one the business asked for (table fit ≥ 0.5)',
    template: '{biz|A} is close to the {pref} {A.subj} asked for',
    holds: (x, v) => prefBiz(x, v) >= 0.5,
  },
  'partner-type.other-sector': {
    factor: 'partnerType', sign: '±', condition: "The partner is the sales channel the business asked for, but deals in none of the business's sectors",
    template: '{B.Subj} {B.be} {biz|a}, the {pref} {A.subj} asked for, but outside {A.poss} sector',
    holds: (x, v) => prefBiz(x, v) >= 0.85 && !!(x.a.pref & CHANNEL & (1 << indexOfLabel(PREF_NOUNS, v.pref))) && !(x.a.industry.mask & x.b.focus.mask),
  },
  'partner-type.different': {
    factor: 'partnerType', sign: '±', condition: 'No type the partner is comes close to a type the business asked for (best table fit < 0.85)',
    template: '{A.Subj} asked for {pref|a}; {B.subj} {B.be} {biz|a}',
    holds: (x, v) => prefBiz(x, v) >= 0 && bestPrefBiz(x.a.pref, x.b.biz) < 0.85,
  },
  'market.maturity-only': {
    factor: 'marketType', sign: '±', condition: "The business's market type is a maturity (established, emerging, niche), not B2B or B2C",
    template: '{A.Poss} market type ({maturity}) does not say B2B or B2C',
    holds: (x, v) => !x.a.market.mask && !!x.a.market.maturity && v.maturity === MATURITY_LABELS[x.a.market.maturity],
  },
  'market.unknown-business': {
    factor: 'marketType', sign: '±', condition: "The business's market type is not stated",
    template: '{A.Poss} market type is not stated — lower confidence',
    holds: (x) => !x.a.market.mask && !x.a.market.maturity,
  },
  'market.unknown-partner': {
    factor: 'marketType', sign: '±', condition: "The partner's supported market types are not stated",
    template: '{B.Poss} supported market types are not stated — lower confidence',
    holds: (x) => !!x.a.market.mask && !x.b.market,
  },
  'market.both': {
    factor: 'marketType', sign: '+', condition: "The partner serves every market type the business sells to",
    template: 'Both serve {market} clients',
    holds: (x, v) => !!x.a.market.mask && (x.a.market.mask & x.b.market) === x.a.market.mask && v.market === marketLabel(x.a.market.mask),
  },
  'market.partly': {
    factor: 'marketType', sign: '+', condition: "The partner serves some of the business's market types",
    template: '{B.Subj} serve{B.s} {theirs}, partly {A.poss} {ours} market',
    holds: (x, v) => {
      const s = x.a.market.mask & x.b.market;
      return !!s && s !== x.a.market.mask && v.theirs === marketLabel(x.b.market) && v.ours === marketLabel(x.a.market.mask);
    },
  },
  'market.none': {
    factor: 'marketType', sign: '−', condition: "The partner serves none of the business's market types",
    template: '{A.Poss} {ours} market is not one {B.subj} serve{B.s} ({theirs})',
    holds: (x, v) => !!x.a.market.mask && !!x.b.market && !(x.a.market.mask & x.b.market) && v.theirs === marketLabel(x.b.market) && v.ours === marketLabel(x.a.market.mask),
  },
  'budget.unknown-business': {
    factor: 'budget', sign: '±', condition: "The business's budget is not stated or has no amount",
    template: '{A.Poss} budget is not stated — lower confidence',
    holds: (x) => !x.a.budget,
  },
  'budget.unknown-partner': {
    factor: 'budget', sign: '±', condition: "The partner's pricing model is not stated",
    template: '{B.Poss} pricing model is not stated — lower confidence',
    holds: (x) => !!x.a.budget && !x.b.pricing,
  },
  'budget.suits': {
    factor: 'budget', sign: '+', condition: "One of the partner's pricing models suits the budget (fit above 0.5)",
    template: 'Budget {budget} suits {B.poss} {pricing} pricing',
    holds: (x, v) => !!x.a.budget && v.budget === budgetLabel(x.a.budget) && labelsOf(x.b.pricing, PRICING_NAMES, v.pricing) && budgetPricingFit_(x.a.budget, x.b.pricing) > 0.5,
  },
  'budget.too-small': {
    factor: 'budget', sign: '−', condition: 'The partner works on retainer only and the budget is at most $50,000',
    template: 'Budget {budget} is below what {B.poss} retainer model needs',
    holds: (x, v) => !!x.a.budget && v.budget === budgetLabel(x.a.budget) && x.b.pricing === 1 << 3 && x.a.budget.hi <= 50_000,
  },
  'timeline.unknown-business': {
    factor: 'timeline', sign: '±', condition: "The business's expansion timeline is not stated",
    template: '{A.Poss} expansion timeline is not stated — lower confidence',
    holds: (x) => x.a.urgency < 0,
  },
  'timeline.unknown-partner': {
    factor: 'timeline', sign: '±', condition: "The partner's service capacity is not stated",
    template: '{B.Poss} service capacity is not stated — lower confidence',
    holds: (x) => x.a.urgency >= 0 && Number.isNaN(x.b.capacity),
  },
  'timeline.fits': {
    factor: 'timeline', sign: '+', condition: "The partner's capacity suits how soon the business wants to start (fit above 0.5)",
    template: '{B.Poss} capacity fits {A.poss} plan to start {when}',
    holds: (x, v) => v.when === URGENCY_LABELS[x.a.urgency] && timelineFit_(x.a.urgency, x.b.capacity) > 0.5,
  },
  'timeline.tight': {
    factor: 'timeline', sign: '−', condition: "The partner's capacity is limited (≤ 0.5) for how soon the business wants to start",
    template: '{B.Poss} limited capacity may not meet {A.poss} plan to start {when}',
    holds: (x, v) => v.when === URGENCY_LABELS[x.a.urgency] && x.b.capacity <= 0.5 && timelineFit_(x.a.urgency, x.b.capacity) <= 0.5,
  },
  'geography.unknown-partner': {
    factor: 'geography', sign: '±', condition: "The partner's registered region is not stated or not recognised",
    template: '{B.Poss} location is not stated or not recognised — lower confidence',
    holds: (x) => !x.b.loc.known,
  },
  'geography.abroad': {
    factor: 'geography', sign: '−', condition: 'The partner is registered outside the UAE',
    template: '{B.Subj} {B.be} registered in {where}, outside the UAE',
    holds: (x, v) => !!x.b.loc.known && !inUae_(x.b.loc) && v.where === locLabel(x.b.loc),
  },
  'geography.zone': {
    factor: 'geography', sign: '+', condition: 'The partner is in a free zone the business names as its destination',
    template: '{B.Subj} {B.be} in {zone}, where {A.subj} plan{A.s} to set up',
    holds: (x, v) => labelOf(x.a.target.zones & x.b.loc.zones, ZONES, v.zone),
  },
  'geography.emirate': {
    factor: 'geography', sign: '+', condition: 'The partner is in an emirate the business names as its destination',
    template: '{B.Subj} {B.be} in {emirate}, where {A.subj} plan{A.s} to operate',
    holds: (x, v) => labelOf(x.a.target.emirates & x.b.loc.emirates, EMIRATES, v.emirate),
  },
  'geography.uae': {
    factor: 'geography', sign: '+', condition: 'The partner is in the UAE',
    template: '{B.Subj} {B.be} based in {where}, UAE',
    holds: (x, v) => inUae_(x.b.loc) && v.where === locLabel(x.b.loc),
  },
  'language.unknown-business': {
    factor: 'language', sign: '±', condition: "The business's operating region names no country, so its language is unknown",
    template: 'Language fit is unknown: {A.poss} operating region names no country',
    holds: (x) => !x.a.home.langs,
  },
  'language.unknown-partner': {
    factor: 'language', sign: '±', condition: "The partner's working languages are not stated",
    template: '{B.Poss} working languages are not stated',
    holds: (x) => !!x.a.home.langs && !x.b.langs,
  },
  'language.shared': {
    factor: 'language', sign: '+', condition: "The partner works in a language of the business's home country",
    template: "{B.Subj} work{B.s} in {language}, {A.poss} home language",
    holds: (x, v) => !!(x.a.home.langs & x.b.langs) && v.language === langLabel(x.a.home.langs & x.b.langs),
  },
  'language.close': {
    factor: 'language', sign: '+', condition: "The partner works in a Scandinavian language next to the business's own",
    template: '{B.Subj} work{B.s} in {theirs}, close to {A.poss} {ours}',
    holds: (x, v) => !(x.a.home.langs & x.b.langs) && languageFit_(x.a.home.langs, x.b.langs) >= 0.85 && v.theirs === langLabel(x.b.langs) && v.ours === langLabel(x.a.home.langs),
  },
  'language.other': {
    factor: 'language', sign: '±', condition: "The partner works in none of the business's home languages",
    template: '{B.Subj} work{B.s} in {theirs}, not {ours}',
    holds: (x, v) => !!x.b.langs && !(x.a.home.langs & x.b.langs) && v.theirs === langLabel(x.b.langs) && v.ours === langLabel(x.a.home.langs),
  },
  'collaboration.unknown-partner': {
    factor: 'collaboration', sign: '±', condition: "The partner's collaboration preferences are not stated",
    template: '{B.Poss} collaboration preferences are not stated — lower confidence',
    holds: (x) => !x.b.collab,
  },
  'collaboration.unknown-business': {
    factor: 'collaboration', sign: '±', condition: 'The business states neither an expansion goal nor a partner type',
    template: '{A.Poss} expansion goal is not stated — lower confidence',
    holds: (x) => !!x.b.collab && !x.a.goals && !x.a.pref,
  },
  'collaboration.suits': {
    factor: 'collaboration', sign: '+', condition: "A way the partner prefers to work suits the business's goal (table fit above 0.5)",
    template: '{B.Subj} prefer{B.s} {collab}, which suits {A.poss} goal of {goal}',
    holds: (x, v) => collabValue(x.a, x.b, v.collab, v.goal) > 0.5,
  },
  'collaboration.weak': {
    factor: 'collaboration', sign: '−', condition: "No way the partner prefers to work suits the business's goals (best table fit ≤ 0.5)",
    template: '{B.Subj} prefer{B.s} {collab}, a weak fit for {A.poss} goal of {goal}',
    holds: (x, v) => collabValue(x.a, x.b, v.collab, v.goal) >= 0 && collaborationFit_(x.b.collab, x.a.goals, x.a.pref) <= 0.5,
  },
  'text.shared-terms': SHARED_TERMS,
  'text.empty-description': {
    factor: 'text', sign: '−', condition: "The partner's service description fields are empty (read by the business)",
    template: '{B.Poss} service description is empty — lower confidence',
    holds: (x) => x.subjectIsA && !x.b.doc.terms.length,
  },
  'text.empty-goal': {
    factor: 'text', sign: '−', condition: "The business's expansion goal is empty (read by the partner)",
    template: '{A.Poss} expansion goal is empty — lower confidence',
    holds: (x) => !x.subjectIsA && !x.a.doc.terms.length,
  },
  'text.little-overlap': {
    factor: 'text', sign: '−', condition: 'The two profiles share few distinctive words (text fit below 0.5)',
    template: "Little overlap between {A.poss} goals and {B.poss} service description",
    holds: (x) => !(x.fit[0] >= 0.5),
  },
});

const PRICING_NAMES = PRICING.map((p) => p.toLowerCase());

function prefBiz(x: { a: F; b: L }, v: Values): number {
  const p = indexOfLabel(PREF_NOUNS, v.pref);
  const b = indexOfLabel(BIZ_NOUNS, v.biz);
  if (p < 0 || b < 0 || !(x.a.pref & (1 << p)) || !(x.b.biz & (1 << b))) return -1;
  return PREF_BIZ[p]![b]!;
}

function bestPrefBiz(pref: number, biz: number): number {
  let best = -1;
  for (const i of bits(pref)) for (const j of bits(biz)) best = Math.max(best, PREF_BIZ[i]![j]!);
  return best;
}

const claim = FL.claim;

function industryText(x: X): Claim {
  const { a: f, b: l } = x;
  if (!f.industry.mask && !f.industry.hint) return claim('industry.unknown-business');
  if (!l.focus.mask && !l.clients.mask) {
    // serving any industry earns the client side's credit, never the focus the business looks for
    return claim(l.focus.any || l.clients.any ? 'industry.any-no-focus' : 'industry.unknown-partner');
  }
  const inFocus = f.industry.mask & l.focus.mask & NAMED;
  if (inFocus) {
    const sector = SECTOR_SHORT[firstBit(inFocus)]!;
    if (l.clients.mask && !(f.industry.mask & l.clients.mask & NAMED)) return claim('industry.same-sector-other-clients', { sector, clients: sectorsLabel(l.clients.mask) });
    return claim('industry.same-sector', { sector });
  }
  const inClients = f.industry.mask & l.clients.mask & NAMED;
  if (inClients) return claim('industry.client-sector', { sector: SECTOR_SHORT[firstBit(inClients)]! });
  const theirs = l.focus.mask | l.clients.mask;
  if (x.points > 0) {
    const pair = bestAffinityPair(f.industry.mask, theirs);
    if (pair && AFFINITY[pair[0]]![pair[1]]! >= 0.5) return claim('industry.close', { sector: SECTOR_SHORT[pair[0]]!, focus: SECTOR_SHORT[pair[1]]! });
    // what the expansion goal mentions counts too
    const hint = f.industry.hint ?? 0;
    if (hint & theirs & NAMED) return claim('industry.goal-in-focus', { sector: SECTOR_SHORT[firstBit(hint & theirs & NAMED)]! });
    const near = bestAffinityPair(hint, theirs);
    if (near && AFFINITY[near[0]]![near[1]]! >= 0.5) return claim('industry.goal-close', { sector: SECTOR_SHORT[near[0]]!, focus: SECTOR_SHORT[near[1]]! });
    if (l.clients.any || l.focus.any) return claim('industry.any-client');
  }
  if (!f.industry.mask) return claim('industry.unknown-business');
  return claim('industry.outside', { sector: SECTOR_SHORT[firstBit(f.industry.mask)]!, focus: sectorsLabel(l.focus.mask || l.clients.mask) });
}

function partnerTypeText(x: X): Claim {
  const { a: f, b: l } = x;
  if (!f.pref) return claim('partner-type.unknown-wish');
  if (!l.biz) return claim('partner-type.unknown-partner');
  let best = -1;
  let pi = 0;
  let bi = 0;
  for (const i of bits(f.pref)) for (const j of bits(l.biz)) if (PREF_BIZ[i]![j]! > best) [best, pi, bi] = [PREF_BIZ[i]![j]!, i, j];
  const values = { pref: PREF_NOUNS[pi]!, biz: BIZ_NOUNS[bi]! };
  if (x.fit[0] >= 0.85 && best >= 0.85) return claim('partner-type.is-wanted', values);
  if (best >= 0.85 && CHANNEL & (1 << pi) && !(f.industry.mask & l.focus.mask)) return claim('partner-type.other-sector', values);
  if (x.points > 0 && best >= 0.5) return claim('partner-type.close', values);
  if (best < 0.85) return claim('partner-type.different', values);
  return claim('partner-type.close', values);
}

function marketText(x: X): Claim {
  const { a: f, b: l } = x;
  if (!f.market.mask && f.market.maturity) return claim('market.maturity-only', { maturity: MATURITY_LABELS[f.market.maturity]! });
  if (!f.market.mask) return claim('market.unknown-business');
  if (!l.market) return claim('market.unknown-partner');
  const s = f.market.mask & l.market;
  if (s === f.market.mask) return claim('market.both', { market: marketLabel(s) });
  const values = { theirs: marketLabel(l.market), ours: marketLabel(f.market.mask) };
  return claim(s ? 'market.partly' : 'market.none', values);
}

function budgetText(x: X): Claim {
  const { a: f, b: l } = x;
  if (!f.budget) return claim('budget.unknown-business');
  if (!l.pricing) return claim('budget.unknown-partner');
  const budget = budgetLabel(f.budget);
  if (budgetPricingFit_(f.budget, l.pricing) > 0.5) {
    // name the models that suit the budget best first
    const names = bits(l.pricing).sort((m, n) => budgetPricingFit_(f.budget, 1 << n) - budgetPricingFit_(f.budget, 1 << m)).map((i) => PRICING_NAMES[i]!);
    return claim('budget.suits', { budget, pricing: names.slice(0, 2) });
  }
  return claim('budget.too-small', { budget });
}

function timelineText(x: X): Claim {
  const { a: f, b: l } = x;
  if (f.urgency < 0) return claim('timeline.unknown-business');
  if (Number.isNaN(l.capacity)) return claim('timeline.unknown-partner');
  const when = URGENCY_LABELS[f.urgency]!;
  return claim(timelineFit_(f.urgency, l.capacity) > 0.5 ? 'timeline.fits' : 'timeline.tight', { when });
}

function geographyText(x: X): Claim {
  const { a: f, b: l } = x;
  if (!l.loc.known) return claim('geography.unknown-partner');
  const where = locLabel(l.loc);
  if (!inUae_(l.loc)) return claim('geography.abroad', { where });
  const zone = f.target.zones & l.loc.zones;
  if (zone) return claim('geography.zone', { zone: ZONES[firstBit(zone)]! });
  const em = f.target.emirates & l.loc.emirates;
  if (em) return claim('geography.emirate', { emirate: EMIRATES[firstBit(em)]! });
  return claim('geography.uae', { where });
}

function languageText(x: X): Claim {
  const { a: f, b: l } = x;
  if (!f.home.langs) return claim('language.unknown-business');
  if (!l.langs) return claim('language.unknown-partner');
  const s = f.home.langs & l.langs;
  if (s) return claim('language.shared', { language: langLabel(s) });
  const values = { theirs: langLabel(l.langs), ours: langLabel(f.home.langs) };
  return claim(languageFit_(f.home.langs, l.langs) >= 0.85 ? 'language.close' : 'language.other', values);
}

function collaborationText(x: X): Claim {
  const { a: f, b: l } = x;
  if (!l.collab) return claim('collaboration.unknown-partner');
  if (!f.goals && !f.pref) return claim('collaboration.unknown-business');
  const best = bestCollab(l.collab, f.goals, f.pref);
  return claim(best.v > 0.5 ? 'collaboration.suits' : 'collaboration.weak', { collab: COLLAB_LABELS[best.c]!, goal: best.goal });
}

function textText(x: X): Claim {
  const cand = x.subjectIsA ? x.b : x.a;
  if (x.fit[0] >= 0.5 && x.terms.length) return claim('text.shared-terms', sharedTermsValues(x.terms));
  if (!cand.doc.terms.length) return claim(x.subjectIsA ? 'text.empty-description' : 'text.empty-goal');
  return claim('text.little-overlap');
}
export const FOREIGN_LOCAL: PairModel<F, L> = {
  kinds: ['foreign', 'local'],
  reasons: FL.kinds,
  specs: [
    // what the foreign business wants
    { factor: 'industry', side: 0, weight: 3, floor: 0.1, fit: (f, l) => industryFit_(f.industry, l.focus) },
    { factor: 'partnerType', side: 0, weight: 4, floor: 0.15, fit: partnerFit },
    { factor: 'marketType', side: 0, weight: 1.25, floor: 0.2, fit: marketFitF },
    { factor: 'budget', side: 0, weight: 1.25, floor: 0.25, fit: (f, l) => budgetPricingFit_(f.budget, l.pricing) },
    { factor: 'timeline', side: 0, weight: 1, floor: 0.3, fit: (f, l) => timelineFit_(f.urgency, l.capacity) },
    { factor: 'geography', side: 0, weight: 1.25, floor: 0.3, fit: (f, l) => uaePresenceFit(f.target, l.loc) },
    { factor: 'language', side: 0, weight: 0.75, floor: 0.25, fit: (f, l) => (f.home.langs ? languageFit_(f.home.langs, l.langs) : NaN) },
    { factor: 'text', side: 0, weight: 2, floor: 0.45, fit: () => NaN },
    // what the local partner wants
    { factor: 'industry', side: 1, weight: 2.5, floor: 0.1, fit: (f, l) => industryFit_(clientsOf(l), f.industry) },
    { factor: 'marketType', side: 1, weight: 1, floor: 0.2, fit: marketFitF },
    { factor: 'budget', side: 1, weight: 1.25, floor: 0.25, fit: (f, l) => budgetPricingFit_(f.budget, l.pricing) },
    { factor: 'collaboration', side: 1, weight: 1.25, floor: 0.3, fit: (f, l) => collaborationFit_(l.collab, f.goals, f.pref) },
    { factor: 'language', side: 1, weight: 0.75, floor: 0.25, fit: (f, l) => (f.home.langs ? languageFit_(f.home.langs, l.langs) : NaN) },
    { factor: 'text', side: 1, weight: 1.5, floor: 0.45, fit: () => NaN },
  ],
  explain: {
    industry: industryText,
    partnerType: partnerTypeText,
    marketType: marketText,
    budget: budgetText,
    timeline: timelineText,
    geography: geographyText,
    language: languageText,
    collaboration: collaborationText,
    text: textText,
  },
  fields: [
    {
      industry: ['industry', 'expansionGoal'],
      // for channel partners the type counts as far as the partner deals in the business's sector
      partnerType: ['preferredPartnerType', 'industry', 'expansionGoal'],
      marketType: ['marketType'],
      budget: ['budgetRange'],
      timeline: ['expansionTimeline'],
      geography: ['operatingRegion', 'expansionGoal'],
      language: ['operatingRegion'],
      collaboration: ['expansionGoal', 'preferredPartnerType'],
      text: ['expansionGoal', 'operatingRegion'],
    },
    {
      industry: ['industryFocus', 'preferredClientIndustries'],
      partnerType: ['businessType', 'serviceCategory', 'industryFocus'],
      marketType: ['supportedMarketTypes'],
      budget: ['pricingModel'],
      timeline: ['serviceCapacity'],
      geography: ['registeredRegion'],
      language: ['languagesSupported'],
      collaboration: ['collaborationPreferences'],
      text: ['serviceCategory', 'detailedServiceDescription', 'teamExpertise', 'previousExperience', 'matchScoreCriteria', 'SLAEngagementPreferences', 'complianceCertifications'],
    },
  ],
};
