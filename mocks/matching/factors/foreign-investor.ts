// Foreign business (side 0) ↔ investor (side 1).

import type { ForeignFeatures, InvestorFeatures } from '../features';
import { INV_LABELS, PREF_NOUNS, SIZE_LABELS, STAGE_LABELS, bits, budgetLabel, formatUSD, involvementLabel, marketLabel, MATURITY_LABELS, firstBit } from '../normalize';
import { AFFINITY, SECTOR_SHORT, bestAffinityPair, sectorsLabel } from '../industries';
import { AREA, UAE_LOC, focusFit, focusLabel, inUae, locLabel, type Focus, type Loc } from '../geography';
import type { Range } from '../normalize';
import { PREF_INV, SIZE_INVOLVEMENT, SIZE_STAGE_FIT, horizonFit, industryFit, investorTypeFit, involvementFit, marketFit, rangeFit, stageFit } from './tables';
import type { ExplainInput, PairModel } from './model';
import { article, cap, list, role, sharedTermsText, type Role } from './words';

// Local aliases of hot imports (a plain binding is faster than a module getter under tsx).
const horizonFit_ = horizonFit;
const industryFit_ = industryFit;
const investorTypeFit_ = investorTypeFit;
const involvementFit_ = involvementFit;
const marketFit_ = marketFit;
const rangeFit_ = rangeFit;
const stageFit_ = stageFit;
const focusFit_ = focusFit;
const inUae_ = inUae;
const UAE_LOC_ = UAE_LOC;
const SIZE_INVOLVEMENT_ = SIZE_INVOLVEMENT;

type F = ForeignFeatures;
type I = InvestorFeatures;
type X = ExplainInput<F, I>;

const GULF = (1 << AREA.GCC) | (1 << AREA.ME);

/** An investor's presence as help for entering the UAE: 1 in the UAE, 0.85 in the Gulf, 0.65 in the business's home region, else 0.45. */
export function investorPresenceFit(home: Loc, loc: Loc): number {
  if (!loc.known) return NaN;
  if (inUae_(loc)) return 1;
  if (loc.areas & GULF) return 0.85;
  if (home.known && (home.countries & loc.countries || home.areas & loc.areas & ~(1 << AREA.GLOBAL))) return 0.65;
  return 0.45;
}

/** An investor's geography focus against a business from `home` that is entering the UAE. */
export function focusOnEntrantFit(focus: Focus, home: Loc): number {
  const dest = focusFit_(focus, UAE_LOC_);
  if (Number.isNaN(dest)) return NaN;
  const origin = home.known ? focusFit_(focus, home) : NaN;
  return Number.isNaN(origin) ? 0.9 * dest : Math.max(origin, 0.9 * dest);
}

function marketFitFI(f: F, i: I): number {
  if (!f.market.mask) return f.market.maturity && i.market ? 0.5 : NaN;
  return marketFit_(i.market, f.market.mask);
}

export function sizeLabel(band: number): string {
  return `${SIZE_LABELS[band]}-person`;
}

export function investorIndustryText(you: Role, them: Role, selfMask: number, targets: I['targets'], points: number, noun: string): string {
  // `you` is the business/partner side, `them` the investor (either may be the subject)
  if (!selfMask) return `${you.Poss} industry is not stated or not recognised — lower confidence`;
  if (!targets.mask) return targets.any ? `${them.Subj} invest${them.s} across all industries` : `${them.Poss} target industries are not stated — lower confidence`;
  const pair = bestAffinityPair(selfMask, targets.mask);
  const self = you.you ? `Your ${SECTOR_SHORT[firstBit(selfMask)]} ${noun}` : `This ${SECTOR_SHORT[firstBit(selfMask)]} ${noun}`;
  if (points > 0 && pair) {
    const [a, b] = pair;
    if (AFFINITY[a]![b]! >= 1) {
      return them.you ? `This ${noun} is in ${SECTOR_SHORT[a]}, one of your target industries` : `${them.Subj} invest${them.s} in ${SECTOR_SHORT[a]}`;
    }
    return `${cap(SECTOR_SHORT[a]!)} is close to ${them.poss} ${SECTOR_SHORT[b]} targets`;
  }
  return `${self} is outside ${them.poss} targets (${sectorsLabel(targets.mask)})`;
}

