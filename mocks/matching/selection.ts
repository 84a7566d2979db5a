// Choosing which factors a match lists and with how many whole points (the rule is in explain.ts):
// largest remainder, then the strongest factors, the rest folded into "Smaller factors". Runs for
// every match of every ranking, so it works in fixed scratch tables and allocates nothing.

import { FACTORS, RECIPROCITY } from './types';

export const BASE_SCORE = 50;
/** Reasons listed before small factors may be folded. */
export const MAX_LISTED = 4;
/** The most points the "Smaller factors" reason may carry, counting each folded factor's size. */
export const MAX_FOLDED = 3;

/** Index used for the reciprocity term in selections (one past the last factor). */
export const RECIPROCITY_INDEX = FACTORS.length;

export const NAMES: readonly string[] = [...FACTORS, RECIPROCITY];
const NN = NAMES.length;
/** Alphabetical rank of each name, for deterministic tie-breaking. */
const NAME_RANK = (() => {
  const sorted = [...NAMES].sort();
  return Int32Array.from(NAMES.map((n) => sorted.indexOf(n)));
})();

export type Selection = {
  /** Number of listed factor reasons (before the optional "smaller factors" fold). */
  count: number;
  /** Factor index (RECIPROCITY_INDEX for reciprocity) of each listed reason, strongest first. */
  index: Int32Array;
  /** Whole points of each listed reason. */
  points: Int32Array;
  /** Points folded into "Smaller factors" (meaningful when `folded` is not 0). */
  other: number;
  /** Bitmask (by index) of the factors with non-zero whole points folded into "Smaller factors". */
  folded: number;
};

// Scratch of one selection, by position among the factors present (n ≤ NN): factor index, exact
// points, whole points, |exact|, the name's alphabetical rank and the sort key (the remainder, then
// |whole|·256 + |exact|); P holds positions in the order being built.
const K = new Int32Array(NN);
const EX = new Float64Array(NN);
const WH = new Int32Array(NN);
const AB = new Float64Array(NN);
const NR = new Int32Array(NN);
const KEY = new Float64Array(NN);
const P = new Int32Array(NN);
/** By position: 1 when it gets one of the points left over by rounding down. */
const UP = new Int32Array(NN);
/** The last selection's order (positions) and which factors it had (bit k: factor k present). */
const LAST = new Int32Array(NN);
let lastMask = -1;

/** Put factor k, with exact points p, at position j of the scratch; returns whether its remainder is at least ½. */
function take(j: number, k: number, p: number): number {
  const w = Math.floor(p);
  const rem = p - w;
  K[j] = k;
  EX[j] = p;
  WH[j] = w;
  AB[j] = Math.abs(p);
  NR[j] = NAME_RANK[k]!;
  KEY[j] = rem;
  // rem is in [0, 1]: 2·rem truncated is 0, 1 or 2 (rem = 1), folded to 0 or 1 without a branch
  const up = (rem * 2) | 0;
  return up - (up >> 1);
}

/** Does position x come before position y: larger key, then larger |exact|, then by name? */
function before(key: Float64Array, ab: Float64Array, nr: Int32Array, x: number, y: number): boolean {
  const kx = key[x]!;
  const ky = key[y]!;
  if (kx !== ky) return kx > ky;
  return ab[x]! > ab[y]! || (ab[x] === ab[y] && nr[x]! < nr[y]!);
}

/** The first position (in the order of `before`) with up[j] = 0 (`which` 0), or the last with up[j] = 1. */
function extreme(key: Float64Array, ab: Float64Array, nr: Int32Array, up: Int32Array, which: 0 | 1, n: number): number {
  let best = -1;
  for (let j = 0; j < n; j++) {
    if (up[j] !== which) continue;
    if (best < 0 || before(key, ab, nr, j, best) !== (which === 1)) best = j;
  }
  return best;
}

/**
 * Insertion sort of p[0..n) (n ≤ 15, no allocation) in the order of `before`. Written out because a
 * comparator passed as a function is a call per comparison, for every match of every ranking; keys
 * are read by position, and the tables come in as arguments (module constants read in a loop are
 * checked on every read).
 */
function sortByKey(p: Int32Array, key: Float64Array, ab: Float64Array, nr: Int32Array, n: number): void {
  for (let i = 1; i < n; i++) {
    const v = p[i]!;
    const kv = key[v]!;
    let j = i;
    while (j > 0) {
      const u = p[j - 1]!;
      const ku = key[u]!;
      if (kv < ku) break;
      if (kv === ku) {
        const av = ab[v]!;
        const au = ab[u]!;
        if (av < au || (av === au && nr[v]! > nr[u]!)) break;
      }
      p[j] = u;
      j--;
    }
    p[j] = v;
  }
}

