// Foreign business (side 0) ↔ investor (side 1): the fits, the claims and the pair model (its reason
// kinds in foreign-investor-reasons.ts).

import { INV_LABELS, PREF_NOUNS, bits, formatUSD, involvementLabel, marketLabel, MATURITY_LABELS } from '../normalize';
import { PREF_INV, SIZE_INVOLVEMENT, horizonFit, industryFit, investorTypeFit, involvementFit, rangeContains, rangeFit, stageFit } from './tables';
import type { PairModel } from './model';
import { sharedTermsValues, type Claim, type Values } from '../reasons';
import { geographyClaim, industryClaim, sizeLabel, stageClaim } from './investor-common';
import { FI } from './foreign-investor-reasons';
import { investorPresenceFit, focusOnEntrantFit, marketFitFI, SIDE_A, ticketValues } from './foreign-investor-fits';
import type { F, I, X } from './foreign-investor-fits';

// Local aliases of hot imports (a plain binding is faster than a module getter under tsx).
const horizonFit_ = horizonFit;
const industryFit_ = industryFit;
const investorTypeFit_ = investorTypeFit;
const involvementFit_ = involvementFit;
const rangeFit_ = rangeFit;
const stageFit_ = stageFit;
const SIZE_INVOLVEMENT_ = SIZE_INVOLVEMENT;

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
