// Turning factor points into 2–5 plain-English reasons that account for the score exactly.
//
// Rule: score = round(100·H) = BASE_SCORE + Σ points of every factor + reciprocity (exact before
// rounding). The reasons list the strongest factors (by |points|, each rounded half away from zero
// to a whole point), at most four of them; whatever is left — smaller factors and every rounding
// difference — is folded into one final "Other factors" reason. Hence, for every match:
//   BASE_SCORE + Σ reasons[i].points === score        (integers, so the equality is exact)
// At least two reasons are always given: when fewer than two factors round to a non-zero number of
// points, the next strongest factors are listed with 0 points.

import { FACTORS, RECIPROCITY } from './types';

export const BASE_SCORE = 50;
export const MAX_LISTED = 4;

/** Index used for the reciprocity term in selections (one past the last factor). */
export const RECIPROCITY_INDEX = FACTORS.length;

const NAMES: readonly string[] = [...FACTORS, RECIPROCITY];
/** Alphabetical rank of each name, for deterministic tie-breaking. */
const NAME_RANK = (() => {
  const sorted = [...NAMES].sort();
  return Int32Array.from(NAMES.map((n) => sorted.indexOf(n)));
})();

/** Symmetric rounding, so |rounded| never inverts the |points| order. */
export function roundHalfAway(p: number): number {
  const r = Math.round(Math.abs(p));
  return r === 0 ? 0 : p < 0 ? -r : r;
}

export type Selection = {
  /** Number of listed factor reasons (before the optional "other" fold). */
  count: number;
  /** Factor index (RECIPROCITY_INDEX for reciprocity) of each listed reason, strongest first. */
  index: Int32Array;
  /** Whole points of each listed reason. */
  points: Int32Array;
  /** Points folded into "Other factors" (0: no such reason). */
  other: number;
  /** Bitmask (by index) of the non-zero factors folded into "Other factors". */
  folded: number;
};

const CAND = new Int32Array(NAMES.length);
const ABS = new Float64Array(NAMES.length);
const VALUE = new Int32Array(NAMES.length);
const NF = FACTORS.length;

/**
 * Choose the reasons for one match. `points` is indexed like FACTORS (NaN = factor not in the model).
 * Writes into and returns `out` (reused between calls).
 */
export function selectReasons(points: Float64Array, reciprocity: number, score: number, out: Selection): Selection {
  // Keep the strongest MAX_LISTED + 2 entries (|points| descending, then name): enough to list four
  // and pad to two; everything else is folded.
  const keep = MAX_LISTED + 2;
  let n = 0;
  let folded = 0;
  for (let k = 0; k <= NF; k++) {
    const p = k === RECIPROCITY_INDEX ? reciprocity : points[k]!;
    if (p !== p || (k === RECIPROCITY_INDEX && p === 0)) continue;
    const a = p < 0 ? -p : p;
    let j = n < keep ? n++ : keep;
    if (j === keep) {
      // full: drop the weakest if this one is stronger
      const last = keep - 1;
      if (ABS[last]! > a || (ABS[last] === a && NAME_RANK[CAND[last]!]! < NAME_RANK[k]!)) {
        if (roundHalfAway(p) !== 0) folded |= 1 << k;
        continue;
      }
      if (VALUE[last] !== 0) folded |= 1 << CAND[last]!;
      j = last;
    }
    while (j > 0 && (ABS[j - 1]! < a || (ABS[j - 1] === a && NAME_RANK[CAND[j - 1]!]! > NAME_RANK[k]!))) {
      ABS[j] = ABS[j - 1]!;
      CAND[j] = CAND[j - 1]!;
      VALUE[j] = VALUE[j - 1]!;
      j--;
    }
    ABS[j] = a;
    CAND[j] = k;
    VALUE[j] = roundHalfAway(p);
  }
  let count = 0;
  let listed = 0;
  let used = 0;
  for (let j = 0; j < n && count < MAX_LISTED; j++) {
    const r = VALUE[j]!;
    if (r === 0) continue;
    out.index[count] = CAND[j]!;
    out.points[count] = r;
    listed += r;
    used |= 1 << j;
    count++;
  }
  const other = score - BASE_SCORE - listed;
  // pad to two reasons in total with the next strongest factors, worth 0 after rounding
  for (let j = 0; j < n && count + (other !== 0 ? 1 : 0) < 2; j++) {
    if (used & (1 << j)) continue;
    out.index[count] = CAND[j]!;
    out.points[count] = 0;
    used |= 1 << j;
    count++;
  }
  for (let j = 0; j < n; j++) if (!(used & (1 << j)) && VALUE[j] !== 0) folded |= 1 << CAND[j]!;
  out.count = count;
  out.other = other;
  out.folded = folded;
  return out;
}

export function newSelection(): Selection {
  return { count: 0, index: new Int32Array(MAX_LISTED + 2), points: new Int32Array(MAX_LISTED + 2), other: 0, folded: 0 };
}

const FACTOR_WORDS: Record<string, string> = {
  industry: 'industry',
  partnerType: 'partner type',
  marketType: 'market type',
  budget: 'budget',
  timeline: 'timeline',
  geography: 'location',
  language: 'language',
  collaboration: 'collaboration style',
  stage: 'stage',
  ticket: 'ticket size',
  involvement: 'involvement',
  horizon: 'exit horizon',
  text: 'descriptions',
  reciprocity: 'one-sidedness',
};

const otherTexts = new Map<number, string>();

/** "Other factors combined (timeline, language and rounding)" — memoised by the folded set. */
export function otherText(folded: number): string {
  let t = otherTexts.get(folded);
  if (t !== undefined) return t;
  const names: string[] = [];
  for (let k = 0; k < NAMES.length; k++) if (folded & (1 << k)) names.push(FACTOR_WORDS[NAMES[k]!] ?? NAMES[k]!);
  const what = names.length ? `${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''} and rounding` : 'rounding of the factors above';
  t = `Other factors combined (${what})`;
  otherTexts.set(folded, t);
  return t;
}

const notes = new Map<number, string>();

/** " (weighted ×1.20 by past contract outcomes)" when feedback moved a factor's weight by 5% or more. */
export function weightNote(m: number): string {
  if (!(Math.abs(m - 1) >= 0.05)) return '';
  const key = Math.round(m * 100);
  let t = notes.get(key);
  if (t === undefined) notes.set(key, (t = ` (weighted ×${(key / 100).toFixed(2)} by past contract outcomes)`));
  return t;
}
