// Keys and documents derived from a profile's features on demand: interned ids of its raw values
// (memo keys of reason texts) and its query document (free text plus labels) for text similarity.

import type { PartyKind } from './types';
import { FIELDS, TEXT_FIELDS, type Features } from './features';
import { toText } from './normalize';
import { locWords, parseLocation } from './geography';
import { EMPTY_DOC, mergeDocs, tokenize, type TermDoc } from './tokenizer';
import { QUERY_DOC, docOfKey, keepDoc, textsKey } from './text-keys';

// ---------------------------------------------------------------- value ids for memo keys

// One table per type of value, so a value is looked up as it is (a string's hash is kept by the
// string) instead of as a prefixed copy; the ids share one counter and one cap.
const internStr = new Map<string, number>();
const internNum = new Map<number, number>();
const internMissing = new Map<unknown, number>();
let interned = 0;
const MAX_INTERNED = 200_000;

function internIn<K>(table: Map<K, number>, key: K): number {
  const known = table.get(key);
  if (known !== undefined) return known;
  if (interned >= MAX_INTERNED) return -1;
  table.set(key, interned);
  return interned++;
}

/**
 * Small integer id of one of a profile's raw values (by position in `src`), so explanation texts can
 * be memoised by number. Equal values get equal ids for the life of the process (numbers as Map keys:
 * 0 and -0 are one value, every NaN another, as their printed forms are); long texts and values
 * past the intern cap get -1 (not memoised). Only speed depends on this, never the output.
 */
export function valueId(f: Features, i: number): number {
  let vid = f.vid;
  if (!vid) f.vid = vid = new Int32Array(f.src.length).fill(-2);
  const have = vid[i]!;
  if (have !== -2) return have;
  const v = f.src[i];
  // Only values the features read unambiguously are keyed: strings, numbers, null/undefined and
  // booleans (both read as "missing"). Arrays and objects are not memoised.
  let id = -1;
  if (typeof v === 'string') id = v.length <= 300 ? internIn(internStr, v) : -1;
  else if (typeof v === 'number') id = internIn(internNum, v);
  else if (v === undefined || v === null || typeof v === 'boolean') id = internIn(internMissing, v);
  vid[i] = id;
  return id;
}

/** The fields of each kind's query document (labels of what it is and wants, then its free text). */
const QUERY_FIELDS: Record<PartyKind, readonly string[]> = {
  foreign: ['industry', 'preferredPartnerType', 'marketType', 'operatingRegion', 'expansionGoal'],
  local: ['industryFocus', 'preferredClientIndustries', 'businessType', 'supportedMarketTypes', 'registeredRegion', ...TEXT_FIELDS.local],
  investor: ['targetIndustries', 'targetStages', 'investorType', 'geographyFocus', 'marketTypePreference', 'involvementLevel', 'matchScoreCriteria'],
};
/** Their positions in `Features.src` (-1: not read), worked out once rather than per profile. */
const QUERY_AT: Record<PartyKind, readonly number[]> = {
  foreign: QUERY_FIELDS.foreign.map((k) => FIELDS.foreign.indexOf(k)),
  local: QUERY_FIELDS.local.map((k) => FIELDS.local.indexOf(k)),
  investor: QUERY_FIELDS.investor.map((k) => FIELDS.investor.indexOf(k)),
};
const PLACES = new Set(['operatingRegion', 'registeredRegion']);

/** The subject's query document: its free text plus the labels of what it is and what it wants. */
export function queryDocOf(f: Features): TermDoc {
  if (f.query) return f.query;
  if (!f.src.length) return (f.query = EMPTY_DOC);
  const fields = QUERY_FIELDS[f.kind];
  const at = QUERY_AT[f.kind];
  const texts = new Array<string>(fields.length);
  for (let j = 0; j < fields.length; j++) {
    const raw = at[j]! >= 0 ? toText(f.src[at[j]!]) : '';
    // a place is read with its searchable words ("Oslo" → Norway, Norwegian, Nordic)
    texts[j] = PLACES.has(fields[j]!) ? `${raw} ${locWords(parseLocation(raw))}` : raw;
  }
  // Memoised by its texts: profiles read afresh, and profiles with the same texts, share one document.
  const key = textsKey(QUERY_DOC, texts);
  const q = docOfKey(key) ?? keepDoc(key, mergeDocs(texts.map(tokenize)));
  f.query = q;
  return q;
}
