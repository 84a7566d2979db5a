// Foreign business (side 0) ↔ investor (side 1): every reason the pair can show, with its condition.

import { formatUSD, involvementLabel, marketLabel } from '../normalize';
import { SIZE_INVOLVEMENT, horizonFit, investorTypeFit, involvementFit, rangeContains, rangesOverlap } from './tables';
import { SHARED_TERMS, defineKinds } from '../reasons';
import { investorKindSpecs, sizeLabel } from './investor-common';
import { SIDE_A, ticketOk, prefInv } from './foreign-investor-fits';
import type { F, I } from './foreign-investor-fits';
import { businessMarketKindSpecs } from './business-market';

const horizonFit_ = horizonFit;
const investorTypeFit_ = investorTypeFit;
const involvementFit_ = involvementFit;
const SIZE_INVOLVEMENT_ = SIZE_INVOLVEMENT;

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
  ...businessMarketKindSpecs<I>(),
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
