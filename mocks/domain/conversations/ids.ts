import { randomHex } from '../../db/ids';

/*
 * Message and meeting ids sort in the order they were written: the instant (milliseconds, base 36,
 * fixed width), a counter for ids of the same millisecond, and a random tail so two tabs writing
 * at once never collide. A thread is ordered by its ids alone.
 */

const WIDTH = 9; // base-36 milliseconds up to the year 5188
const COUNTER = 36 ** 3;

let lastMs = -1;
let counter = 0;

/** The sortable part of an id for an instant and the n-th id of that instant. */
export const stampOf = (ms: number, n = 0) => `${Math.max(0, Math.floor(ms)).toString(36).padStart(WIDTH, '0')}${(n % COUNTER).toString(36).padStart(3, '0')}`;

/** A new id written at `ms` (now by default), after every id this process wrote before. */
export function orderedId(prefix: 'msg' | 'mtg', ms = Date.now()): string {
  if (ms <= lastMs) counter += 1;
  else {
    lastMs = ms;
    counter = 0;
  }
  return `${prefix}_${stampOf(Math.max(ms, lastMs), counter)}${randomHex(2)}`;
}

/** The seed's ids: the same order, a fixed tail (the seed is the same on every load from the same moment). */
export const seededId = (prefix: 'msg' | 'mtg', ms: number, n: number) => `${prefix}_${stampOf(ms, n)}00`;
