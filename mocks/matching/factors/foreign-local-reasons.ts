// Foreign business (side 0) ↔ local partner (side 1): every reason the pair can show, with its condition.

import { PREF_NOUNS, URGENCY_LABELS, budgetLabel, marketLabel } from '../normalize';
import { AFFINITY, SECTOR_SHORT, sectorsLabel } from '../industries';
import { inUae, langLabel, languageFit, locLabel, ZONES, EMIRATES } from '../geography';
import { budgetPricingFit, collaborationFit, timelineFit } from './tables';
import { SHARED_TERMS, defineKinds, indexOfLabel, labelOf, labelsOf } from '../reasons';
import { CHANNEL, collabValue, NAMED, shared, PRICING_NAMES, prefBiz, bestPrefBiz } from './foreign-local-fits';
import type { F, L } from './foreign-local-fits';
import { businessMarketKindSpecs } from './business-market';

// Local aliases of hot imports (a plain binding is faster than a module getter under tsx).
const budgetPricingFit_ = budgetPricingFit;
const collaborationFit_ = collaborationFit;
const timelineFit_ = timelineFit;
const languageFit_ = languageFit;
const inUae_ = inUae;

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
  ...businessMarketKindSpecs<L>(),
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
