// The reasons of one match: each listed factor's reason from its pair model's claim, the one-sided
// fit, feedback and "other factors" reasons, memoised so that equal inputs share one frozen reason.

import { FACTORS, FEEDBACK, OTHER, RECIPROCITY, type MatchReason, type PartyKind } from './types';
import { type Features } from './features';
import { queryDocOf } from './profile-docs';
import { topTerms } from './text-similarity';
import { decompose, type ExplainInput, type Prepared } from './factors/model';
import { ENGINE, feedbackClaim, foldedNames } from './explain';
import { RECIPROCITY_INDEX, newSelection, selectReasons } from './selection';
import { type Facts } from './reasons';
import { pct } from './factors/words';
import { FALLBACK, reasonOf, testHooks } from './models';
import { KIND_INDEX, STRIDE, type Ctx, type Entry } from './pair-context';
import { keepReason, keptReason, slotsFor, textKeys, type CandidateSlots } from './value-tuples';

// Local aliases of hot imports (a plain binding is faster than a module getter under tsx).
const FACTORS_ = FACTORS;
const queryDocOf_ = queryDocOf;
const RECIPROCITY_INDEX_ = RECIPROCITY_INDEX;
const selectReasons_ = selectReasons;
const decompose_ = decompose;
const KIND_INDEX_ = KIND_INDEX;
const STRIDE_ = STRIDE;
const NF = FACTORS.length;
const slotsFor_ = slotsFor;

const FITS = new Float64Array(STRIDE_);
const POINTS = new Float64Array(FACTORS.length);
const SELECTION = newSelection();
const NO_TERMS: string[] = [];

const INPUT: ExplainInput<Features, Features> = {
  a: null as unknown as Features,
  b: null as unknown as Features,
  subjectIsA: true,
  points: 0,
  fit: [NaN, NaN],
  terms: NO_TERMS,
};

const reciprocityReasons = new Map<number, MatchReason>();
const ENGINE_FACTS: { a: null; b: null; subjectIsA: boolean; points: number; fit: [number, number]; terms: readonly string[] } = {
  a: null,
  b: null,
  subjectIsA: true,
  points: 0,
  fit: [NaN, NaN],
  terms: NO_TERMS,
};

/** The one-sided-fit reason: what each side meets of the other's wishes, read from the reader's side. */
function reciprocityReason(ctx: Ctx, i: number, cand: Features, p: Prepared<Features, Features>, subjectIsA: boolean, points: number): MatchReason {
  // D0 and D1 (directionScores) written out: no pair array per match
  let s0 = 0;
  let s1 = 0;
  for (let s = 0; s < p.specs.length; s++) {
    if (p.side[s] === 0) s0 += p.eff[s]! * FITS[s]!;
    else s1 += p.eff[s]! * FITS[s]!;
  }
  const d0 = p.total[0] > 0 ? s0 / p.total[0] : 0;
  const d1 = p.total[1] > 0 ? s1 / p.total[1] : 0;
  const forYou = subjectIsA ? d0 : d1;
  const forThem = subjectIsA ? d1 : d0;
  // The reason depends on the two kinds, the two percentages, which is larger, and the points.
  const key = (((KIND_INDEX_[ctx.subjectKind] * 3 + KIND_INDEX_[cand.kind]) * 2 + (forYou >= forThem ? 1 : 0)) * 10201 + Math.round(forYou * 100) * 101 + Math.round(forThem * 100)) * 256 + (points + 128);
  const slots = memoOn ? slotsFor_(ctx.set, 1, reciprocityReasons) : null;
  let r = slots ? (slots.key[i] === key ? slots.reason[i] : reciprocityReasons.get(key)) : undefined;
  if (r === undefined) {
    ENGINE_FACTS.points = points;
    ENGINE_FACTS.fit[0] = forYou;
    ENGINE_FACTS.fit[1] = forThem;
    const c = ENGINE.claim(forYou >= forThem ? 'one-sided.for-you' : 'one-sided.for-them', { forYou: pct(forYou), forThem: pct(forThem) });
    r = reasonOf(RECIPROCITY, c, ENGINE_FACTS as unknown as Facts, points, [ctx.subjectKind, cand.kind], true);
    if (reciprocityReasons.size < 100_000) reciprocityReasons.set(key, r);
  }
  if (slots) {
    slots.key[i] = key;
    slots.reason[i] = r;
  }
  return r;
}

