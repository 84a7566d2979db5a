// Derived per-profile features, computed once per profile object and cached in a WeakMap.
// A cached entry remembers the raw field values it was computed from and is recomputed when any
// of them changed (profiles edited in place stay correct).

import type { PartyKind } from './types';
import {
  isApprovedStatus, isDeletedRecord, isRejectedStatus, parseBudget, parseBusinessType, parseCapacity,
  parseCollaboration, parseGoal, parseHorizon, parseInvestorType, parseInvolvement, parseMarket, parsePreferredType,
  parsePricing, parseSize, parseStages, parseTicket, parseTimeline, toNumber, toText,
  type MarketInfo, type Range,
} from './normalize';
import { parseIndustries, withHints, type IndustryInfo } from './industries';
import { EMPTY_LOC, locWords, parseFocus, parseLanguages, parseLocation, type Focus, type Loc } from './geography';
import { EMPTY_DOC, tokenize, type TermDoc } from './tokenizer';
import { OWN_DOC, docOfKey, keepDoc, valuesKey } from './text-keys';
import { READ, SAME, sameFields } from './same-fields';

export { sameFields };

export const FOREIGN_FIELDS = [
  '_id', 'companyName', 'industry', 'companySize', 'operatingRegion', 'expansionGoal', 'targetRevenue',
  'expansionTimeline', 'marketType', 'preferredPartnerType', 'budgetRange', 'status',
] as const;
export const LOCAL_FIELDS = [
  '_id', 'companyName', 'businessType', 'industryFocus', 'yearsInOperation', 'companySize', 'registeredRegion',
  'complianceCertifications', 'serviceCategory', 'detailedServiceDescription', 'supportedMarketTypes',
  'languagesSupported', 'preferredClientIndustries', 'serviceCapacity', 'SLAEngagementPreferences',
  'previousExperience', 'teamExpertise', 'pricingModel', 'collaborationPreferences', 'matchScoreCriteria',
  'verificationStatus',
] as const;
export const INVESTOR_FIELDS = [
  '_id', 'investorType', 'legalName', 'registeredRegion', 'ticketSizeMinUSD', 'ticketSizeMaxUSD', 'targetStages',
  'targetIndustries', 'geographyFocus', 'marketTypePreference', 'involvementLevel', 'coInvestPreference',
  'exitHorizonYears', 'verificationStatus', 'matchScoreCriteria',
] as const;
const DELETION_FIELDS = ['deleted', 'isDeleted', 'deletedAt'] as const;

/** The free-text fields of each kind (the candidate's document for text similarity). */
export const TEXT_FIELDS = {
  foreign: ['expansionGoal', 'operatingRegion'],
  local: ['serviceCategory', 'detailedServiceDescription', 'teamExpertise', 'previousExperience', 'matchScoreCriteria', 'SLAEngagementPreferences', 'complianceCertifications'],
  investor: ['matchScoreCriteria'],
} as const satisfies Record<PartyKind, readonly string[]>;

type Base = {
  id: string;
  name: string;
  /** Not to be suggested (unverified partner, rejected investor, deleted record). */
  hidden: boolean;
  /** The candidate's document (its free text only). */
  doc: TermDoc;
  /** The subject's document (free text plus the labels of what it is and wants); built on first use. */
  query?: TermDoc;
  src: unknown[];
  /** Interned id of each raw value in `src` (-1: not interned, -2: not yet looked up). */
  vid?: number[];
  /** Memo keys of reason texts per factor, per subject kind (see pair-reasons.ts). */
  tkeys?: Array<number[] | undefined>;
  /** Memo key of its text reasons (see pair-reasons.ts). */
  docKey?: number;
};

export type ForeignFeatures = Base & {
  kind: 'foreign';
  industry: IndustryInfo;
  size: number;
  home: Loc;
  /** Emirates and free zones it names as its destination. */
  target: Loc;
  goals: number;
  urgency: number;
  market: MarketInfo;
  pref: number;
  budget: Range | null;
  revenueGrowth: number;
};

