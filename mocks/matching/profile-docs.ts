// Documents derived from a profile's features on demand: its query document (free text plus
// labels) for text similarity. (Interned ids of its raw values, the memo keys, are in value-ids.ts.)

import type { PartyKind } from './types';
import { FIELDS, TEXT_FIELDS, type Features } from './features';
import { toText } from './normalize';
import { locWords, parseLocation } from './geography';
import { EMPTY_DOC, mergeDocs, tokenize, type TermDoc } from './tokenizer';
import { QUERY_DOC, docOfKey, keepDoc, valuesKey } from './text-keys';

export { valueId } from './value-ids';

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
  // Memoised by its raw values: profiles read afresh, and profiles with the same texts, share one document.
  const key = valuesKey(QUERY_DOC[f.kind], f, at);
  let q = docOfKey(key);
  if (!q) {
    const texts = new Array<string>(fields.length);
    for (let j = 0; j < fields.length; j++) {
      const raw = at[j]! >= 0 ? toText(f.src[at[j]!]) : '';
      // a place is read with its searchable words ("Oslo" → Norway, Norwegian, Nordic)
      texts[j] = PLACES.has(fields[j]!) ? `${raw} ${locWords(parseLocation(raw))}` : raw;
    }
    q = keepDoc(key, mergeDocs(texts.map(tokenize)));
  }
  f.query = q;
  return q;
}