const cand = (ctx: Ctx, i: number): Features => ctx.set.feats[i]!;

/** Memo key of a candidate's text reason: its query document, its kind, whether its own document is empty. */
function textDocKey(f: Features): number {
  return (f.docKey ??= (queryDocOf_(f).uid * 3 + KIND_INDEX_[f.kind]) * 2 + (f.doc.terms.length ? 1 : 0));
}

let memoOn = true;
/** For tests only: turn the reason memo off to check it never changes an explanation. */
export function _setTextMemo(on: boolean): void {
  memoOn = on;
}

/**
 * One factor's reason. Reasons with the same text key and points are the same (frozen) object within
 * a ranking: equal inputs give equal reasons, and sharing them keeps large rankings cheap.
 */
function factorReason(ctx: Ctx, e: Entry, i: number, k: number, a: Features, b: Features, points: number): MatchReason {
  const factor = FACTORS_[k]!;
  const isText = factor === 'text';
  // A factor memoised by its values: the reason kept with the candidate set's tuple, if any.
  const tuple = memoOn && !isText ? ctx.tuples.of[i * NF + k]! : -1;
  if (tuple >= 0) {
    const kept = keptReason(ctx.tuples, ctx.memo, tuple, points);
    if (kept !== undefined) return kept;
  }
  // (the key of a factor's values is read only here, on a miss: the set's tuple is the usual way in)
  const textKey = memoOn ? (isText ? textDocKey(cand(ctx, i)) : textKeys(e, cand(ctx, i), KIND_INDEX_[ctx.subjectKind])[k]!) : -1;
  const key = textKey >= 0 ? textKey * 256 + (points + 128) : -1;
  const memo = isText ? ctx.textMemo : ctx.memo;
  // A text reason: the candidate's last one, if for the same key (see slotsFor).
  const slots = key >= 0 && isText ? slotsFor_(ctx.set, 0, memo) : null;
  if (slots && slots.key[i] === key) return slots.reason[i]!;
  if (key >= 0) {
    const hit = memo.get(key);
    if (hit !== undefined) return keepFactorReason(ctx, tuple, slots, i, key, points, hit);
  }
  const p = e.p;
  const s0 = p.sideSpec[k * 2]!;
  const s1 = p.sideSpec[k * 2 + 1]!;
  INPUT.a = a;
  INPUT.b = b;
  INPUT.subjectIsA = e.subjectIsA;
  INPUT.points = POINTS[k]!;
  INPUT.fit[0] = s0 >= 0 ? FITS[s0]! : NaN;
  INPUT.fit[1] = s1 >= 0 ? FITS[s1]! : NaN;
  INPUT.terms = factor === 'text' ? topTerms(ctx.set.text, ctx.query, i, 3) : NO_TERMS;
  const fn = p.model.explain[factor];
  const claim = fn ? fn(INPUT) : { code: FALLBACK.code, values: {} };
  const reason = reasonOf(factor, claim, INPUT as unknown as Facts, points, p.model.kinds, e.subjectIsA);
  if (key >= 0) {
    memo.set(key, reason);
    keepFactorReason(ctx, tuple, slots, i, key, points, reason);
  }
  return reason;
}

/** Keep a memoised reason in front of the memo: with the candidate set's tuple, or the candidate's text slot. */
function keepFactorReason(ctx: Ctx, tuple: number, slots: CandidateSlots | null, i: number, key: number, points: number, reason: MatchReason): MatchReason {
  if (tuple >= 0) keepReason(ctx.tuples, tuple, points, reason);
  else if (slots) {
    slots.key[i] = key;
    slots.reason[i] = reason;
  }
  return reason;
}

const otherReasons = new Map<number, MatchReason>();
const OTHER_KINDS: readonly [PartyKind, PartyKind] = ['foreign', 'local'];

