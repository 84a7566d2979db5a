// Foreign business (side 0) ↔ local partner (side 1).

import type { ForeignFeatures, LocalFeatures } from '../features';
import {
  BIZ_NOUNS, COLLAB_LABELS, PREF, PREF_NOUNS, GOAL_LABELS, MATURITY_LABELS, PREF_LABELS, PRICING, URGENCY_LABELS, bits, budgetLabel, marketLabel,
 firstBit } from '../normalize';
import { AFFINITY, SECTOR_SHORT, bestAffinityPair, sectorsLabel } from '../industries';
import { LANG_ENGLISH, inUae, langLabel, languageFit, locLabel, ZONES, EMIRATES } from '../geography';
import { PREF_BIZ, budgetPricingFit, collaborationFit, industryFit, marketFit, partnerTypeFit, timelineFit } from './tables';
import type { ExplainInput, PairModel } from './model';
import { article, cap, list, role, sharedTermsText } from './words';

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

function industryText(x: X): string {
  const { a: f, b: l } = x;
  const F_ = role('foreign', x.subjectIsA);
  const L_ = role('local', !x.subjectIsA);
  const self = f.industry.mask;
  if (!self) return `${F_.Poss} industry is not stated or not recognised — lower confidence`;
  if (!l.focus.mask && !l.clients.mask) {
    return l.focus.any || l.clients.any ? `${L_.Subj} ${L_.be} open to clients in any industry` : `${L_.Poss} industry focus is not stated — lower confidence`;
  }
  const pair = bestAffinityPair(self, l.focus.mask | l.clients.mask);
  if (x.points > 0 && pair) {
    const [i, j] = pair;
    const aff = AFFINITY[i]![j]!;
    if (aff >= 1) {
      if (l.focus.mask & (1 << j)) return `Both work in ${SECTOR_SHORT[i]}`;
      return `${L_.Poss} preferred clients include ${SECTOR_SHORT[i]}`;
    }
    return `${cap(SECTOR_SHORT[i]!)} is close to ${L_.poss} ${SECTOR_SHORT[j]} focus`;
  }
  const sector = SECTOR_SHORT[firstBit(self)]!;
  return `${F_.you ? 'Your' : 'This'} ${sector} business is outside ${L_.poss} ${sectorsLabel(l.focus.mask || l.clients.mask)} focus`;
}

function partnerTypeText(x: X): string {
  const { a: f, b: l } = x;
  const F_ = role('foreign', x.subjectIsA);
  const L_ = role('local', !x.subjectIsA);
  if (!f.pref) return `${F_.Subj} ${F_.has} not said which partner type ${F_.you ? 'you want' : 'it wants'} — lower confidence`;
  if (!l.biz) return `${L_.Poss} business type is not stated — lower confidence`;
  let best = -1;
  let pi = 0;
  let bi = 0;
  for (const i of bits(f.pref)) for (const j of bits(l.biz)) if (PREF_BIZ[i]![j]! > best) [best, pi, bi] = [PREF_BIZ[i]![j]!, i, j];
  const pref = PREF_NOUNS[pi]!;
  const biz = BIZ_NOUNS[bi]!;
  const asked = `${F_.subj} asked for`;
  if (x.fit[0] >= 0.85) return `${L_.Subj} ${L_.be} ${article(biz)} — the ${pref} ${asked}`;
  if (x.points > 0) return `${cap(article(biz))} is close to the ${pref} ${asked}`;
  if (best >= 0.85) return `${L_.Subj} ${L_.be} ${article(biz)}, but outside ${F_.poss} sector — not the ${pref} ${asked}`;
  return `${cap(asked)} ${article(pref)}; ${L_.subj} ${L_.be} ${article(biz)}`;
}

function marketText(x: X): string {
  const { a: f, b: l } = x;
  const F_ = role('foreign', x.subjectIsA);
  const L_ = role('local', !x.subjectIsA);
  if (!f.market.mask && f.market.maturity) return `${F_.Poss} market type (${MATURITY_LABELS[f.market.maturity]}) does not say B2B or B2C`;
  if (!f.market.mask) return `${F_.Poss} market type is not stated — lower confidence`;
  if (!l.market) return `${L_.Poss} supported market types are not stated — lower confidence`;
  const shared = f.market.mask & l.market;
  if (shared === f.market.mask) return `Both serve ${marketLabel(shared)} clients`;
  if (shared) return `${L_.Subj} serve${L_.s} ${marketLabel(l.market)}, partly ${F_.poss} ${marketLabel(f.market.mask)} market`;
  return `${F_.Poss} ${marketLabel(f.market.mask)} market is not one ${L_.subj} serve${L_.s} (${marketLabel(l.market)})`;
}

function pricingNames(mask: number): string[] {
  return bits(mask).map((i) => PRICING[i]!.toLowerCase());
}

