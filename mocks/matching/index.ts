// Corridor's matching engine: reciprocal, explained, feedback-aware ranking of candidates for a
// subject. Pure: no database, no DOM, no clock, no randomness. See docs/decisions/004-matching-engine.md.

import { FACTORS, type Party, type RankedMatch, type RankOptions } from './types';
import { featuresOf, type Features } from './features';
import { similarity } from './text-similarity';
import { decompose, directionScores, evaluate, evaluateKeyed } from './factors/model';
import { NO_FEEDBACK, feedbackEffect } from './feedback';
import { buildSet, candidateSet, compareStrings, partyOf, selfMask } from './candidate-set';
import { modelFor } from './models';
import { KIND_INDEX, makeCtx, STRIDE, type Ctx } from './pair-context';
import { explainMatch } from './pair-reasons';
import { trimTermIds } from './term-ids';
import { tupleFits } from './value-tuples';

// Local aliases of hot imports (a plain binding is faster than a module getter under tsx).
const evaluate_ = evaluate;
const evaluateKeyed_ = evaluateKeyed;
const similarity_ = similarity;
const featuresOf_ = featuresOf;
const explainMatch_ = explainMatch;
// (KIND_INDEX and STRIDE too: read for every candidate)
const KIND_INDEX_ = KIND_INDEX;
const STRIDE_ = STRIDE;

export type { Party, PartyKind, MatchReason, RankedMatch, MatchFeedback, RankOptions } from './types';
export type { FeedbackOutcome, FactorName } from './types';
export { FACTORS, FEEDBACK, OTHER, RECIPROCITY } from './types';
export { BASE_SCORE } from './explain';
export { factorFields, REASON_KINDS, _explainEveryFactor, _observeReasons, _rejected, type Observation } from './models';
export { _setTextMemo } from './pair-reasons';

/** Fits of every scored candidate (STRIDE per candidate), reused between rankings that return the top few. */
let allFits = new Float64Array(STRIDE_ * 1024);
/** Fits of the candidate being scored, when each is explained as it is scored. */
const ROW = new Float64Array(STRIDE_);
/** Fits of each value tuple of the candidate set on side 0 and side 1 (value-tuples.ts), reused. */
let fit0 = new Float64Array(1024);
let fit1 = new Float64Array(1024);
const NF = FACTORS.length;

// ---------------------------------------------------------------- ranking

function clampScore(score: number): number {
  return !(score >= 0) ? 0 : score > 100 ? 100 : score;
}

function harmonic([d0, d1]: [number, number]): number {
  return d0 + d1 > 0 ? (2 * d0 * d1) / (d0 + d1) : 0;
}


/** A stable text form of a candidate's raw fields, used only to order exact duplicates. */
function contentKey(f: Features): string {
  try {
    return JSON.stringify(f.src, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)) ?? '';
  } catch {
    return '';
  }
}

/** From this many matches on, they are explained in candidate order (small rankings keep score order). */
const IN_PLACE_ORDER = 1024;

function matchOf(ctx: Ctx, fits: Float64Array, i: number, scores: Int16Array, bases: Int16Array): RankedMatch {
  const f = ctx.set.feats[i]!;
  const sc = scores[i]!;
  return { id: f.id, kind: f.kind, score: sc, reasons: explainMatch_(ctx, fits, i * STRIDE_, i, bases[i]!, sc) };
}

/**
 * Rank candidates for a subject. Returns matches sorted by score (best first), ties by id, each with
 * at least 2 reasons such that BASE_SCORE + Σ reasons.points === score. The pair's base score (no
 * feedback) is the same whichever side asks when both rankings name the same `corpus`; what this
 * subject's feedback changes is a reason of its own (factor "feedback"). Drops the subject itself,
 * same-kind candidates, local partners that are not approved, rejected investors, deleted records
 * and counterparts the subject rejected. Reason objects are frozen and may be shared between
 * matches of one ranking: treat them as read-only (copy before changing).
 */