/** The "other factors" reason, shared for equal folded sets and points (points are within ±100). */
function otherReason(folded: number, points: number): MatchReason {
  const key = folded * 512 + (points + 256);
  let r = memoOn ? otherReasons.get(key) : undefined;
  if (r === undefined) {
    ENGINE_FACTS.points = points;
    r = reasonOf(OTHER, ENGINE.claim('other.combined', { factors: foldedNames(folded) }), ENGINE_FACTS as unknown as Facts, points, OTHER_KINDS, true);
    if (otherReasons.size < 100_000) otherReasons.set(key, r);
  }
  return r;
}

/** Factors whose feedback weight moved this pair's score the way it went, strongest first. */
function movedFactors(ctx: Ctx, e: Entry, delta: number): { names: string[]; yours: boolean } {
  const p = e.p;
  const pf = e.pf!;
  // Each factor's points under both weightings (FITS holds the pair's fits).
  const base = new Float64Array(FACTORS_.length);
  const withFb = new Float64Array(FACTORS_.length);
  decompose_(p, FITS, base);
  decompose_(pf, FITS, withFb);
  const moved: Array<[string, number, number]> = [];
  for (let k = 0; k < FACTORS_.length; k++) {
    const change = withFb[k]! - base[k]!;
    if (!(Math.abs(ctx.fb.mult[k]! - 1) >= 0.05) || !(change * delta > 0) || Math.abs(change) < 0.25) continue;
    moved.push([FACTORS_[k]!, Math.abs(change), k]);
  }
  moved.sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
  return { names: moved.map((m) => m[0]), yours: moved.some((m) => ctx.fb.user[m[2]] !== 0) };
}

/**
 * The reasons of candidate `i`'s match, strongest first, with the feedback reason and "other
 * factors" where they apply; `fits` holds the pair's fits from `from` (the ranking's table, STRIDE per
 * candidate, or the scoring loop's scratch).
 */
export function explainMatch(ctx: Ctx, fits: Float64Array, from: number, i: number, base: number, score: number): MatchReason[] {
  const cand = ctx.set.feats[i]!;
  const e = ctx.entries[KIND_INDEX_[cand.kind]]!;
  const p = e.p;
  const n = p.specs.length;
  for (let s = 0; s < n; s++) FITS[s] = fits[from + s]!;
  const a = e.subjectIsA ? ctx.subject : cand;
  const b = e.subjectIsA ? cand : ctx.subject;
  const recip = decompose_(p, FITS, POINTS);
  const sel = selectReasons_(POINTS, recip, base, SELECTION);
  const delta = score - base;
  // The feedback reason goes in order of strength among the listed reasons: after the last one
  // (from the end) at least as strong. The array is made at its final length.
  let at = sel.count;
  if (delta !== 0) while (at > 0 && Math.abs(sel.points[at - 1]!) < Math.abs(delta)) at--;
  const reasons: MatchReason[] = new Array<MatchReason>(sel.count + (delta !== 0 ? 1 : 0) + (sel.folded !== 0 ? 1 : 0));
  for (let j = 0, to = 0; j < sel.count; j++, to++) {
    const k = sel.index[j]!;
    const points = sel.points[j]!;
    if (delta !== 0 && j === at) to++;
    reasons[to] = k === RECIPROCITY_INDEX_ ? reciprocityReason(ctx, i, cand, p, e.subjectIsA, points) : factorReason(ctx, e, i, k, a, b, points);
  }
  if (delta !== 0) {
    const moved = movedFactors(ctx, e, delta);
    ENGINE_FACTS.points = delta;
    reasons[at] = reasonOf(FEEDBACK, feedbackClaim(delta, moved.names, moved.yours), ENGINE_FACTS as unknown as Facts, delta, [ctx.subjectKind, cand.kind], true);
  }
  if (sel.folded !== 0) reasons[reasons.length - 1] = otherReason(sel.folded, sel.other);
  if (testHooks.everyFactor) {
    // tests only: judge the reason every other factor would get, with its exact points rounded
    for (let k = 0; k < FACTORS_.length; k++) {
      if (Number.isNaN(POINTS[k]!) || reasons.some((r) => r.factor === FACTORS_[k])) continue;
      const whole = Math.round(POINTS[k]!);
      factorReason(ctx, e, i, k, a, b, whole === 0 ? 0 : whole);
    }
  }
  return reasons;
}
