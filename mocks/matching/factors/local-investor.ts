// Local partner (side 0) ↔ investor (side 1): investors look for UAE partners in their target
// industries (portfolio support, co-investment, deal flow); partners look for investors whose
// portfolio companies are their kind of client.

import type { InvestorFeatures, LocalFeatures } from '../features';
import { COLLAB_LABELS, bits, firstBit, involvementLabel, marketLabel } from '../normalize';
import { AREA, focusFit, inUae, type Loc } from '../geography';
import { COLLAB_INVOLVEMENT, collabInvolvementFit, industryFit, marketFit, stageFit } from './tables';
import type { ExplainInput, PairModel } from './model';
import { SHARED_TERMS, defineKinds, indexOfLabel, sharedTermsValues, type Claim, type Value, type Values } from '../reasons';
import { geographyClaim, industryClaim, investorKindSpecs, stageClaim, type SideA } from './investor-common';

// Local aliases of hot imports (a plain binding is faster than a module getter under tsx).
const collabInvolvementFit_ = collabInvolvementFit;
const industryFit_ = industryFit;
const marketFit_ = marketFit;
const stageFit_ = stageFit;
const focusFit_ = focusFit;
const inUae_ = inUae;

type L = LocalFeatures;
type I = InvestorFeatures;
type X = ExplainInput<L, I>;

const clientsOf = (l: L) => (l.clients.mask || l.clients.any ? l.clients : l.focus);

/** A partner's view of an investor's location: 1 in the UAE, 0.8 in the Gulf, 0.45 elsewhere. */
function presenceFit(loc: Loc): number {
  if (!loc.known) return NaN;
  if (inUae_(loc)) return 1;
  if (loc.areas & ((1 << AREA.GCC) | (1 << AREA.ME))) return 0.8;
  return 0.45;
}

const SIDE_A: SideA<L> = { sectors: (l) => l.focus.mask | l.clients.mask, anyClients: (l) => l.clients.any || l.focus.any, hints: () => 0, place: (l) => l.loc, size: (l) => l.size, entering: false };


/** The fit of one named collaboration preference of the partner with the investor's involvement. */
function collabOne(l: L, i: I, collab: Value | undefined): number {
  const c = indexOfLabel(COLLAB_LABELS, collab);
  return c >= 0 && l.collab & (1 << c) && !Number.isNaN(i.involvement) ? COLLAB_INVOLVEMENT[c]!(i.involvement) : NaN;
}

/** The reason kinds of a local partner (A) and an investor (B). */
export const LI = defineKinds<L, I>()('partner-investor', {
  ...investorKindSpecs(SIDE_A, 'region'),
  'involvement.unknown-partner': {
    factor: 'involvement', sign: '±', condition: "The partner's collaboration preferences are not stated",
    template: '{A.Poss} collaboration preferences are not stated — lower confidence',
    holds: (x) => !x.a.collab,
  },
  'involvement.unknown-level': {
    factor: 'involvement', sign: '±', condition: "The investor's involvement level is not stated",
    template: '{B.Poss} involvement level is not stated — lower confidence',
    holds: (x) => !!x.a.collab && Number.isNaN(x.b.involvement),
  },
  'involvement.suits': {
    factor: 'involvement', sign: '+', condition: 'The investor\'s involvement suits a way the partner prefers to work (fit above 0.5)',
    template: '{B.Poss} {style} style suits {A.poss} preference for {collab}',
    holds: (x, v) => v.style === involvementLabel(x.b.involvement) && collabOne(x.a, x.b, v.collab) > 0.5,
  },
  'involvement.weak': {
    factor: 'involvement', sign: '−', condition: 'The investor\'s involvement suits no way the partner prefers to work (best fit ≤ 0.5)',
    template: '{B.Poss} {style} style is a weak fit for {A.poss} preference for {collab}',
    holds: (x, v) => v.style === involvementLabel(x.b.involvement) && collabOne(x.a, x.b, v.collab) >= 0 && collabInvolvementFit_(x.a.collab, x.b.involvement) <= 0.5,
  },
  'market.unknown-partner': {
    factor: 'marketType', sign: '±', condition: "The partner's supported market types are not stated",
    template: '{A.Poss} supported market types are not stated — lower confidence',
    holds: (x) => !x.a.market,
  },
  'market.unknown-investor': {
    factor: 'marketType', sign: '±', condition: "The investor's market preference is not stated",
    template: '{B.Poss} market preference is not stated — lower confidence',
    holds: (x) => !!x.a.market && !x.b.market,
  },
  'market.shared': {
    factor: 'marketType', sign: '+', condition: 'The partner serves a market type the investor prefers',
    template: 'Both focus on {market}',
    holds: (x, v) => !!(x.a.market & x.b.market) && v.market === marketLabel(x.a.market & x.b.market),
  },
  'market.none': {
    factor: 'marketType', sign: '−', condition: 'The partner serves none of the market types the investor prefers',
    template: '{B.Subj} prefer{B.s} {theirs}; {A.subj} serve{A.s} {ours}',
    holds: (x, v) => !!x.a.market && !!x.b.market && !(x.a.market & x.b.market) && v.theirs === marketLabel(x.b.market) && v.ours === marketLabel(x.a.market),
  },
  'text.shared-terms': SHARED_TERMS,
  'text.empty-criteria': {
    factor: 'text', sign: '−', condition: "The investor's match criteria are empty (read by the partner)",
    template: '{B.Poss} match criteria are empty — lower confidence',
    holds: (x) => x.subjectIsA && !x.b.doc.terms.length,
  },
  'text.empty-description': {
    factor: 'text', sign: '−', condition: "The partner's service description fields are empty (read by the investor)",
    template: '{A.Poss} service description is empty — lower confidence',
    holds: (x) => !x.subjectIsA && !x.a.doc.terms.length,
  },
  'text.little-overlap': {
    factor: 'text', sign: '−', condition: 'The two profiles share few distinctive words (text fit below 0.5)',
    template: 'Little overlap between {A.poss} services and {B.poss} criteria',
    holds: (x) => !(x.fit[0] >= 0.5),
  },
});

