// Interned ids of a profile's raw values: the memo keys of reason texts, value tuples and documents.

import type { Features } from './features';

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
  // a plain array of small integers: made for every profile read, and much cheaper to make than a typed array
  if (!vid) f.vid = vid = new Array<number>(f.src.length).fill(-2);
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