/**
 * Choose the reasons for one match. `points` is indexed like FACTORS (NaN = factor not in the model);
 * `score` is round(100·H). Writes into and returns `out` (reused between calls).
 */
export function selectReasons(points: Float64Array, reciprocity: number, score: number, out: Selection): Selection {
  const k_ = K;
  const wh = WH;
  const ab = AB;
  const nr = NR;
  const key = KEY;
  const pos = P;
  const up = UP;
  let n = 0;
  let floors = 0;
  let half = 0;
  let mask = 0;
  // (the reciprocity term is read apart from the factors: a value that is either a parameter or an
  // array element would be boxed as a heap number on every read)
  for (let k = 0; k < RECIPROCITY_INDEX; k++) {
    const p = points[k]!;
    if (p !== p) continue;
    const u = take(n, k, p);
    up[n] = u;
    half += u;
    floors += wh[n]!;
    mask |= 1 << k;
    n++;
  }
  if (reciprocity === reciprocity && reciprocity !== 0) {
    const u = take(n, RECIPROCITY_INDEX, reciprocity);
    up[n] = u;
    half += u;
    floors += wh[n]!;
    mask |= 1 << RECIPROCITY_INDEX;
    n++;
  }
  // Largest remainder: the points still to give go one each to the largest fractional parts. Those
  // are the parts of at least ½ (as many as rounding each factor would give), give or take the few
  // nearest ½ when that count is not the number of points to give.
  let need = score - BASE_SCORE - floors;
  let bump = 0;
  if (need > 0 && need < n) {
    for (; half < need; half++) up[extreme(key, ab, nr, up, 0, n)] = 1;
    for (; half > need; half--) up[extreme(key, ab, nr, up, 1, n)] = 0;
    bump = 1;
    need = 0;
  } else if (need >= n) {
    for (let j = 0; j < n; j++) wh[j] = wh[j]! + 1;
    need -= n;
  }
  // need is 0 here (Σ exact rounds to score − BASE_SCORE, between Σ floors and Σ floors + n); a
  // float surprise goes to the strongest factor so the sum stays exact.
  if (need !== 0 && n > 0) {
    let top = 0;
    for (let j = 1; j < n; j++) if (ab[j]! > ab[top]!) top = j;
    wh[top] = wh[top]! + need;
  }
  // By |whole|, then |exact|: |whole|·256 + |exact| orders the same way (|exact| < 256), and where
  // rounding makes two keys equal the comparison goes on to |exact| itself. The sort starts from
  // the last match's order when it had the same factors: matches of one ranking mostly rank their
  // factors alike, and an insertion sort of a list nearly in order is a few predictable comparisons.
  let size = 0;
  const same = mask === lastMask;
  for (let j = 0; j < n; j++) {
    const w0 = wh[j]! + bump * up[j]!;
    wh[j] = w0;
    const w = w0 < 0 ? -w0 : w0;
    key[j] = w * 256 + ab[j]!;
    size += w;
    pos[j] = same ? LAST[j]! : j;
  }
  sortByKey(pos, key, ab, nr, n);
  for (let j = 0; j < n; j++) LAST[j] = pos[j]!;
  lastMask = mask;
  // `size`: the total |whole| of the positions not listed yet
  let count = 0;
  let j = 0;
  for (; j < n; j++) {
    const x = pos[j]!;
    const w = wh[x]!;
    if (w === 0) break;
    if (count >= MAX_LISTED && size <= MAX_FOLDED) break;
    out.index[count] = k_[x]!;
    out.points[count] = w;
    count++;
    size -= w < 0 ? -w : w;
  }
  let other = 0;
  let folded = 0;
  for (let r = j; r < n; r++) {
    const x = pos[r]!;
    if (wh[x] === 0) continue;
    other += wh[x]!;
    folded |= 1 << k_[x]!;
  }
  // Pad to two reasons with the next strongest factors, worth 0 points.
  for (let r = j; r < n && count + (folded ? 1 : 0) < 2; r++) {
    const x = pos[r]!;
    if (wh[x] !== 0) continue;
    out.index[count] = k_[x]!;
    out.points[count] = 0;
    count++;
  }
  out.count = count;
  out.other = other;
  out.folded = folded;
  return out;
}

export function newSelection(): Selection {
  return { count: 0, index: new Int32Array(NN), points: new Int32Array(NN), other: 0, folded: 0 };
}
