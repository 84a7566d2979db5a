// Foreign business (side 0) ↔ investor (side 1).

import type { ForeignFeatures, InvestorFeatures } from '../features';
import { INV_LABELS, PREF_NOUNS, bits, budgetLabel, formatUSD, involvementLabel, marketLabel, MATURITY_LABELS } from '../normalize';
import { AREA, UAE_LOC, focusFit, inUae, type Focus, type Loc } from '../geography';
import type { Range } from '../normalize';
import { PREF_INV, SIZE_INVOLVEMENT, horizonFit, industryFit, investorTypeFit, involvementFit, marketFit, rangeContains, rangeFit, rangesOverlap, stageFit } from './tables';
import type { ExplainInput, PairModel } from './model';
import { SHARED_TERMS, defineKinds, indexOfLabel, sharedTermsValues, type Claim, type Values } from '../reasons';
import { geographyClaim, industryClaim, investorKindSpecs, sizeLabel, stageClaim, type SideA } from './investor-common';

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

const SIDE_A: SideA<F> = { sectors: (f) => f.industry.mask, anyClients: () => false, hints: (f) => f.industry.hint ?? 0, place: (f) => f.home, size: (f) => f.size, entering: true };


/** The ticket and budget as the text writes them. */
function ticketValues(t: Range, b: Range): Values {
  return { ticket: `${formatUSD(t.lo)}–${formatUSD(t.hi)}`, budget: budgetLabel(b) };
}

function ticketOk(x: { a: F; b: I }, v: Values): boolean {
  return !!x.a.budget && !!x.b.ticket && v.ticket === `${formatUSD(x.b.ticket.lo)}–${formatUSD(x.b.ticket.hi)}` && v.budget === budgetLabel(x.a.budget);
}

function prefInv(x: { a: F; b: I }, v: Values): number {
  const p = indexOfLabel(PREF_NOUNS, v.pref);
  const t = indexOfLabel(INV_LABELS, v.type);
  if (p < 0 || t < 0 || !(x.a.pref & (1 << p)) || !(x.b.type & (1 << t))) return -1;
  return PREF_INV[p]![t]!;
}