export function rankCandidates(subject: Party, candidates: Party[], options?: RankOptions): RankedMatch[] {
  const s = partyOf(subject);
  if (!s) return [];
  trimTermIds();
  const subjectF = featuresOf_(s.kind, s.profile);
  const list: readonly unknown[] = Array.isArray(candidates) ? candidates : [];
  let feedback: unknown;
  let limitRaw: unknown;
  let corpusRaw: unknown;
  try {
    if (typeof options === 'object' && options !== null) {
      feedback = options.feedback;
      limitRaw = options.limit;
      corpusRaw = options.corpus;
    }
  } catch {
    feedback = undefined;
  }
  const limit = typeof limitRaw === 'number' && !Number.isNaN(limitRaw) ? Math.max(0, Math.floor(limitRaw)) : Infinity;
  const fb = feedbackEffect(feedback, subjectF.id);
  const set = candidateSet(list);
  const population = Array.isArray(corpusRaw) ? candidateSet(corpusRaw as readonly unknown[]) : null;
  const ctx = makeCtx(s.kind, subjectF, s.profile, set, fb, population);

  const n = set.feats.length;
  // A large ranking that returns every eligible candidate explains each one as soon as it is scored,
  // while its fits and value tuples are still in the cache (a match's reasons do not depend on the
  // order in which matches are explained); otherwise the fits are kept and only the top `limit`
  // explained (small rankings in score order, so tests that watch reasons being written see them
  // in the same order as before).
  const explainAll = limit >= n && n >= IN_PLACE_ORDER;
  if (!explainAll && allFits.length < n * STRIDE_) allFits = new Float64Array(Math.max(n, allFits.length / STRIDE_ * 2) * STRIDE_);
  const scores = new Int16Array(n).fill(-1);
  const bases = new Int16Array(n);
  const hs = new Float64Array(n);
  const counts = new Int32Array(101);
  const excluded = fb.excluded;
  const text = set.text;
  const query = ctx.query;
  const tuples = ctx.tuples;
  if (fit0.length < tuples.count) {
    fit0 = new Float64Array(tuples.count * 2);
    fit1 = new Float64Array(tuples.count * 2);
  }
  tupleFits(tuples, set, ctx.entries, subjectF, fit0, fit1);
  const of = tuples.of;
  // who is never suggested, read from per-set tables (no candidate object is touched to decide)
  const kinds = set.kinds;
  const self = selfMask(set, subjectF, s.profile);
  const subjectKind = KIND_INDEX_[s.kind];
  const made: RankedMatch[] | null = explainAll ? new Array<RankedMatch>(n) : null;
  const fits = made ? ROW : allFits;
  for (let i = 0; i < n; i++) {
    const kc = kinds[i]!;
    if (kc < 0 || kc === subjectKind || self[i]) continue;
    const f = set.feats[i]!;
    if (excluded.size && excluded.has(f.id)) continue;
    const e = ctx.entries[kc];
    if (!e) continue;
    const r = similarity_(text, query, i);
    const at = made ? 0 : i * STRIDE_;
    let h = e.subjectIsA
      ? evaluateKeyed_(e.p, subjectF, f, r, fits, at, of, i * NF, fit0, fit1)
      : evaluateKeyed_(e.p, f, subjectF, r, fits, at, of, i * NF, fit0, fit1);
    const base = clampScore(Math.round(100 * h));
    let score = base;
    if (e.pf) {
      h = harmonic(directionScores(e.pf, made ? fits : fits.subarray(at, at + STRIDE_)));
      score = clampScore(Math.round(100 * h));
    }
    scores[i] = score;
    bases[i] = base;
    hs[i] = h;
    counts[score] = counts[score]! + 1;
    if (made) made[i] = { id: f.id, kind: f.kind, score, reasons: explainMatch_(ctx, fits, 0, i, base, score) };
  }

  // Bucket by score (101 buckets); filling in id order leaves every bucket sorted by id.
  const start = new Int32Array(102);
  for (let sc = 100, at = 0; sc >= 0; sc--) {
    start[sc] = at;
    at += counts[sc]!;
  }
  let total = 0;
  for (let sc = 0; sc <= 100; sc++) total += counts[sc]!;
  const order = new Int32Array(total);
  const fill = start.slice();
  const byId = set.byId;
  for (let j = 0; j < n; j++) {
    const i = byId[j]!;
    const sc = scores[i]!;
    if (sc < 0) continue;
    order[fill[sc]!] = i;
    fill[sc] = fill[sc]! + 1;
  }
  // Exact duplicates (same id and kind) are ordered by H, then by their raw content.
  const idRank = set.idRank;
  const keys = new Map<number, string>();
  const key = (i: number) => {
    let k = keys.get(i);
    if (k === undefined) keys.set(i, (k = contentKey(set.feats[i]!)));
    return k;
  };
  for (let j = 1; j < total; j++) {
    if (idRank[order[j]!] !== idRank[order[j - 1]!] || scores[order[j]!] !== scores[order[j - 1]!]) continue;
    let end = j + 1;
    while (end < total && idRank[order[end]!] === idRank[order[j]!] && scores[order[end]!] === scores[order[j]!]) end++;
    const run = Array.from(order.subarray(j - 1, end)).sort((x, y) => hs[y]! - hs[x]! || compareStrings(key(x), key(y)));
    order.set(run, j - 1);
    j = end - 1;
  }

  const count = Math.min(total, limit);
  const out: RankedMatch[] = new Array(count);
  if (made) {
    for (let j = 0; j < count; j++) out[j] = made[order[j]!]!;
    return out;
  }
  if (count < IN_PLACE_ORDER) {
    for (let j = 0; j < count; j++) out[j] = matchOf(ctx, allFits, order[j]!, scores, bases);
    return out;
  }
  // Large rankings are explained in candidate order (each match written to its place in the
  // ranking): the candidates' features and fits are then read in the order they lie in memory,
  // not jumping about by score. Each match's reasons are the same in either order.
  const place = new Int32Array(n).fill(-1);
  for (let j = 0; j < count; j++) place[order[j]!] = j;
  for (let i = 0; i < n; i++) if (place[i]! >= 0) out[place[i]!] = matchOf(ctx, allFits, i, scores, bases);
  return out;
}

