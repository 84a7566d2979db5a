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

import { FEEDBACK, OTHER, RECIPROCITY, type PartyKind } from './types';
import { defineKinds, render, type Claim, type Value, type Values } from './reasons';
import { MAX_FOLDED, NAMES } from './selection';

export { BASE_SCORE, MAX_FOLDED, MAX_LISTED, RECIPROCITY_INDEX, newSelection, selectReasons, type Selection } from './selection';

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
