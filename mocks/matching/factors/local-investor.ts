// Local partner (side 0) ↔ investor (side 1): investors look for UAE partners in their target
// industries (portfolio support, co-investment, deal flow); partners look for investors whose
// portfolio companies are their kind of client.

import type { InvestorFeatures, LocalFeatures } from '../features';
import { COLLAB_LABELS, firstBit, involvementLabel, marketLabel } from '../normalize';
import { AREA, focusFit, inUae, type Loc } from '../geography';
import { collabInvolvementFit, industryFit, marketFit, stageFit } from './tables';
import type { ExplainInput, PairModel } from './model';
import { cap, role, sharedTermsText } from './words';
import { investorGeographyText, investorIndustryText, stageText } from './foreign-investor';

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

function explainIndustry(x: X): string {
  const L_ = role('local', x.subjectIsA);
  const I_ = role('investor', !x.subjectIsA);
  return investorIndustryText(L_, I_, x.a.focus.mask | x.a.clients.mask, x.b.targets, x.points, x.subjectIsA ? 'practice' : 'partner');
}

function explainGeography(x: X): string {
  const presence = x.fit[0] >= x.fit[1];
  return investorGeographyText(role('local', x.subjectIsA), role('investor', !x.subjectIsA), x.b, x.a.loc, presence, x.points);
}

function explainInvolvement(x: X): string {
  const L_ = role('local', x.subjectIsA);
  const I_ = role('investor', !x.subjectIsA);
  if (!x.a.collab) return `${L_.Poss} collaboration preferences are not stated — lower confidence`;
  if (Number.isNaN(x.b.involvement)) return `${I_.Poss} involvement level is not stated — lower confidence`;
  const collab = COLLAB_LABELS[firstBit(x.a.collab)]!;
  const style = involvementLabel(x.b.involvement);
  if (x.points > 0) return `${cap(I_.poss)} ${style} style suits ${L_.poss} preference for ${collab}`;
  return `${cap(I_.poss)} ${style} style is a weak fit for ${L_.poss} preference for ${collab}`;
}

function explainMarket(x: X): string {
  const L_ = role('local', x.subjectIsA);
  const I_ = role('investor', !x.subjectIsA);
  if (!x.a.market) return `${L_.Poss} supported market types are not stated — lower confidence`;
  if (!x.b.market) return `${I_.Poss} market preference is not stated — lower confidence`;
  if (x.a.market & x.b.market) return `Both focus on ${marketLabel(x.a.market & x.b.market)}`;
  return `${I_.Subj} prefer${I_.s} ${marketLabel(x.b.market)}; ${L_.subj} serve${L_.s} ${marketLabel(x.a.market)}`;
}

function explainStage(x: X): string {
  return stageText(role('local', x.subjectIsA), role('investor', !x.subjectIsA), x.a.size, x.b.stages, x.points, 'firm');
}

function explainText(x: X): string {
  const L_ = role('local', x.subjectIsA);
  const I_ = role('investor', !x.subjectIsA);
  const C = x.subjectIsA ? I_ : L_;
  const cand = x.subjectIsA ? x.b : x.a;
  if (x.points > 0 && x.terms.length) return sharedTermsText(x.terms);
  if (!cand.doc.terms.length) return `${C.Poss} ${x.subjectIsA ? 'match criteria are' : 'service description is'} empty — lower confidence`;
  return `Little overlap between ${L_.poss} services and ${I_.poss} criteria`;
}

export const LOCAL_INVESTOR: PairModel<L, I> = {
  kinds: ['local', 'investor'],
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