/**
 * The factors a pair shares (those that add at least half a point to their match, strongest
 * first), for recording with a contract outcome. Ignores verification and feedback.
 */
export function sharedFactors(a: Party, b: Party): string[] {
  const pa = partyOf(a);
  const pb = partyOf(b);
  if (!pa || !pb) return [];
  trimTermIds();
  const m = modelFor(pa.kind, pb.kind);
  if (!m) return [];
  const fa = featuresOf_(pa.kind, pa.profile);
  const fb = featuresOf_(pb.kind, pb.profile);
  const set = buildSet([b]);
  const ctx = makeCtx(pa.kind, fa, pa.profile, set, NO_FEEDBACK, null);
  const { p, subjectIsA } = ctx.entries[KIND_INDEX_[pb.kind]]!;
  const fits = new Float64Array(p.model.specs.length);
  const r = similarity_(set.text, ctx.query, 0);
  if (subjectIsA) evaluate_(p, fa, fb, r, fits);
  else evaluate_(p, fb, fa, r, fits);
  const pts = new Float64Array(FACTORS.length);
  decompose(p, fits, pts);
  const out: Array<[string, number]> = [];
  for (let k = 0; k < FACTORS.length; k++) if (pts[k]! >= 0.5) out.push([FACTORS[k]!, pts[k]!]);  // NaN fails the test
  out.sort((x, y) => y[1] - x[1] || compareStrings(x[0], y[0]));
  return out.map(([f]) => f);
}