const claim = LI.claim as (code: string, values?: Values) => Claim;

function explainInvolvement(x: X): Claim {
  if (!x.a.collab) return claim('involvement.unknown-partner');
  if (Number.isNaN(x.b.involvement)) return claim('involvement.unknown-level');
  let best = firstBit(x.a.collab);
  for (const c of bits(x.a.collab)) if (COLLAB_INVOLVEMENT[c]!(x.b.involvement) > COLLAB_INVOLVEMENT[best]!(x.b.involvement)) best = c;
  const values = { style: involvementLabel(x.b.involvement), collab: COLLAB_LABELS[best]! };
  return claim(COLLAB_INVOLVEMENT[best]!(x.b.involvement) > 0.5 ? 'involvement.suits' : 'involvement.weak', values);
}

function explainMarket(x: X): Claim {
  if (!x.a.market) return claim('market.unknown-partner');
  if (!x.b.market) return claim('market.unknown-investor');
  if (x.a.market & x.b.market) return claim('market.shared', { market: marketLabel(x.a.market & x.b.market) });
  return claim('market.none', { theirs: marketLabel(x.b.market), ours: marketLabel(x.a.market) });
}

function explainText(x: X): Claim {
  const cand = x.subjectIsA ? x.b : x.a;
  if (x.fit[0] >= 0.5 && x.terms.length) return claim('text.shared-terms', sharedTermsValues(x.terms));
  if (!cand.doc.terms.length) return claim(x.subjectIsA ? 'text.empty-criteria' : 'text.empty-description');
  return claim('text.little-overlap');
}

const explainIndustry = (x: X) => industryClaim(claim, SIDE_A, x, x.subjectIsA ? 'practice' : 'partner');
const explainStage = (x: X) => stageClaim(claim, SIDE_A, x, 'firm');
const explainGeography = (x: X) => geographyClaim(claim, SIDE_A, x);
export const LOCAL_INVESTOR: PairModel<L, I> = {
  kinds: ['local', 'investor'],
  reasons: LI.kinds,
  specs: [
    // what the local partner wants
    { factor: 'industry', side: 0, weight: 2, floor: 0.1, fit: (l, i) => industryFit_(clientsOf(l), i.targets) },
    { factor: 'geography', side: 0, weight: 1.5, floor: 0.3, fit: (_l, i) => presenceFit(i.loc) },
    { factor: 'involvement', side: 0, weight: 1.5, floor: 0.3, fit: (l, i) => collabInvolvementFit_(l.collab, i.involvement) },
    { factor: 'text', side: 0, weight: 1.5, floor: 0.45, fit: () => NaN },
    // what the investor wants
    { factor: 'industry', side: 1, weight: 3.5, floor: 0.1, fit: (l, i) => industryFit_(i.targets, l.focus) },
    { factor: 'geography', side: 1, weight: 2.5, floor: 0.2, fit: (l, i) => focusFit_(i.focus, l.loc) },
    { factor: 'marketType', side: 1, weight: 1.5, floor: 0.2, fit: (l, i) => marketFit_(i.market, l.market) },
    { factor: 'stage', side: 1, weight: 1, floor: 0.15, fit: (l, i) => (l.size < 0 ? NaN : stageFit_(i.stages, l.size)) },
    { factor: 'text', side: 1, weight: 2, floor: 0.45, fit: () => NaN },
  ],
  explain: {
    industry: explainIndustry,
    geography: explainGeography,
    involvement: explainInvolvement,
    marketType: explainMarket,
    stage: explainStage,
    text: explainText,
  },
  fields: [
    {
      industry: ['industryFocus', 'preferredClientIndustries'],
      geography: ['registeredRegion'],
      involvement: ['collaborationPreferences'],
      marketType: ['supportedMarketTypes'],
      stage: ['companySize'],
      text: ['serviceCategory', 'detailedServiceDescription', 'teamExpertise', 'previousExperience', 'matchScoreCriteria', 'SLAEngagementPreferences', 'complianceCertifications'],
    },
    {
      industry: ['targetIndustries'],
      geography: ['registeredRegion', 'geographyFocus'],
      involvement: ['involvementLevel'],
      marketType: ['marketTypePreference'],
      stage: ['targetStages'],
      text: ['matchScoreCriteria'],
    },
  ],
};
