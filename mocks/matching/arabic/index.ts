// The match reasons in Arabic (issue 15): every reason kind of the catalogue (mocks/matching/reasons.ts)
// has a writer here that words the same facts from its `code` and `values`, read from the same
// side as the English text. The engine and its English output are untouched; the mock's match
// handlers swap each reason's `text` for this one when the request asks for Arabic.

import type { MatchReason, PartyKind } from '../types';
import { BUSINESS_PARTNER } from './business-partner';
import { ENGINE_WRITERS } from './engine';
import { BUSINESS_INVESTOR, PARTNER_INVESTOR } from './investors';
import { arRole, type Writer } from './words';

/** Each pair model's code prefix (defineKinds), its two sides and its writers. */
const PAIRS: Record<string, { kinds: readonly [PartyKind, PartyKind]; writers: Record<string, Writer> }> = {
  'business-partner': { kinds: ['foreign', 'local'], writers: BUSINESS_PARTNER },
  'business-investor': { kinds: ['foreign', 'investor'], writers: BUSINESS_INVESTOR },
  'partner-investor': { kinds: ['local', 'investor'], writers: PARTNER_INVESTOR },
};

/** Every writer by the full code of its kind ("business-partner.market.both", "match.other.combined"). */
export const ARABIC_WRITERS: ReadonlyMap<string, Writer> = new Map([
  ...Object.entries(PAIRS).flatMap(([prefix, pair]) => Object.entries(pair.writers).map(([code, w]) => [`${prefix}.${code}`, w] as const)),
  ...Object.entries(ENGINE_WRITERS).map(([code, w]) => [`match.${code}`, w] as const),
]);

type Reason = Pick<MatchReason, 'code' | 'values' | 'text'>;

/**
 * A reason's text in Arabic, for `reader` looking at a match of kind `other`. The engine's own kinds
 * read A as the reader and B as the match; a pair model's kinds keep their sides. A reason without a
 * known kind keeps its English text (there is none: a test holds every kind to a writer).
 */
export function arabicReasonText(reason: Reason, reader: PartyKind, other: PartyKind): string {
  const writer = ARABIC_WRITERS.get(reason.code);
  if (!writer) return reason.text;
  const prefix = reason.code.slice(0, reason.code.indexOf('.'));
  const pair = PAIRS[prefix];
  const readerIsA = pair ? pair.kinds[0] === reader : true;
  const [a, b] = pair ? pair.kinds : [reader, other];
  return writer({ A: arRole(a, readerIsA), B: arRole(b, !readerIsA), v: reason.values ?? {} });
}

// Reasons are frozen objects shared between matches, so each is written once per reading.
const written = new Map<string, WeakMap<object, MatchReason>>();

/** The reason with its Arabic text; `code`, `values`, `factor` and `points` stay as they are. */
export function arabicReason(reason: MatchReason, reader: PartyKind, other: PartyKind): MatchReason {
  const key = `${reader}>${other}`;
  let memo = written.get(key);
  if (!memo) written.set(key, (memo = new WeakMap()));
  let out = memo.get(reason);
  if (!out) memo.set(reason, (out = Object.freeze({ ...reason, text: arabicReasonText(reason, reader, other) })));
  return out;
}

/** A match list answer with every reason in Arabic (a `{ message }` answer is the caller's to word). */
export function matchesInArabic<T extends { matchReasons: MatchReason[] }>(list: readonly T[], reader: PartyKind, other: PartyKind): T[] {
  return list.map((item) => ({ ...item, matchReasons: item.matchReasons.map((r) => arabicReason(r, reader, other)) }));
}