export function stageText(you: Role, them: Role, sizeBand: number, stages: number, points: number, noun: string): string {
  if (sizeBand < 0) return `${you.Poss} company size is not stated, so stage fit is unknown`;
  if (!stages) return `${them.Poss} target stages are not stated — lower confidence`;
  const row = SIZE_STAGE_FIT[Math.min(sizeBand, 5)]!;
  const who = `${article(sizeLabel(sizeBand))} ${noun}`;
  const good = bits(stages).filter((s) => row[s]! >= 0.85).map((s) => STAGE_LABELS[s]!);
  if (points > 0 && good.length) return `${them.Subj} back${them.s} ${list(good, 3)} rounds, typical for ${who}`;
  const named = list(bits(stages).map((s) => STAGE_LABELS[s]!), 3);
  if (points > 0) return `${them.Poss} stages (${named}) are close to what ${who} raises`;
  return `${them.Poss} stages (${named}) do not fit ${who}`;
}

export function investorGeographyText(you: Role, them: Role, i: I, place: Loc, presenceSide: boolean, points: number): string {
  if (!i.focus.known && !i.loc.known) return `${them.Poss} geography focus is not stated — lower confidence`;
  if (presenceSide && i.loc.known) {
    if (inUae_(i.loc)) {
      return them.you
        ? `Being based in ${locLabel(i.loc)}, you are on the ground in the UAE for ${you.subj}`
        : `${them.Subj} ${them.be} based in ${locLabel(i.loc)}, on the ground in the UAE`;
    }
    if (points > 0) return `${them.Subj} ${them.be} based in ${locLabel(i.loc)}`;
  }
  if (!i.focus.known) return `${them.Poss} geography focus is not stated — lower confidence`;
  const label = focusLabel(i.focus);
  const home = place.known ? focusFit_(i.focus, place) : NaN;
  if (points > 0 && home >= 0.85) return `${them.Poss} ${label} focus covers ${locLabel(place)}, where ${you.subj} ${you.you ? 'operate' : 'operates'}`;
  if (points > 0) return `${them.Poss} ${label} focus covers the UAE${inUae_(place) ? '' : `, where ${you.subj} ${you.you ? 'are' : 'is'} expanding`}`;
  if (inUae_(place)) return `${them.Poss} ${label} focus does not cover the UAE`;
  return `${them.Poss} ${label} focus does not cover ${place.known ? locLabel(place) : 'this market'} or the UAE`;
}

function explainIndustry(x: X): string {
  return investorIndustryText(role('foreign', x.subjectIsA), role('investor', !x.subjectIsA), x.a.industry.mask, x.b.targets, x.points, 'business');
}

function explainPartnerType(x: X): string {
  const F_ = role('foreign', x.subjectIsA);
  const I_ = role('investor', !x.subjectIsA);
  if (!x.a.pref) return `${F_.Subj} ${F_.has} not said which partner type ${F_.you ? 'you want' : 'it wants'} — lower confidence`;
  if (!x.b.type) return `${I_.Poss} investor type is not stated — lower confidence`;
  let best = -1;
  let pi = 0;
  let ti = 0;
  for (const p of bits(x.a.pref)) for (const t of bits(x.b.type)) if (PREF_INV[p]![t]! > best) [best, pi, ti] = [PREF_INV[p]![t]!, p, t];
  const pref = PREF_NOUNS[pi]!;
  const type = INV_LABELS[ti]!;
  if (x.points > 0) return `${cap(article(type))} suits the ${pref} ${F_.subj} asked for`;
  return `${cap(F_.subj)} asked for ${article(pref)}, not ${article(type)}`;
}

function explainTicket(x: X): string {
  const F_ = role('foreign', x.subjectIsA);
  const I_ = role('investor', !x.subjectIsA);
  if (!x.a.budget) return `${F_.Poss} budget is not stated, so ticket fit is unknown`;
  if (!x.b.ticket) return `${I_.Poss} ticket size is not stated — lower confidence`;
  return ticketText(x.b.ticket, x.a.budget, F_);
}