export type LocalFeatures = Base & {
  kind: 'local';
  focus: IndustryInfo;
  clients: IndustryInfo;
  biz: number;
  size: number;
  years: number;
  loc: Loc;
  market: number;
  langs: number;
  capacity: number;
  pricing: number;
  collab: number;
};

export type InvestorFeatures = Base & {
  kind: 'investor';
  type: number;
  targets: IndustryInfo;
  stages: number;
  loc: Loc;
  focus: Focus;
  market: number;
  involvement: number;
  ticket: Range | null;
  horizon: number;
};

export type Features = ForeignFeatures | LocalFeatures | InvestorFeatures;

/** The raw fields read for each kind, in the order kept in `Features.src`. */
export const FIELDS: Record<PartyKind, readonly string[]> = {
  foreign: [...FOREIGN_FIELDS, ...DELETION_FIELDS],
  local: [...LOCAL_FIELDS, ...DELETION_FIELDS],
  investor: [...INVESTOR_FIELDS, ...DELETION_FIELDS],
};

/** Positions in `src` of each kind's free-text fields. */
const OWN_AT: Record<PartyKind, readonly number[]> = {
  foreign: TEXT_FIELDS.foreign.map((k) => FIELDS.foreign.indexOf(k)),
  local: TEXT_FIELDS.local.map((k) => FIELDS.local.indexOf(k)),
  investor: TEXT_FIELDS.investor.map((k) => FIELDS.investor.indexOf(k)),
};

const cache = new WeakMap<object, Features>();

