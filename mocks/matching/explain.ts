// Turning factor points into plain-English reasons that account for the score exactly.
//
// Rule: score = round(100·H) = BASE_SCORE + Σ points of every factor + reciprocity (exact before
// rounding). The whole points to show are apportioned by largest remainder: every factor gets its
// exact points rounded down or up, and the rounded points add up to score − BASE_SCORE, so no
// "rounding" line is ever needed. The reasons list the strongest factors (by whole points), at
// least four when there are, and more while the factors left over would carry more than
// MAX_FOLDED points between them; what is left (at most MAX_FOLDED points in all, each factor
// named) is one final "Smaller factors" reason. Hence, for every match:
//   BASE_SCORE + Σ reasons[i].points === score        (integers, so the equality is exact)
// At least two reasons are always given: when fewer than two factors carry a whole point, the
// next strongest factors are listed with 0 points.

import { FACTORS, FEEDBACK, OTHER, RECIPROCITY, type PartyKind } from './types';
import { defineKinds, render, type Claim, type Value, type Values } from './reasons';

export const BASE_SCORE = 50;
/** Reasons listed before small factors may be folded. */
export const MAX_LISTED = 4;
/** The most points the "Smaller factors" reason may carry, counting each folded factor's size. */
export const MAX_FOLDED = 3;

/** Index used for the reciprocity term in selections (one past the last factor). */
export const RECIPROCITY_INDEX = FACTORS.length;

const NAMES: readonly string[] = [...FACTORS, RECIPROCITY];
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
// points, whole points and |exact|; P holds positions in the order being built.
const K = new Int32Array(NN);
const EX = new Float64Array(NN);
const WH = new Int32Array(NN);
const AB = new Float64Array(NN);
const P = new Int32Array(NN);
const TAIL = new Int32Array(NN + 1);
/** First sort key by position (the remainder, or |whole|). */
const KEY = new Float64Array(NN);

/**
 * Insertion sort of P[0..n) (n ≤ 15, no allocation): larger KEY first, then the larger |exact|, then
 * by name. Written out because a comparator passed as a function is a call per comparison, for
 * every match of every ranking; keys are read by position, not through the factor index.
 */
function sortByKey(n: number): void {
  for (let i = 1; i < n; i++) {
    const v = P[i]!;
    const kv = KEY[v]!;
    let j = i;
    while (j > 0) {
      const u = P[j - 1]!;
      const ku = KEY[u]!;
      if (kv < ku) break;
      if (kv === ku) {
        const av = AB[v]!;
        const au = AB[u]!;
        if (av < au || (av === au && NAME_RANK[K[v]!]! > NAME_RANK[K[u]!]!)) break;
      }
      P[j] = u;
      j--;
    }
    P[j] = v;
  }
}

/**
 * Choose the reasons for one match. `points` is indexed like FACTORS (NaN = factor not in the model);
 * `score` is round(100·H). Writes into and returns `out` (reused between calls).
 */