/**
 * The ticket against the budget, from the two ranges alone: "matches" only when they share an
 * amount (and then says how), otherwise which way they miss. rangeFit scores the same two ranges,
 * so a shared amount always adds points and a miss always costs them.
 */
export function ticketText(ticket: Range, budget: Range, owner: Role): string {
  const t = `${formatUSD(ticket.lo)}–${formatUSD(ticket.hi)}`;
  const b = `${owner.poss} budget (${budgetLabel(budget)})`;
  if (ticket.lo > budget.hi) return `Ticket starts at ${formatUSD(ticket.lo)}, above ${b}`;
  if (ticket.hi < budget.lo) return `Ticket tops out at ${formatUSD(ticket.hi)}, below ${b}`;
  const lo = Math.max(ticket.lo, budget.lo);
  const hi = Math.min(ticket.hi, budget.hi);
  if (ticket.lo <= budget.lo && ticket.hi >= budget.hi) return `Ticket size ${t} covers ${b}`;
  if (budget.lo <= ticket.lo && budget.hi >= ticket.hi) return `Ticket size ${t} is within ${b}`;
  if (formatUSD(lo) === formatUSD(hi)) return `Ticket size ${t} overlaps ${b} at ${formatUSD(lo)}`;
  return `Ticket size ${t} overlaps ${b} from ${formatUSD(lo)} to ${formatUSD(hi)}`;
}

function explainGeography(x: X): string {
  const presence = x.fit[0] >= x.fit[1];
  return investorGeographyText(role('foreign', x.subjectIsA), role('investor', !x.subjectIsA), x.b, x.a.home, presence, x.points);
}

function explainInvolvement(x: X): string {
  const F_ = role('foreign', x.subjectIsA);
  const I_ = role('investor', !x.subjectIsA);
  if (x.a.size < 0) return `${F_.Poss} company size is not stated, so involvement fit is unknown`;
  if (Number.isNaN(x.b.involvement)) return `${I_.Poss} involvement level is not stated — lower confidence`;
  const style = involvementLabel(x.b.involvement);
  if (x.points > 0) return `${cap(I_.poss)} ${style} style suits ${article(sizeLabel(x.a.size))} company`;
  const wants = involvementLabel(SIZE_INVOLVEMENT_[x.a.size]!);
  return `${cap(I_.poss)} ${style} style is far from the ${wants} support ${article(sizeLabel(x.a.size))} company needs`;
}

function explainStage(x: X): string {
  return stageText(role('foreign', x.subjectIsA), role('investor', !x.subjectIsA), x.a.size, x.b.stages, x.points, 'company');
}

function explainMarket(x: X): string {
  const F_ = role('foreign', x.subjectIsA);
  const I_ = role('investor', !x.subjectIsA);
  if (!x.a.market.mask && x.a.market.maturity) return `${F_.Poss} market type (${MATURITY_LABELS[x.a.market.maturity]}) does not say B2B or B2C`;
  if (!x.a.market.mask) return `${F_.Poss} market type is not stated — lower confidence`;
  if (!x.b.market) return `${I_.Poss} market preference is not stated — lower confidence`;
  const shared = x.a.market.mask & x.b.market;
  if (shared) return `${I_.Subj} prefer${I_.s} ${marketLabel(x.b.market)} — ${F_.poss} market is ${marketLabel(x.a.market.mask)}`;
  return `${I_.Subj} prefer${I_.s} ${marketLabel(x.b.market)}, not ${F_.poss} ${marketLabel(x.a.market.mask)} market`;
}

function explainHorizon(x: X): string {
  const F_ = role('foreign', x.subjectIsA);
  const I_ = role('investor', !x.subjectIsA);
  if (x.a.size < 0) return `${F_.Poss} company size is not stated, so exit-horizon fit is unknown`;
  if (Number.isNaN(x.b.horizon)) return `${I_.Poss} exit horizon is not stated`;
  if (x.points > 0) return `${cap(I_.poss)} ${x.b.horizon}+ year exit horizon suits ${article(sizeLabel(x.a.size))} company`;
  return `${cap(I_.poss)} ${x.b.horizon}+ year exit horizon is a poor fit for ${article(sizeLabel(x.a.size))} company`;
}

