// Documents memoised by the raw values they are made of. Each value has a small id (looked up as
// it is, so the hash a string keeps is reused, where a key built by joining the texts would be
// hashed afresh every time), and the key is the short string of those ids. A document depends on
// nothing but those values, so a memoised one is the one that would be computed afresh.

import type { PartyKind } from './types';
import type { TermDoc } from './tokenizer';
import type { Features } from './features';
import { toText } from './normalize';
import { valueId } from './value-ids';

// Local alias of a hot import (a plain binding is faster than a module getter under tsx).
const valueId_ = valueId;

/** Everything is dropped together once a table holds this many entries (ids never outlive it). */
const MAX_ENTRIES = 100_000;
/** Recipes: a profile's query document (texts merged) and its own document (texts joined), per kind. */
export const QUERY_DOC: Record<PartyKind, number> = { foreign: 0, local: 1, investor: 2 };
export const OWN_DOC: Record<PartyKind, number> = { foreign: 3, local: 4, investor: 5 };

const textIds = new Map<string, number>();
const docs = new Map<string, TermDoc>();
const CODES: number[] = [];

/**
 * The memo key of a recipe (`tag`) applied to the raw values at positions `at` of a profile's
 * `src` (the recipe says how each is read, e.g. a place as its searchable words, so the texts need
 * not be made, or hashed, to find the document): each value's interned id (value-ids.ts), or for a
 * value not interned (a long text) its text's id here, two UTF-16 code units each, in one short
 * string (hashed once). Tables are trimmed only here, before any id is handed out.
 */
export function valuesKey(tag: number, f: Features, at: readonly number[]): string {
  if (textIds.size > MAX_ENTRIES || docs.size > MAX_ENTRIES) {
    textIds.clear();
    docs.clear();
  }
  CODES.length = 0;
  CODES.push(tag);
  for (let j = 0; j < at.length; j++) {
    // a field the kind does not read is always '' for this recipe: nothing to key
    if (at[j]! < 0) continue;
    const vid = valueId_(f, at[j]!);
    if (vid >= 0) {
      CODES.push(vid & 0xffff, vid >>> 16); // value ids are below 2^18
      continue;
    }
    const text = toText(f.src[at[j]!]);
    let id = textIds.get(text);
    if (id === undefined) textIds.set(text, (id = textIds.size));
    CODES.push(id & 0xffff, (id >>> 16) | 0x8000); // marked apart from value ids
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