export function selectReasons(points: Float64Array, reciprocity: number, score: number, out: Selection): Selection {
  let n = 0;
  let floors = 0;
  for (let k = 0; k < NN; k++) {
    const p = k === RECIPROCITY_INDEX ? reciprocity : points[k]!;
    if (p !== p || (k === RECIPROCITY_INDEX && p === 0)) continue;
    const w = Math.floor(p);
    K[n] = k;
    EX[n] = p;
    WH[n] = w;
    AB[n] = Math.abs(p);
    floors += w;
    n++;
  }
  // Largest remainder: the points still to give go one each to the largest fractional parts.
  let need = score - BASE_SCORE - floors;
  // (the order matters only when some but not all factors get a point)
  if (need > 0 && need < n) {
    for (let j = 0; j < n; j++) {
      P[j] = j;
      KEY[j] = EX[j]! - WH[j]!;
    }
    sortByKey(n);
    for (let j = 0; j < need; j++) WH[P[j]!] = WH[P[j]!]! + 1;
    need = 0;
  } else if (need >= n) {
    for (let j = 0; j < n; j++) WH[j] = WH[j]! + 1;
    need -= n;
  }
  // need is 0 here (Σ exact rounds to score − BASE_SCORE, between Σ floors and Σ floors + n); a
  // float surprise goes to the strongest factor so the sum stays exact.
  if (need !== 0 && n > 0) {
    let top = 0;
    for (let j = 1; j < n; j++) if (AB[j]! > AB[top]!) top = j;
    WH[top] = WH[top]! + need;
  }
  // By |whole|, then |exact|: |whole|·256 + |exact| orders the same way (|exact| < 256), and where
  // rounding makes two keys equal the comparison goes on to |exact| itself.
  for (let j = 0; j < n; j++) {
    P[j] = j;
    KEY[j] = Math.abs(WH[j]!) * 256 + AB[j]!;
  }
  sortByKey(n);
  // Size of everything from position j on.
  TAIL[n] = 0;
  for (let j = n - 1; j >= 0; j--) TAIL[j] = TAIL[j + 1]! + Math.abs(WH[P[j]!]!);
  let count = 0;
  let j = 0;
  for (; j < n; j++) {
    const x = P[j]!;
    if (WH[x] === 0) break;
    if (count >= MAX_LISTED && TAIL[j]! <= MAX_FOLDED) break;
    out.index[count] = K[x]!;
    out.points[count] = WH[x]!;
    count++;
  }
  let other = 0;
  let folded = 0;
  for (let r = j; r < n; r++) {
    const x = P[r]!;
    if (WH[x] === 0) continue;
    other += WH[x]!;
    folded |= 1 << K[x]!;
  }
  // Pad to two reasons with the next strongest factors, worth 0 points.
  for (let r = j; r < n && count + (folded ? 1 : 0) < 2; r++) {
    const x = P[r]!;
    if (WH[x] !== 0) continue;
    out.index[count] = K[x]!;
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

/** The folded factors' names, e.g. ["timeline", "language"]. */
export function foldedNames(folded: number): string[] {
  const names: string[] = [];
  for (let k = 0; k < NAMES.length; k++) if (folded & (1 << k)) names.push(FACTOR_WORDS[NAMES[k]!] ?? NAMES[k]!);
  return names;
}

const pctOf = (v: Value | undefined) => (typeof v === 'string' && /^\d+%$/.test(v) ? Number(v.slice(0, -1)) : NaN);
const factorList = (v: Value | undefined) => Array.isArray(v) && v.every((n) => WORDS.has(n));
const WORDS = new Set(Object.values(FACTOR_WORDS));

/**
 * The engine's own reason kinds: the price of a one-sided fit, what feedback changed, the small
 * factors folded together, and the fallback shown if a factor's reason ever failed its predicate
 * (the property tests check it never appears). Rendered with A = the reader, B = the candidate.
 * For the one-sided kinds, `fit` holds [what the candidate meets of the reader's wishes, what the
 * reader meets of the candidate's].
 */
export const ENGINE = defineKinds<unknown, unknown>()('match', {
  'one-sided.for-you': {
    factor: RECIPROCITY, sign: '−', condition: 'The candidate meets more of what the reader looks for than the reader meets of its wishes (harmonic mean below the average)',
    template: 'One-sided fit: {B.subj} meet{B.s} {forYou} of what {A.subj} look for, {A.subj} meet {forThem} of what {B.subj} look{B.s} for',
    holds: (x, v) => x.fit[0] >= x.fit[1] && pctOf(v.forYou) === Math.round(x.fit[0] * 100) && pctOf(v.forThem) === Math.round(x.fit[1] * 100),
  },
  'one-sided.for-them': {
    factor: RECIPROCITY, sign: '−', condition: 'The reader meets more of what the candidate looks for than the candidate meets of the reader\'s wishes',
    template: 'One-sided fit: {A.subj} meet {forThem} of what {B.subj} look{B.s} for, {B.subj} meet{B.s} {forYou} of what {A.subj} look for',
    holds: (x, v) => x.fit[0] < x.fit[1] && pctOf(v.forYou) === Math.round(x.fit[0] * 100) && pctOf(v.forThem) === Math.round(x.fit[1] * 100),
  },
  'feedback.yours-up': {
    factor: FEEDBACK, sign: '+', condition: "Weights learned from the reader's own approvals and rejections raise this pair's score",
    template: 'Your past requests favour matches like this[ ({factors})]',
    holds: (x, v) => x.points > 0 && factorList(v.factors),
  },
  'feedback.yours-down': {
    factor: FEEDBACK, sign: '−', condition: "Weights learned from the reader's own approvals and rejections lower this pair's score",
    template: 'Your past requests count against matches like this[ ({factors})]',
    holds: (x, v) => x.points < 0 && factorList(v.factors),
  },
  'feedback.platform-up': {
    factor: FEEDBACK, sign: '+', condition: "Weights learned from other members' requests raise this pair's score",
    template: 'Requests like this tend to go ahead on Corridor[ ({factors})]',
    holds: (x, v) => x.points > 0 && factorList(v.factors),
  },
  'feedback.platform-down': {
    factor: FEEDBACK, sign: '−', condition: "Weights learned from other members' requests lower this pair's score",
    template: 'Requests like this tend to stall on Corridor[ ({factors})]',
    holds: (x, v) => x.points < 0 && factorList(v.factors),
  },
  'other.combined': {
    factor: OTHER, sign: '±', condition: `The factors left after the strongest, at most ${MAX_FOLDED} points together, each named`,
    template: 'Smaller factors combined ({factors})',
    holds: (x, v) => Math.abs(x.points) <= MAX_FOLDED && factorList(v.factors) && (v.factors as string[]).length > 0,
  },
  'factor.fallback': {
    factor: 'any', sign: '±', condition: 'Never shown: stands in for a reason whose predicate failed',
    template: '{factor|cap} fit',
    holds: () => true,
  },
});

/** "Smaller factors combined (timeline and language)" — memoised by the folded set. */
export function otherText(folded: number): string {
  return renderEngine('other.combined', { factors: foldedNames(folded) });
}

const READER: readonly [PartyKind, PartyKind] = ['foreign', 'local'];
const KIND_OF = new Map(ENGINE.kinds.map((k) => [k.code, k]));

/** Engine kinds whose template names no party by role render the same for every pair of kinds. */
export function renderEngine(code: string, values: Values, kinds: readonly [PartyKind, PartyKind] = READER): string {
  return render(KIND_OF.get(`match.${code}`)!, values, kinds, true);
}

/**
 * The feedback reason's claim. `moved`: factors whose reweighting moved the score the way it went
 * (strongest first); `yours`: at least one of them was learned from the viewer's own requests. Every
 * named factor's weight really moved (the caller checks it), and the wording says only which way.
 */
export function feedbackClaim(points: number, moved: readonly string[], yours: boolean): Claim {
  const factors = moved.map((f) => FACTOR_WORDS[f] ?? f).slice(0, 3);
  const code = yours ? (points > 0 ? 'feedback.yours-up' : 'feedback.yours-down') : points > 0 ? 'feedback.platform-up' : 'feedback.platform-down';
  return ENGINE.claim(code, { factors });
}
