// Corridor's matching engine: reciprocal, explained, feedback-aware ranking of candidates for a
// subject. Pure: no database, no DOM, no clock, no randomness. See docs/decisions/004-matching-engine.md.

import { FACTORS, type MatchReason, type Party, type PartyKind, type RankedMatch, type RankOptions } from './types';
import { featuresOf, queryDocOf, type Features } from './features';
import { Corpus, prepareQuery, similarity, topTerms, type Query } from './text-similarity';
import { FACTOR_INDEX, decompose, directionScores, evaluate, prepare, type PairModel, type Prepared } from './factors/model';
import { FOREIGN_LOCAL } from './factors/foreign-local';
import { FOREIGN_INVESTOR } from './factors/foreign-investor';
import { LOCAL_INVESTOR } from './factors/local-investor';
import { buildReasons } from './explain';
import { feedbackEffect, type FeedbackEffect } from './feedback';
import { role, pct } from './factors/words';

export type { Party, PartyKind, MatchReason, RankedMatch, MatchFeedback, RankOptions } from './types';
export type { FeedbackOutcome, FactorName } from './types';
export { FACTORS, OTHER, RECIPROCITY } from './types';
export { BASE_SCORE } from './explain';

const KINDS: readonly PartyKind[] = ['foreign', 'local', 'investor'];
const MODELS: ReadonlyArray<PairModel<any, any>> = [FOREIGN_LOCAL, FOREIGN_INVESTOR, LOCAL_INVESTOR]; // eslint-disable-line @typescript-eslint/no-explicit-any

function modelFor(subject: PartyKind, candidate: PartyKind): { model: PairModel; subjectIsA: boolean } | null {
  for (const m of MODELS) {
    if (m.kinds[0] === subject && m.kinds[1] === candidate) return { model: m, subjectIsA: true };
    if (m.kinds[1] === subject && m.kinds[0] === candidate) return { model: m, subjectIsA: false };
  }
  return null;
}

/**
 * Profile fields of a `candidate`-kind profile behind a factor when ranked for a `subject`-kind
 * subject (what a user would have to fill in to change that factor). Empty for unknown pairs.
 */
export function factorFields(subject: PartyKind, candidate: PartyKind, factor: string): readonly string[] {
  const m = modelFor(subject, candidate);
  if (!m) return [];
  const side = m.subjectIsA ? 1 : 0;
  return (m.model.fields[side] as Record<string, readonly string[] | undefined>)[factor] ?? [];
}

function kindOf(v: unknown): PartyKind | null {
  return typeof v === 'string' && (KINDS as readonly string[]).includes(v) ? (v as PartyKind) : null;
}

function partyOf(v: unknown): { kind: PartyKind; profile: unknown } | null {
  if (typeof v !== 'object' || v === null) return null;
  let kind: unknown;
  let profile: unknown;
  try {
    kind = (v as { kind?: unknown }).kind;
    profile = (v as { profile?: unknown }).profile;
  } catch {
    return null;
  }
  const k = kindOf(kind);
  return k ? { kind: k, profile } : null;
}

// ---------------------------------------------------------------- the corpus of one candidate array

type CandidateSet = { feats: Array<Features | null>; profiles: unknown[]; text: Corpus };

const setCache = new WeakMap<object, CandidateSet>();
const recent: CandidateSet[] = [];

function candidateSet(list: readonly unknown[]): CandidateSet {
  const n = list.length;
  const feats = new Array<Features | null>(n);
  const profiles = new Array<unknown>(n);
  for (let i = 0; i < n; i++) {
    const p = partyOf(list[i]);
    profiles[i] = p ? p.profile : null;
    feats[i] = p ? featuresOf(p.kind, p.profile) : null;
  }
  const same = (s: CandidateSet | undefined) => {
    if (!s || s.feats.length !== n) return false;
    for (let i = 0; i < n; i++) if (s.feats[i] !== feats[i]) return false;
    return true;
  };
  const cached = setCache.get(list);
  if (same(cached)) return cached!;
  for (const s of recent) {
    if (same(s)) {
      setCache.set(list, s);
      return s;
    }
  }
  const set: CandidateSet = { feats, profiles, text: new Corpus(feats.map((f) => (f ? f.doc : null))) };
  setCache.set(list, set);
  recent.unshift(set);
  if (recent.length > 4) recent.pop();
  return set;
}

// ---------------------------------------------------------------- scoring one pair in detail

type Ctx = {
  subject: Features;
  subjectKind: PartyKind;
  set: CandidateSet;
  query: Query;
  fb: FeedbackEffect;
  prepared: Map<PartyKind, { p: Prepared<Features, Features>; subjectIsA: boolean }>;
};