function budgetText(x: X): string {
  const { a: f, b: l } = x;
  const F_ = role('foreign', x.subjectIsA);
  const L_ = role('local', !x.subjectIsA);
  if (!f.budget) return `${F_.Poss} budget is not stated — lower confidence`;
  if (!l.pricing) return `${L_.Poss} pricing model is not stated — lower confidence`;
  const label = budgetLabel(f.budget);
  if (x.points > 0) return `Budget ${label} suits ${L_.poss} ${list(pricingNames(l.pricing), 2)} pricing`;
  return `Budget ${label} is below ${L_.poss} ${list(pricingNames(l.pricing), 2)} model`;
}

function timelineText(x: X): string {
  const { a: f, b: l } = x;
  const F_ = role('foreign', x.subjectIsA);
  const L_ = role('local', !x.subjectIsA);
  if (f.urgency < 0) return `${F_.Poss} expansion timeline is not stated — lower confidence`;
  if (Number.isNaN(l.capacity)) return `${L_.Poss} service capacity is not stated — lower confidence`;
  const when = URGENCY_LABELS[f.urgency]!;
  if (x.points > 0) return `${L_.Poss} capacity fits ${F_.poss} plan to start ${when}`;
  return `${L_.Poss} limited capacity may not meet ${F_.poss} plan to start ${when}`;
}

function geographyText(x: X): string {
  const { a: f, b: l } = x;
  const F_ = role('foreign', x.subjectIsA);
  const L_ = role('local', !x.subjectIsA);
  if (!l.loc.known) return `${L_.Poss} location is not stated or not recognised — lower confidence`;
  const where = locLabel(l.loc);
  if (!inUae_(l.loc)) return `${L_.Subj} ${L_.be} registered in ${where}, outside the UAE`;
  const zone = f.target.zones & l.loc.zones;
  if (zone) return `${L_.Subj} ${L_.be} in ${ZONES[firstBit(zone)]}, where ${F_.subj} plan${F_.s} to set up`;
  const em = f.target.emirates & l.loc.emirates;
  if (em) return `${L_.Subj} ${L_.be} in ${EMIRATES[firstBit(em)]}, where ${F_.subj} plan${F_.s} to operate`;
  return `${L_.Subj} ${L_.be} based in ${where}, UAE`;
}

function languageText(x: X): string {
  const { a: f, b: l } = x;
  const F_ = role('foreign', x.subjectIsA);
  const L_ = role('local', !x.subjectIsA);
  if (!f.home.langs) return `${F_.Poss} home market is not stated, so language fit is unknown`;
  if (!l.langs) return `${L_.Poss} working languages are not stated`;
  const shared = f.home.langs & l.langs;
  if (shared) return `${L_.Subj} work${L_.s} in ${langLabel(shared)}, ${F_.poss} home language`;
  if (x.fit[0] >= 0.85) return `${L_.Subj} work${L_.s} in ${langLabel(l.langs)}, close to ${F_.poss} ${langLabel(f.home.langs)}`;
  if (x.points > 0 || l.langs & LANG_ENGLISH) return `${L_.Subj} work${L_.s} in ${langLabel(l.langs)}, not ${langLabel(f.home.langs)}`;
  return `No shared working language (${L_.subj}: ${langLabel(l.langs)})`;
}

function collaborationText(x: X): string {
  const { a: f, b: l } = x;
  const F_ = role('foreign', x.subjectIsA);
  const L_ = role('local', !x.subjectIsA);
  if (!l.collab) return `${L_.Poss} collaboration preferences are not stated — lower confidence`;
  if (!f.goals && !f.pref) return `${F_.Poss} expansion goal is not stated — lower confidence`;
  const collab = COLLAB_LABELS[firstBit(l.collab)]!;
  const goal = f.goals ? GOAL_LABELS[firstBit(f.goals)]! : `${article(PREF_LABELS[firstBit(f.pref)]!)} partner`;
  if (x.points > 0) return `${L_.Subj} prefer${L_.s} ${collab}, which suits ${F_.poss} goal of ${goal}`;
  return `${L_.Subj} prefer${L_.s} ${collab}, a weak fit for ${F_.poss} goal of ${goal}`;
}

function textText(x: X): string {
  const F_ = role('foreign', x.subjectIsA);
  const L_ = role('local', !x.subjectIsA);
  const cand = x.subjectIsA ? x.b : x.a;
  const C = x.subjectIsA ? L_ : F_;
  if (x.points > 0 && x.terms.length) return sharedTermsText(x.terms);
  if (!cand.doc.terms.length) return `${C.Poss} ${x.subjectIsA ? 'service description' : 'expansion goal'} is empty — lower confidence`;
  return `Little overlap between ${F_.poss} goals and ${L_.poss} service description`;
}

export const FOREIGN_LOCAL: PairModel<F, L> = {
  kinds: ['foreign', 'local'],
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