function idOf(v: unknown): string {
  if (typeof v === 'string') return v.length > 200 ? v.slice(0, 200) : v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** Its own document (free-text fields); place fields are read as their searchable words ("Oslo" → Norway, Norwegian, Nordic). */
function ownDoc(f: Features): TermDoc {
  const keys = TEXT_FIELDS[f.kind];
  const at = OWN_AT[f.kind];
  // memoised by its raw values (profiles read afresh share the document)
  const key = valuesKey(OWN_DOC[f.kind], f, at);
  const hit = docOfKey(key);
  if (hit) return hit;
  let text = '';
  for (let j = 0; j < keys.length; j++) {
    const raw = toText(f.src[at[j]!]);
    const t = PLACE_FIELDS.has(keys[j]!) ? locWords(parseLocation(raw)) : raw;
    if (t) text = text ? `${text}\n${t}` : t;
  }
  return keepDoc(key, tokenize(text));
}
const PLACE_FIELDS = new Set(['operatingRegion']);

function foreign(p: Record<string, unknown>, src: unknown[]): ForeignFeatures {
  const goalText = toText(p.expansionGoal);
  const region = toText(p.operatingRegion);
  const home = parseLocation(region);
  const dest = parseLocation(`${region} ; ${goalText}`);
  const target: Loc = dest.emirates || dest.zones ? { ...EMPTY_LOC, known: 1, emirates: dest.emirates, zones: dest.zones, areas: 7, countries: 0 } : EMPTY_LOC;
  return {
    kind: 'foreign',
    id: idOf(p._id),
    name: toText(p.companyName, 160),
    hidden: isRejectedStatus(p.status) || isDeletedRecord(p),
    doc: EMPTY_DOC, // its own document, read from `src` once the features exist (featuresOf)
    src,
    // filled on first use; present from the start (see LAZY_FIELDS)
    query: undefined, vid: undefined, tkeys: undefined, docKey: undefined,
    industry: withHints(parseIndustries(toText(p.industry)), parseIndustries(goalText)),
    size: parseSize(toText(p.companySize)),
    home,
    target,
    goals: parseGoal(goalText),
    urgency: parseTimeline(toText(p.expansionTimeline)),
    market: parseMarket(toText(p.marketType)),
    pref: parsePreferredType(toText(p.preferredPartnerType)),
    budget: parseBudget(toText(p.budgetRange)),
    revenueGrowth: toNumber(p.targetRevenue),
  };
}

function local(p: Record<string, unknown>, src: unknown[]): LocalFeatures {
  return {
    kind: 'local',
    id: idOf(p._id),
    name: toText(p.companyName, 160),
    hidden: !isApprovedStatus(p.verificationStatus) || isDeletedRecord(p),
    doc: EMPTY_DOC, // its own document, read from `src` once the features exist (featuresOf)
    src,
    // filled on first use; present from the start (see LAZY_FIELDS)
    query: undefined, vid: undefined, tkeys: undefined, docKey: undefined,
    focus: parseIndustries(toText(p.industryFocus)),
    clients: parseIndustries(toText(p.preferredClientIndustries)),
    biz: parseBusinessType(`${toText(p.businessType)} ; ${toText(p.serviceCategory)}`),
    size: parseSize(toText(p.companySize)),
    years: toNumber(p.yearsInOperation),
    loc: parseLocation(toText(p.registeredRegion)),
    market: parseMarket(toText(p.supportedMarketTypes)).mask,
    langs: parseLanguages(toText(p.languagesSupported)),
    capacity: parseCapacity(toText(p.serviceCapacity)),
    pricing: parsePricing(toText(p.pricingModel)),
    collab: parseCollaboration(toText(p.collaborationPreferences)),
  };
}

function investor(p: Record<string, unknown>, src: unknown[]): InvestorFeatures {
  const loc = parseLocation(toText(p.registeredRegion));
  return {
    kind: 'investor',
    id: idOf(p._id),
    name: toText(p.legalName, 160),
    hidden: isRejectedStatus(p.verificationStatus) || isDeletedRecord(p),
    doc: EMPTY_DOC, // its own document, read from `src` once the features exist (featuresOf)
    src,
    // filled on first use; present from the start (see LAZY_FIELDS)
    query: undefined, vid: undefined, tkeys: undefined, docKey: undefined,
    type: parseInvestorType(toText(p.investorType)),
    targets: parseIndustries(toText(p.targetIndustries)),
    stages: parseStages(toText(p.targetStages)),
    loc,
    focus: parseFocus(toText(p.geographyFocus), loc),
    market: parseMarket(toText(p.marketTypePreference)).mask,
    involvement: parseInvolvement(toText(p.involvementLevel)),
    ticket: parseTicket(p.ticketSizeMinUSD, p.ticketSizeMaxUSD),
    horizon: parseHorizon(p.exitHorizonYears),
  };
}

const EMPTY_PROFILE: Record<string, unknown> = {};

// The readers above read each field by name (`p.industry`), not through a small helper taking the
// key: a read by name is cached by shape, and a helper closure made for every profile is a cost of
// its own (under tsx, each is also named at creation).

// LAZY_FIELDS: the fields filled on first use (query, vid, tkeys, docKey) are present from
// the start, in one order on every kind: objects that gain properties in varying orders get many
// hidden classes, and the ranking's reads of them (for every candidate) turn from one cached shape
// into a slow generic lookup.

function compute(kind: PartyKind, p: Record<string, unknown>, src: unknown[]): Features {
  if (kind === 'foreign') return foreign(p, src);
  if (kind === 'local') return local(p, src);
  return investor(p, src);
}

/** Features of a profile read as `kind`. Never throws: an unreadable profile reads as empty. */
export function featuresOf(kind: PartyKind, profile: unknown): Features {
  if (typeof profile !== 'object' || profile === null) return compute(kind, EMPTY_PROFILE, []);
  const p = profile as Record<string, unknown>;
  const keys = FIELDS[kind];
  const hit = cache.get(p);
  try {
    // Valid while every field still holds the value the features came from.
    if (hit && hit.kind === kind && hit.src.length === keys.length && SAME[kind](p, hit.src, 0)) return hit;
  } catch {
    return compute(kind, EMPTY_PROFILE, []);
  }
  let src: unknown[];
  try {
    src = READ[kind](p);
  } catch {
    return compute(kind, EMPTY_PROFILE, []);
  }
  let f: Features;
  try {
    f = compute(kind, p, src);
    f.doc = ownDoc(f);
  } catch {
    f = compute(kind, EMPTY_PROFILE, src);
  }
  cache.set(p, f);
  return f;
}