function makeCtx(subjectKind: PartyKind, subject: Features, subjectProfile: unknown, set: CandidateSet, fb: FeedbackEffect): Ctx {
  let selfInCorpus = false;
  for (let i = 0; i < set.feats.length; i++) {
    const f = set.feats[i];
    if (f && (set.profiles[i] === subjectProfile || (subject.id !== '' && f.id === subject.id && f.kind === subjectKind))) {
      selfInCorpus = true;
      break;
    }
  }
  const query = prepareQuery(set.text, queryDocOf(subject), selfInCorpus);
  const prepared = new Map<PartyKind, { p: Prepared<Features, Features>; subjectIsA: boolean }>();
  for (const k of KINDS) {
    const m = modelFor(subjectKind, k);
    if (m) prepared.set(k, { p: prepare(m.model, fb.mult, !query.empty), subjectIsA: m.subjectIsA });
  }
  return { subject, subjectKind, set, query, fb, prepared };
}

const POINTS = new Float64Array(FACTORS.length);

function explainMatch(ctx: Ctx, i: number, score: number): MatchReason[] {
  const cand = ctx.set.feats[i]!;
  const entry = ctx.prepared.get(cand.kind)!;
  const { p, subjectIsA } = entry;
  const specs = p.model.specs;
  const fits = new Float64Array(specs.length);
  const missing = new Uint8Array(specs.length);
  const r = similarity(ctx.set.text, ctx.query, i);
  const [a, b] = subjectIsA ? [ctx.subject, cand] : [cand, ctx.subject];
  evaluate(p, a, b, r, fits, missing);
  const recip = decompose(p, fits, POINTS);
  // Factors the model has (and weighs): their points; the rest NaN so they are never listed.
  const points = new Float64Array(FACTORS.length).fill(NaN);
  for (let k = 0; k < specs.length; k++) {
    if (p.eff[k] === 0) continue;
    const f = FACTOR_INDEX[specs[k]!.factor]!;
    points[f] = POINTS[f]!;
  }
  let terms: string[] | null = null;
  const text = (k: number, pts: number): string => {
    const factor = FACTORS[k]!;
    const fit: [number, number] = [NaN, NaN];
    const miss: [boolean, boolean] = [false, false];
    for (let s = 0; s < specs.length; s++) {
      if (specs[s]!.factor !== factor) continue;
      fit[specs[s]!.side] = fits[s]!;
      miss[specs[s]!.side] = missing[s] === 1;
    }
    if (factor === 'text' && !terms) terms = topTerms(ctx.set.text, ctx.query, i, 3);
    const fn = p.model.explain[factor];
    return fn ? fn({ a, b, subjectIsA, points: pts, fit, missing: miss, terms: terms ?? [] }) : factor;
  };
  const reciprocityText = () => {
    const [d0, d1] = directionScores(p, fits);
    const you = role(ctx.subjectKind, true);
    const them = role(cand.kind, false);
    const forYou = subjectIsA ? d0 : d1;
    const forThem = subjectIsA ? d1 : d0;
    return forYou >= forThem
      ? `One-sided fit: ${them.subj} meet${them.s} ${pct(forYou)} of what ${you.subj} look for, ${you.subj} meet ${pct(forThem)} of what ${them.subj} look${them.s} for`
      : `One-sided fit: ${you.subj} meet ${pct(forThem)} of what ${them.subj} look${them.s} for, ${them.subj} meet${them.s} ${pct(forYou)} of what ${you.subj} look for`;
  };
  return buildReasons({ score, points, reciprocity: recip, mult: ctx.fb.mult, text, reciprocityText });
}

// ---------------------------------------------------------------- ranking

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A stable text form of a candidate's raw fields, used only to order exact duplicates. */
function contentKey(f: Features): string {
  try {
    return JSON.stringify(f.src, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)) ?? '';
  } catch {
    return '';
  }
}

/**
 * Rank candidates for a subject. Returns matches sorted by score (best first), ties by id, each with
 * 2–5 reasons such that BASE_SCORE + Σ reasons.points === score. Drops the subject itself,
 * same-kind candidates, local partners that are not approved, rejected investors, deleted records
 * and counterparts the subject rejected.
 */