function explainText(x: X): string {
  const F_ = role('foreign', x.subjectIsA);
  const I_ = role('investor', !x.subjectIsA);
  const C = x.subjectIsA ? I_ : F_;
  const cand = x.subjectIsA ? x.b : x.a;
  if (x.points > 0 && x.terms.length) return sharedTermsText(x.terms);
  if (!cand.doc.terms.length) return `${C.Poss} ${x.subjectIsA ? 'match criteria are' : 'expansion goal is'} empty — lower confidence`;
  return `Little overlap between ${F_.poss} goals and ${I_.poss} criteria`;
}

export const FOREIGN_INVESTOR: PairModel<F, I> = {
  kinds: ['foreign', 'investor'],
  specs: [
    // what the foreign business wants
    { factor: 'industry', side: 0, weight: 1.5, floor: 0.1, fit: (f, i) => industryFit_(i.targets, f.industry) },
    { factor: 'partnerType', side: 0, weight: 1.5, floor: 0.2, fit: (f, i) => investorTypeFit_(f.pref, i.type) },
    { factor: 'ticket', side: 0, weight: 1, floor: 0.1, fit: (f, i) => rangeFit_(f.budget, i.ticket) },
    { factor: 'geography', side: 0, weight: 1.5, floor: 0.3, fit: (f, i) => investorPresenceFit(f.home, i.loc) },
    { factor: 'involvement', side: 0, weight: 1.25, floor: 0.25, fit: (f, i) => (f.size < 0 ? NaN : involvementFit_(SIZE_INVOLVEMENT_[f.size]!, i.involvement)) },
    { factor: 'text', side: 0, weight: 1, floor: 0.45, fit: () => NaN },
    // what the investor wants
    { factor: 'industry', side: 1, weight: 3.5, floor: 0.1, fit: (f, i) => industryFit_(i.targets, f.industry) },
    { factor: 'stage', side: 1, weight: 2.5, floor: 0.15, fit: (f, i) => (f.size < 0 ? NaN : stageFit_(i.stages, f.size)) },
    { factor: 'ticket', side: 1, weight: 1, floor: 0.1, fit: (f, i) => rangeFit_(f.budget, i.ticket) },
    { factor: 'geography', side: 1, weight: 2, floor: 0.2, fit: (f, i) => focusOnEntrantFit(i.focus, f.home) },
    { factor: 'marketType', side: 1, weight: 1.25, floor: 0.2, fit: marketFitFI },
    { factor: 'horizon', side: 1, weight: 0.75, floor: 0.3, fit: (f, i) => horizonFit_(f.size, i.horizon) },
    { factor: 'text', side: 1, weight: 1.5, floor: 0.45, fit: () => NaN },
  ],
  explain: {
    industry: explainIndustry,
    partnerType: explainPartnerType,
    ticket: explainTicket,
    geography: explainGeography,
    involvement: explainInvolvement,
    stage: explainStage,
    marketType: explainMarket,
    horizon: explainHorizon,
    text: explainText,
  },
  fields: [
    {
      industry: ['industry', 'expansionGoal'],
      partnerType: ['preferredPartnerType'],
      ticket: ['budgetRange'],
      geography: ['operatingRegion'],
      involvement: ['companySize'],
      stage: ['companySize'],
      marketType: ['marketType'],
      horizon: ['companySize'],
      text: ['expansionGoal', 'operatingRegion'],
    },
    {
      industry: ['targetIndustries'],
      partnerType: ['investorType'],
      ticket: ['ticketSizeMinUSD', 'ticketSizeMaxUSD'],
      geography: ['registeredRegion', 'geographyFocus'],
      involvement: ['involvementLevel'],
      stage: ['targetStages'],
      marketType: ['marketTypePreference'],
      horizon: ['exitHorizonYears'],
      text: ['matchScoreCriteria'],
    },
  ],
};
