// Documents memoised by the texts they are made of. Each text gets a small id (looked up as it is,
// so the hash a string keeps is reused, where a key built by joining the texts would be hashed
// afresh every time), and the key is the short string of those ids. A document depends on
// nothing but its texts, so a memoised one is the one that would be computed afresh.

import type { TermDoc } from './tokenizer';

/** Everything is dropped together once a table holds this many entries (ids never outlive it). */
const MAX_ENTRIES = 100_000;
/** Tags: a profile's query document (texts merged) and its own document (texts joined). */
export const QUERY_DOC = 0;
export const OWN_DOC = 1;

const textIds = new Map<string, number>();
const docs = new Map<string, TermDoc>();
const CODES: number[] = [];

/**
 * The memo key of a recipe (`tag`) applied to `texts`: the texts' ids, two UTF-16 code units each,
 * in one short string (hashed once, where the joined texts would be hashed in full). Tables are
 * trimmed only here, before any id is handed out.
 */
export function textsKey(tag: number, texts: readonly string[]): string {
  if (textIds.size > MAX_ENTRIES || docs.size > MAX_ENTRIES) {
    textIds.clear();
    docs.clear();
  }
  CODES.length = 0;
  CODES.push(tag);
  for (const text of texts) {
    let id = textIds.get(text);
    if (id === undefined) textIds.set(text, (id = textIds.size));
    CODES.push(id & 0xffff, id >>> 16);
  }
  return String.fromCharCode.apply(null, CODES);
}

export function docOfKey(key: string): TermDoc | undefined {
  return docs.get(key);
}

export function keepDoc(key: string, doc: TermDoc): TermDoc {
  docs.set(key, doc);
  return doc;
}