export function rankCandidates(subject: Party, candidates: Party[], options?: RankOptions): RankedMatch[] {
  const s = partyOf(subject);
  if (!s) return [];
  const subjectF = featuresOf(s.kind, s.profile);
  const list: readonly unknown[] = Array.isArray(candidates) ? candidates : [];
  let opts: Partial<RankOptions> = {};
  try {
    if (typeof options === 'object' && options !== null) opts = { feedback: options.feedback, limit: options.limit };
  } catch {
    opts = {};
  }
  const limitRaw = typeof opts.limit === 'number' && !Number.isNaN(opts.limit) ? Math.floor(opts.limit) : Infinity;
  const limit = Math.max(0, limitRaw);
  const fb = feedbackEffect(opts.feedback, subjectF.id);
  const set = candidateSet(list);
  const ctx = makeCtx(s.kind, subjectF, s.profile, set, fb);

  const n = set.feats.length;
  const scores = new Int16Array(n).fill(-1);
  const hs = new Float64Array(n);
  const counts = new Int32Array(101);
  let scratch = new Float64Array(16);
  for (let i = 0; i < n; i++) {
    const f = set.feats[i];
    if (!f || f.hidden || f.kind === s.kind) continue;
    if (set.profiles[i] === s.profile || (subjectF.id !== '' && f.id === subjectF.id)) continue;
    if (fb.excluded.size && fb.excluded.has(f.id)) continue;
    const entry = ctx.prepared.get(f.kind);
    if (!entry) continue;
    const { p, subjectIsA } = entry;
    if (scratch.length < p.model.specs.length) scratch = new Float64Array(p.model.specs.length);
    const r = similarity(set.text, ctx.query, i);
    const h = subjectIsA ? evaluate(p, subjectF, f, r, scratch) : evaluate(p, f, subjectF, r, scratch);
    let score = Math.round(100 * h);
    if (!(score >= 0)) score = 0;
    else if (score > 100) score = 100;
    scores[i] = score;
    hs[i] = h;
    counts[score]! += 1;
  }

  // Bucket by score (101 buckets), then order each bucket by id.
  const start = new Int32Array(102);
  for (let sc = 100, at = 0; sc >= 0; sc--) {
    start[sc] = at;
    at += counts[sc]!;
  }
  const total = counts.reduce((x, y) => x + y, 0);
  const order = new Int32Array(total);
  const fill = start.slice();
  for (let i = 0; i < n; i++) {
    const sc = scores[i]!;
    if (sc < 0) continue;
    order[fill[sc]!] = i;
    fill[sc] = fill[sc]! + 1;
  }

  const keys = new Map<number, string>();
  const key = (i: number) => {
    let k = keys.get(i);
    if (k === undefined) keys.set(i, (k = contentKey(set.feats[i]!)));
    return k;
  };
  const cmp = (x: number, y: number) => {
    const fx = set.feats[x]!;
    const fy = set.feats[y]!;
    return compareStrings(fx.id, fy.id) || compareStrings(fx.kind, fy.kind) || hs[y]! - hs[x]! || compareStrings(key(x), key(y));
  };

  const out: RankedMatch[] = [];
  for (let sc = 100; sc >= 0 && out.length < limit; sc--) {
    const c = counts[sc]!;
    if (!c) continue;
    const bucket = Array.from(order.subarray(start[sc]!, start[sc]! + c));
    if (bucket.length > 1) bucket.sort(cmp);
    for (const i of bucket) {
      if (out.length >= limit) break;
      const f = set.feats[i]!;
      out.push({ id: f.id, kind: f.kind, score: sc, reasons: explainMatch(ctx, i, sc) });
    }
  }
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
  const m = modelFor(pa.kind, pb.kind);
  if (!m) return [];
  const fa = featuresOf(pa.kind, pa.profile);
  const fb = featuresOf(pb.kind, pb.profile);
  const set: CandidateSet = { feats: [fb], profiles: [pb.profile], text: new Corpus([fb.doc]) };
  const ctx = makeCtx(pa.kind, fa, pa.profile, set, feedbackEffect(undefined, ''));
  const { p, subjectIsA } = ctx.prepared.get(pb.kind)!;
  const fits = new Float64Array(p.model.specs.length);
  const r = similarity(set.text, ctx.query, 0);
  if (subjectIsA) evaluate(p, fa, fb, r, fits);
  else evaluate(p, fb, fa, r, fits);
  const pts = new Float64Array(FACTORS.length);
  decompose(p, fits, pts);
  const out: Array<[string, number]> = [];
  for (let k = 0; k < FACTORS.length; k++) if (pts[k]! >= 0.5) out.push([FACTORS[k]!, pts[k]!]);
  out.sort((x, y) => y[1] - x[1] || compareStrings(x[0], y[0]));
  return out.map(([f]) => f);
}
