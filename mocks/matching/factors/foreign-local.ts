// Foreign business (side 0) ↔ local partner (side 1): the pair model (its fits in foreign-local-fits.ts,
// its reason kinds in foreign-local-reasons.ts) and the claim each factor makes.

import { BIZ_NOUNS, COLLAB_LABELS, PREF_NOUNS, MATURITY_LABELS, URGENCY_LABELS, bits, budgetLabel, marketLabel, firstBit } from '../normalize';
import { AFFINITY, SECTOR_SHORT, bestAffinityPair, sectorsLabel } from '../industries';
import { inUae, langLabel, languageFit, locLabel, ZONES, EMIRATES } from '../geography';
import { PREF_BIZ, budgetPricingFit, collaborationFit, industryFit, timelineFit } from './tables';
import type { PairModel } from './model';
import { sharedTermsValues, type Claim } from '../reasons';
import { uaePresenceFit, marketFitF, CHANNEL, partnerFit, clientsOf, bestCollab, NAMED, PRICING_NAMES } from './foreign-local-fits';
import type { F, L, X } from './foreign-local-fits';
import { FL } from './foreign-local-reasons';

// Local aliases of hot imports (a plain binding is faster than a module getter under tsx).
const budgetPricingFit_ = budgetPricingFit;
const collaborationFit_ = collaborationFit;
const industryFit_ = industryFit;
const timelineFit_ = timelineFit;
const languageFit_ = languageFit;
const inUae_ = inUae;

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