/** The reason kinds of a foreign business (A) and an investor (B). */
export const FI = defineKinds<F, I>()('business-investor', {
  ...investorKindSpecs(SIDE_A, 'home'),
  'partner-type.unknown-wish': {
    factor: 'partnerType', sign: '±', condition: 'The business names no partner type it wants',
    template: '{A.Subj} {A.has} not said which partner type {A.it} want{A.s} — lower confidence',
    holds: (x) => !x.a.pref,
  },
  'partner-type.unknown-investor': {
    factor: 'partnerType', sign: '±', condition: "The investor's type is not stated",
    template: ["This investor's type is not stated — lower confidence", 'Your investor type is not stated — lower confidence'],
    holds: (x) => !!x.a.pref && !x.b.type,
  },
  'partner-type.suits': {
    factor: 'partnerType', sign: '+', condition: 'The investor is a kind of partner that suits the type the business asked for (table fit above 0.5)',
    template: '{type|A} suits the {pref} {A.subj} asked for',
    holds: (x, v) => prefInv(x, v) > 0.5,
  },
  'partner-type.different': {
    factor: 'partnerType', sign: '−', condition: 'No type the investor is suits a type the business asked for (best table fit ≤ 0.5)',
    template: '{A.Subj} asked for {pref|a}, not {type|a}',
    holds: (x, v) => prefInv(x, v) >= 0 && investorTypeFit_(x.a.pref, x.b.type) <= 0.5,
  },
  'ticket.unknown-budget': {
    factor: 'ticket', sign: '±', condition: "The business's budget is not stated or has no amount",
    template: '{A.Poss} budget is not stated, so ticket fit is unknown',
    holds: (x) => !x.a.budget,
  },
  'ticket.unknown-ticket': {
    factor: 'ticket', sign: '±', condition: "The investor's ticket size is not stated",
    template: '{B.Poss} ticket size is not stated — lower confidence',
    holds: (x) => !!x.a.budget && !x.b.ticket,
  },
  'ticket.above': {
    factor: 'ticket', sign: '−', condition: "The smallest ticket is above the top of the business's budget",
    template: 'Ticket starts at {from}, above {A.poss} budget ({budget})',
    holds: (x, v) => ticketOk(x, v) && x.b.ticket!.lo > x.a.budget!.hi && v.from === formatUSD(x.b.ticket!.lo),
  },
  'ticket.below': {
    factor: 'ticket', sign: '−', condition: "The largest ticket is below the bottom of the business's budget",
    template: 'Ticket tops out at {to}, below {A.poss} budget ({budget})',
    holds: (x, v) => ticketOk(x, v) && x.b.ticket!.hi < x.a.budget!.lo && v.to === formatUSD(x.b.ticket!.hi),
  },
  'ticket.covers': {
    factor: 'ticket', sign: '+', condition: "The ticket range holds the whole budget",
    template: 'Ticket size {ticket} covers {A.poss} budget ({budget})',
    holds: (x, v) => ticketOk(x, v) && rangeContains(x.b.ticket!, x.a.budget!),
  },
  'ticket.within': {
    factor: 'ticket', sign: '+', condition: 'The ticket range lies inside the budget',
    template: 'Ticket size {ticket} is within {A.poss} budget ({budget})',
    holds: (x, v) => ticketOk(x, v) && rangeContains(x.a.budget!, x.b.ticket!),
  },
  'ticket.overlaps-at': {
    factor: 'ticket', sign: '+', condition: 'The ticket range and the budget share one amount (to the dollar shown)',
    template: 'Ticket size {ticket} overlaps {A.poss} budget ({budget}) at {at}',
    holds: (x, v) => ticketOk(x, v) && rangesOverlap(x.a.budget!, x.b.ticket!) && v.at === formatUSD(Math.max(x.a.budget!.lo, x.b.ticket!.lo)),
  },
  'ticket.overlaps': {
    factor: 'ticket', sign: '+', condition: 'The ticket range and the budget partly overlap',
    template: 'Ticket size {ticket} overlaps {A.poss} budget ({budget}) from {from} to {to}',
    holds: (x, v) =>
      ticketOk(x, v) && rangesOverlap(x.a.budget!, x.b.ticket!) && v.from === formatUSD(Math.max(x.a.budget!.lo, x.b.ticket!.lo)) && v.to === formatUSD(Math.min(x.a.budget!.hi, x.b.ticket!.hi)),
  },
  'involvement.unknown-size': {
    factor: 'involvement', sign: '±', condition: "The business's company size is not stated",
    template: '{A.Poss} company size is not stated, so involvement fit is unknown',
    holds: (x) => x.a.size < 0,
  },
  'involvement.unknown-level': {
    factor: 'involvement', sign: '±', condition: "The investor's involvement level is not stated",
    template: '{B.Poss} involvement level is not stated — lower confidence',
    holds: (x) => x.a.size >= 0 && Number.isNaN(x.b.involvement),
  },
  'involvement.suits': {
    factor: 'involvement', sign: '+', condition: 'The support the investor gives is close to what a company of that size usually needs (fit above 0.5)',
    template: '{B.Poss} {style} style suits {size|a} company',
    holds: (x, v) => x.a.size >= 0 && v.size === sizeLabel(x.a.size) && v.style === involvementLabel(x.b.involvement) && involvementFit_(SIZE_INVOLVEMENT_[x.a.size]!, x.b.involvement) > 0.5,
  },
  'involvement.far': {
    factor: 'involvement', sign: '−', condition: 'The support the investor gives is far from what a company of that size usually needs (fit ≤ 0.5)',
    template: '{B.Poss} {style} style is far from the {wants} support {size|a} company needs',
    holds: (x, v) =>
      x.a.size >= 0 && v.size === sizeLabel(x.a.size) && v.style === involvementLabel(x.b.involvement) && v.wants === involvementLabel(SIZE_INVOLVEMENT_[x.a.size]!) &&
      involvementFit_(SIZE_INVOLVEMENT_[x.a.size]!, x.b.involvement) <= 0.5,
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
  'market.unknown-investor': {
    factor: 'marketType', sign: '±', condition: "The investor's market preference is not stated",
    template: '{B.Poss} market preference is not stated — lower confidence',
    holds: (x) => !!x.a.market.mask && !x.b.market,
  },
  'market.shared': {
    factor: 'marketType', sign: '+', condition: 'The investor prefers a market type the business sells to',
    template: '{B.Subj} prefer{B.s} {theirs} — {A.poss} market is {ours}',
    holds: (x, v) => !!(x.a.market.mask & x.b.market) && v.theirs === marketLabel(x.b.market) && v.ours === marketLabel(x.a.market.mask),
  },
  'market.none': {
    factor: 'marketType', sign: '−', condition: 'The investor prefers none of the market types the business sells to',
    template: '{B.Subj} prefer{B.s} {theirs}, not {A.poss} {ours} market',
    holds: (x, v) => !!x.a.market.mask && !!x.b.market && !(x.a.market.mask & x.b.market) && v.theirs === marketLabel(x.b.market) && v.ours === marketLabel(x.a.market.mask),
  },
  'horizon.unknown-size': {
    factor: 'horizon', sign: '±', condition: "The business's company size is not stated",
    template: '{A.Poss} company size is not stated, so exit-horizon fit is unknown',
    holds: (x) => x.a.size < 0,
  },
  'horizon.unknown': {
    factor: 'horizon', sign: '±', condition: "The investor's exit horizon is not stated",
    template: '{B.Poss} exit horizon is not stated',
    holds: (x) => x.a.size >= 0 && Number.isNaN(x.b.horizon),
  },
  'horizon.suits': {
    factor: 'horizon', sign: '+', condition: 'The exit horizon suits a company of that size (fit above 0.5)',
    template: '{B.Poss} {years}+ year exit horizon suits {size|a} company',
    holds: (x, v) => x.a.size >= 0 && v.size === sizeLabel(x.a.size) && v.years === x.b.horizon && horizonFit_(x.a.size, x.b.horizon) > 0.5,
  },
  'horizon.poor': {
    factor: 'horizon', sign: '−', condition: 'The exit horizon is a poor fit for a company of that size (fit ≤ 0.5)',
    template: '{B.Poss} {years}+ year exit horizon is a poor fit for {size|a} company',
    holds: (x, v) => x.a.size >= 0 && v.size === sizeLabel(x.a.size) && v.years === x.b.horizon && horizonFit_(x.a.size, x.b.horizon) <= 0.5,
  },
  'text.shared-terms': SHARED_TERMS,
  'text.empty-criteria': {
    factor: 'text', sign: '−', condition: "The investor's match criteria are empty (read by the business)",
    template: '{B.Poss} match criteria are empty — lower confidence',
    holds: (x) => x.subjectIsA && !x.b.doc.terms.length,
  },
  'text.empty-goal': {
    factor: 'text', sign: '−', condition: "The business's expansion goal is empty (read by the investor)",
    template: '{A.Poss} expansion goal is empty — lower confidence',
    holds: (x) => !x.subjectIsA && !x.a.doc.terms.length,
  },
  'text.little-overlap': {
    factor: 'text', sign: '−', condition: 'The two profiles share few distinctive words (text fit below 0.5)',
    template: "Little overlap between {A.poss} goals and {B.poss} criteria",
    holds: (x) => !(x.fit[0] >= 0.5),
  },
});

const claim = FI.claim as (code: string, values?: Values) => Claim;

function explainPartnerType(x: X): Claim {
  if (!x.a.pref) return claim('partner-type.unknown-wish');
  if (!x.b.type) return claim('partner-type.unknown-investor');
  let best = -1;
  let pi = 0;
  let ti = 0;
  for (const p of bits(x.a.pref)) for (const t of bits(x.b.type)) if (PREF_INV[p]![t]! > best) [best, pi, ti] = [PREF_INV[p]![t]!, p, t];
  return claim(best > 0.5 ? 'partner-type.suits' : 'partner-type.different', { pref: PREF_NOUNS[pi]!, type: INV_LABELS[ti]! });
}

function explainTicket(x: X): Claim {
  const budget = x.a.budget;
  const ticket = x.b.ticket;
  if (!budget) return claim('ticket.unknown-budget');
  if (!ticket) return claim('ticket.unknown-ticket');
  const v = ticketValues(ticket, budget);
  if (ticket.lo > budget.hi) return claim('ticket.above', { ...v, from: formatUSD(ticket.lo) });
  if (ticket.hi < budget.lo) return claim('ticket.below', { ...v, to: formatUSD(ticket.hi) });
  if (rangeContains(ticket, budget)) return claim('ticket.covers', v);
  if (rangeContains(budget, ticket)) return claim('ticket.within', v);
  const from = formatUSD(Math.max(ticket.lo, budget.lo));
  const to = formatUSD(Math.min(ticket.hi, budget.hi));
  return from === to ? claim('ticket.overlaps-at', { ...v, at: from }) : claim('ticket.overlaps', { ...v, from, to });
}

function explainInvolvement(x: X): Claim {
  if (x.a.size < 0) return claim('involvement.unknown-size');
  if (Number.isNaN(x.b.involvement)) return claim('involvement.unknown-level');
  const wanted = SIZE_INVOLVEMENT_[x.a.size]!;
  const values = { style: involvementLabel(x.b.involvement), size: sizeLabel(x.a.size) };
  if (involvementFit_(wanted, x.b.involvement) > 0.5) return claim('involvement.suits', values);
  return claim('involvement.far', { ...values, wants: involvementLabel(wanted) });
}

function explainMarket(x: X): Claim {
  if (!x.a.market.mask && x.a.market.maturity) return claim('market.maturity-only', { maturity: MATURITY_LABELS[x.a.market.maturity]! });
  if (!x.a.market.mask) return claim('market.unknown-business');
  if (!x.b.market) return claim('market.unknown-investor');
  const values = { theirs: marketLabel(x.b.market), ours: marketLabel(x.a.market.mask) };
  return claim(x.a.market.mask & x.b.market ? 'market.shared' : 'market.none', values);
}

function explainHorizon(x: X): Claim {
  if (x.a.size < 0) return claim('horizon.unknown-size');
  if (Number.isNaN(x.b.horizon)) return claim('horizon.unknown');
  const values = { years: x.b.horizon, size: sizeLabel(x.a.size) };
  return claim(horizonFit_(x.a.size, x.b.horizon) > 0.5 ? 'horizon.suits' : 'horizon.poor', values);
}

function explainText(x: X): Claim {
  const cand = x.subjectIsA ? x.b : x.a;
  if (x.fit[0] >= 0.5 && x.terms.length) return claim('text.shared-terms', sharedTermsValues(x.terms));
  if (!cand.doc.terms.length) return claim(x.subjectIsA ? 'text.empty-criteria' : 'text.empty-goal');
  return claim('text.little-overlap');
}

const explainIndustry = (x: X) => industryClaim(claim, SIDE_A, x, 'business');
const explainStage = (x: X) => stageClaim(claim, SIDE_A, x, 'company');
const explainGeography = (x: X) => geographyClaim(claim, SIDE_A, x);
export const FOREIGN_INVESTOR: PairModel<F, I> = {
  kinds: ['foreign', 'investor'],
  reasons: FI.kinds,
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
