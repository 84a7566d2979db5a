// Corridor's matching engine: reciprocal, explained, feedback-aware ranking of candidates for a
// subject. Pure: no database, no DOM, no clock, no randomness. See docs/decisions/004-matching-engine.md.

import { FACTORS, FEEDBACK, OTHER, RECIPROCITY, type MatchReason, type Party, type PartyKind, type RankedMatch, type RankOptions } from './types';
import { FIELDS, featuresOf, queryDocOf, sameFields, valueId, type Features } from './features';
import { Corpus, prepareQuery, similarity, topTerms, type Query } from './text-similarity';
import { decompose, directionScores, evaluate, prepare, type ExplainInput, type PairModel, type Prepared } from './factors/model';
import { FOREIGN_LOCAL } from './factors/foreign-local';
import { FOREIGN_INVESTOR } from './factors/foreign-investor';
import { LOCAL_INVESTOR } from './factors/local-investor';
import { ENGINE, RECIPROCITY_INDEX, feedbackClaim, foldedNames, newSelection, selectReasons } from './explain';
import { render, signAllows, type Claim, type Facts, type ReasonKind } from './reasons';
import { NO_FEEDBACK, feedbackEffect, type FeedbackEffect } from './feedback';
import { pct } from './factors/words';

// Local aliases of hot imports (a plain binding is faster than a module getter under tsx).
const FACTORS_ = FACTORS;
const sameFields_ = sameFields;
const valueId_ = valueId;
const RECIPROCITY_INDEX_ = RECIPROCITY_INDEX;
const selectReasons_ = selectReasons;
const decompose_ = decompose;
const evaluate_ = evaluate;
const similarity_ = similarity;
const featuresOf_ = featuresOf;

export type { Party, PartyKind, MatchReason, RankedMatch, MatchFeedback, RankOptions } from './types';
export type { FeedbackOutcome, FactorName } from './types';
export { FACTORS, FEEDBACK, OTHER, RECIPROCITY } from './types';
export { BASE_SCORE } from './explain';

const KINDS: readonly PartyKind[] = ['foreign', 'local', 'investor'];
const MODELS = [FOREIGN_LOCAL, FOREIGN_INVESTOR, LOCAL_INVESTOR] as unknown as ReadonlyArray<PairModel>;

/** Every reason kind the engine can show, by pair model, then the engine's own. */
export const REASON_KINDS: ReadonlyArray<ReasonKind<unknown, unknown> & { kinds?: readonly [PartyKind, PartyKind] }> = [
  ...MODELS.flatMap((m) => m.reasons.map((k) => ({ ...(k as ReasonKind<unknown, unknown>), kinds: m.kinds }))),
  ...ENGINE.kinds,
];
const KIND_BY_CODE = new Map<string, ReasonKind<unknown, unknown>>(REASON_KINDS.map((k) => [k.code, k]));
const FALLBACK = KIND_BY_CODE.get('match.factor.fallback')!;

/** One claim as judged: `text` is the reason shown, or null when the claim failed. */
export type Observation = { code: string; values: Claim['values']; points: number; facts: Facts; text: string | null };
let observer: ((o: Observation) => void) | null = null;
/** For tests only: see every claim with the facts it was judged on (null to stop). */
export function _observeReasons(fn: ((o: Observation) => void) | null): void {
  observer = fn;
}

let everyFactor = false;
/** For tests only: also judge the reasons of the factors not listed (folded or worth 0 points). */
export function _explainEveryFactor(on: boolean): void {
  everyFactor = on;
}

/** Claims whose predicate or sign failed (kept for the tests; never expected). */
export const _rejected: Array<{ code: string; values: unknown; points: number }> = [];

/**
 * A reason from a claim, shown only when the kind's predicate holds for the claim's values and its
 * sign allows the points; otherwise the neutral fallback (which the property tests forbid).
 */
function reasonOf(factor: string, c: Claim, facts: Facts, points: number, kinds: readonly [PartyKind, PartyKind], subjectIsA: boolean): MatchReason {
  const kind = KIND_BY_CODE.get(c.code);
  const ok = kind !== undefined && signAllows(kind.sign, points) && kind.holds(facts as Facts<unknown, unknown>, c.values);
  const reason: MatchReason = ok
    ? Object.freeze({ factor, code: c.code, values: c.values, text: render(kind, c.values, kinds, subjectIsA), points })
    : fallback(factor, kinds, subjectIsA, points);
  if (!ok && _rejected.length < 10_000) _rejected.push({ code: c.code, values: c.values, points });
  if (observer) observer({ code: c.code, values: c.values, points, facts: { ...facts, fit: [facts.fit[0], facts.fit[1]], terms: [...facts.terms] }, text: ok ? reason.text : null });
  return reason;
}

function fallback(factor: string, kinds: readonly [PartyKind, PartyKind], subjectIsA: boolean, points: number): MatchReason {
  const values = { factor: FACTOR_NAMES[factor] ?? factor };
  return Object.freeze({ factor, code: FALLBACK.code, values, text: render(FALLBACK, values, kinds, subjectIsA), points });
}

const FACTOR_NAMES: Record<string, string> = { partnerType: 'partner type', marketType: 'market type', geography: 'location', text: 'description' };

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
  return v === 'foreign' || v === 'local' || v === 'investor' ? v : null;
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

type CandidateSet = {
  feats: Array<Features | null>;
  profiles: unknown[];
  text: Corpus;
  /** Position of each candidate in (id, kind) order; equal for exact duplicates. */
  idRank: Int32Array;
  /** Candidate indices in idRank order. */
  byId: Int32Array;
};

const setCache = new WeakMap<object, CandidateSet>();
const recent: CandidateSet[] = [];

function readParty(party: unknown): { kind: PartyKind | null; profile: unknown } {
  if (typeof party !== 'object' || party === null) return NO_PARTY;
  try {
    const kind = kindOf((party as { kind?: unknown }).kind);
    return kind ? { kind, profile: (party as { profile?: unknown }).profile } : NO_PARTY;
  } catch {
    return NO_PARTY;
  }
}
const NO_PARTY = { kind: null, profile: null };

/** Does `set` still describe `list` (same profiles, unchanged fields)? No allocation. */
function stillValid(set: CandidateSet, list: readonly unknown[]): boolean {
  if (set.feats.length !== list.length) return false;
  for (let i = 0; i < list.length; i++) {
    const party = list[i];
    const f = set.feats[i];
    if (typeof party !== 'object' || party === null) {
      if (f !== null) return false;
      continue;
    }
    let kind: PartyKind | null;
    let profile: unknown;
    try {
      kind = kindOf((party as { kind?: unknown }).kind);
      profile = (party as { profile?: unknown }).profile;
    } catch {
      return false;
    }
    if (!kind) {
      if (f !== null) return false;
      continue;
    }
    // the same profile object, still holding the values its cached features came from
    if (!f || f.kind !== kind || profile !== set.profiles[i] || !sameFields_(kind, profile, f)) return false;
  }
  return true;
}

function buildSet(list: readonly unknown[]): CandidateSet {
  const n = list.length;
  const feats = new Array<Features | null>(n);
  const profiles = new Array<unknown>(n);
  for (let i = 0; i < n; i++) {
    const { kind, profile } = readParty(list[i]);
    profiles[i] = kind ? profile : null;
    feats[i] = kind ? featuresOf_(kind, profile) : null;
  }
  const byId = Int32Array.from({ length: n }, (_, i) => i).sort((x, y) => {
    const fx = feats[x];
    const fy = feats[y];
    if (!fx || !fy) return fx ? -1 : fy ? 1 : 0;
    return compareStrings(fx.id, fy.id) || compareStrings(fx.kind, fy.kind);
  });
  const idRank = new Int32Array(n);
  for (let j = 0, rank = 0; j < n; j++) {
    const cur = feats[byId[j]!];
    const prev = j > 0 ? feats[byId[j - 1]!] : null;
    if (j > 0 && !(cur && prev && cur.id === prev.id && cur.kind === prev.kind)) rank = j;
    idRank[byId[j]!] = rank;
  }
  return { feats, profiles, text: new Corpus(feats.map((f) => (f ? queryDocOf(f) : null))), idRank, byId };
}

function candidateSet(list: readonly unknown[]): CandidateSet {
  const cached = setCache.get(list);
  if (cached && stillValid(cached, list)) return cached;
  for (const s of recent) {
    if (s !== cached && stillValid(s, list)) {
      setCache.set(list, s);
      return s;
    }
  }
  const set = buildSet(list);
  setCache.set(list, set);
  recent.unshift(set);
  if (recent.length > 4) recent.pop();
  return set;
}

// ---------------------------------------------------------------- scoring one pair in detail

type Entry = {
  /** The pair model with no feedback: the pair's base score, the same from both sides. */
  p: Prepared<Features, Features>;
  /** The same with this subject's feedback multipliers (null: no feedback). */
  pf: Prepared<Features, Features> | null;
  subjectIsA: boolean;
  /** Per FACTORS index: positions in the candidate's `src` of the fields behind that factor. */
  keyFields: Array<Int32Array | null>;
};

type Ctx = {
  subject: Features;
  subjectKind: PartyKind;
  set: CandidateSet;
  query: Query;
  fb: FeedbackEffect;
  /** Pair model per candidate kind (index: foreign 0, local 1, investor 2). */
  entries: Array<Entry | null>;
  /** Reasons (read-only, shared between matches) by text key and points; kept per subject. */
  memo: Map<number, MatchReason>;
  /** Text reasons by candidate index and points; kept per subject while the corpus is the same. */
  textMemo: Map<number, MatchReason>;
};

const KIND_INDEX: Record<PartyKind, number> = { foreign: 0, local: 1, investor: 2 };

/** Is the subject one of the set's profiles? */
function contains(set: CandidateSet, subjectKind: PartyKind, subject: Features, subjectProfile: unknown): boolean {
  for (let i = 0; i < set.feats.length; i++) {
    const f = set.feats[i];
    if (f && (set.profiles[i] === subjectProfile || (subject.id !== '' && f.id === subject.id && f.kind === subjectKind))) return true;
  }
  return false;
}

function makeCtx(subjectKind: PartyKind, subject: Features, subjectProfile: unknown, set: CandidateSet, fb: FeedbackEffect, population: CandidateSet | null): Ctx {
  const df = population ?? set;
  const query = prepareQuery(set.text, queryDocOf(subject), contains(df, subjectKind, subject, subjectProfile), df.text);
  const entries: Array<Entry | null> = [null, null, null];
  for (const k of KINDS) {
    const m = modelFor(subjectKind, k);
    if (!m) continue;
    const fields = m.model.fields[m.subjectIsA ? 1 : 0] as Record<string, readonly string[] | undefined>;
    const order = FIELDS[k];
    const keyFields = FACTORS.map((f) => {
      const fs = fields[f];
      return fs && f !== 'text' ? Int32Array.from(fs.map((x) => order.indexOf(x))) : null;
    });
    entries[KIND_INDEX[k]] = {
      p: prepare(m.model, NO_FEEDBACK.mult),
      pf: fb.active ? prepare(m.model, fb.mult) : null,
      subjectIsA: m.subjectIsA,
      keyFields,
    };
  }
  const memos = reasonMemo(subject, set.text, df.text);
  return { subject, subjectKind, set, query, fb, entries, memo: memos.memo, textMemo: memos.text };
}

type Memos = { corpus: Corpus; df: Corpus; memo: Map<number, MatchReason>; text: Map<number, MatchReason> };
const reasonMemos = new WeakMap<Features, Memos>();
const MAX_MEMO = 200_000;

/**
 * The reasons memo for a subject. A factor's reason depends only on the subject's features, the
 * candidate's values behind the factor and the points (weights carry no feedback); so the memo is
 * kept per subject features object (a profile edited in place gets new features, hence a new memo).
 * Text reasons (their shared terms depend on the candidate's document and the corpus's word
 * rarities) are kept by candidate index while the candidate corpus and the rarity corpus stay the same.
 */
function reasonMemo(subject: Features, corpus: Corpus, df: Corpus): Memos {
  let entry = reasonMemos.get(subject);
  if (!entry) {
    entry = { corpus, df, memo: new Map(), text: new Map() };
    reasonMemos.set(subject, entry);
  } else if (entry.corpus !== corpus || entry.df !== df) {
    entry.corpus = corpus;
    entry.df = df;
    entry.text = new Map();
  }
  if (entry.memo.size > MAX_MEMO) entry.memo.clear();
  if (entry.text.size > MAX_MEMO) entry.text.clear();
  return entry;
}

const STRIDE = 16;
/** Fits of every scored candidate (STRIDE per candidate), reused between rankings. */
let allFits = new Float64Array(STRIDE * 1024);
const FITS = new Float64Array(STRIDE);
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
function reciprocityReason(ctx: Ctx, cand: Features, p: Prepared<Features, Features>, subjectIsA: boolean, points: number): MatchReason {
  const [d0, d1] = directionScores(p, FITS);
  const forYou = subjectIsA ? d0 : d1;
  const forThem = subjectIsA ? d1 : d0;
  // The reason depends on the two kinds, the two percentages, which is larger, and the points.
  const key = (((KIND_INDEX[ctx.subjectKind] * 3 + KIND_INDEX[cand.kind]) * 2 + (forYou >= forThem ? 1 : 0)) * 10201 + Math.round(forYou * 100) * 101 + Math.round(forThem * 100)) * 256 + (points + 128);
  let r = memoOn ? reciprocityReasons.get(key) : undefined;
  if (r === undefined) {
    ENGINE_FACTS.points = points;
    ENGINE_FACTS.fit[0] = forYou;
    ENGINE_FACTS.fit[1] = forThem;
    const c = ENGINE.claim(forYou >= forThem ? 'one-sided.for-you' : 'one-sided.for-them', { forYou: pct(forYou), forThem: pct(forThem) });
    r = reasonOf(RECIPROCITY, c, ENGINE_FACTS as unknown as Facts, points, [ctx.subjectKind, cand.kind], true);
    if (reciprocityReasons.size < 100_000) reciprocityReasons.set(key, r);
  }
  return r;
}

const tuples = new Map<string, number>();
const MAX_TUPLES = 1 << 22;

/**
 * Memo keys of a candidate's reason texts, per factor, for one subject kind: the interned tuple of
 * the ids of the candidate's values behind the factor, times 16, plus the factor (-1: not memoised).
 * Within one ranking the subject and the weights are fixed, so the key determines the text.
 * Computed once per profile and subject kind, kept on the features object.
 */
function textKeys(e: Entry, cand: Features, kindIndex: number): Int32Array {
  const all = (cand.tkeys ??= [undefined, undefined, undefined]);
  const have = all[kindIndex];
  if (have) return have;
  const keys = new Int32Array(FACTORS_.length).fill(-1);
  for (let k = 0; k < FACTORS_.length; k++) {
    const kf = e.keyFields[k];
    if (!kf) continue;
    // the candidate's kind is part of the key: the same values mean different things to another model
    let tuple = `${cand.kind}:${k}`;
    let ok = true;
    for (let j = 0; j < kf.length; j++) {
      const id = valueId_(cand, kf[j]!);
      if (id < 0) ok = false;
      tuple += `,${id}`;
    }
    if (!ok) continue;
    let t = tuples.get(tuple);
    if (t === undefined) {
      if (tuples.size >= MAX_TUPLES) continue;
      tuples.set(tuple, (t = tuples.size));
    }
    keys[k] = t * 16 + k;
  }
  all[kindIndex] = keys;
  return keys;
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
function factorReason(ctx: Ctx, e: Entry, i: number, k: number, a: Features, b: Features, keys: Int32Array, points: number): MatchReason {
  const factor = FACTORS_[k]!;
  const isText = factor === 'text';
  const textKey = memoOn ? (isText ? i : keys[k]!) : -1;
  const key = textKey >= 0 ? textKey * 256 + (points + 128) : -1;
  const memo = isText ? ctx.textMemo : ctx.memo;
  if (key >= 0) {
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
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
  if (key >= 0) memo.set(key, reason);
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

function explainMatch(ctx: Ctx, i: number, base: number, score: number): MatchReason[] {
  const cand = ctx.set.feats[i]!;
  const e = ctx.entries[KIND_INDEX[cand.kind]]!;
  const p = e.p;
  const n = p.specs.length;
  for (let s = 0; s < n; s++) FITS[s] = allFits[i * STRIDE + s]!;
  const a = e.subjectIsA ? ctx.subject : cand;
  const b = e.subjectIsA ? cand : ctx.subject;
  const recip = decompose_(p, FITS, POINTS);
  const sel = selectReasons_(POINTS, recip, base, SELECTION);
  const keys = textKeys(e, cand, KIND_INDEX[ctx.subjectKind]);
  const reasons: MatchReason[] = [];
  for (let j = 0; j < sel.count; j++) {
    const k = sel.index[j]!;
    const points = sel.points[j]!;
    reasons.push(
      k === RECIPROCITY_INDEX_
        ? reciprocityReason(ctx, cand, p, e.subjectIsA, points)
        : factorReason(ctx, e, i, k, a, b, keys, points),
    );
  }
  const delta = score - base;
  if (delta !== 0) {
    const moved = movedFactors(ctx, e, delta);
    ENGINE_FACTS.points = delta;
    const reason = reasonOf(FEEDBACK, feedbackClaim(delta, moved.names, moved.yours), ENGINE_FACTS as unknown as Facts, delta, [ctx.subjectKind, cand.kind], true);
    // in order of strength among the listed reasons
    let at = reasons.length;
    while (at > 0 && Math.abs(reasons[at - 1]!.points) < Math.abs(delta)) at--;
    reasons.splice(at, 0, reason);
  }
  if (sel.folded !== 0) reasons.push(otherReason(sel.folded, sel.other));
  if (everyFactor) {
    // tests only: judge the reason every other factor would get, with its exact points rounded
    for (let k = 0; k < FACTORS_.length; k++) {
      if (Number.isNaN(POINTS[k]!) || reasons.some((r) => r.factor === FACTORS_[k])) continue;
      const whole = Math.round(POINTS[k]!);
      factorReason(ctx, e, i, k, a, b, keys, whole === 0 ? 0 : whole);
    }
  }
  return reasons;
}

// ---------------------------------------------------------------- ranking

function clampScore(score: number): number {
  return !(score >= 0) ? 0 : score > 100 ? 100 : score;
}

function harmonic([d0, d1]: [number, number]): number {
  return d0 + d1 > 0 ? (2 * d0 * d1) / (d0 + d1) : 0;
}

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
  if (allFits.length < n * STRIDE) allFits = new Float64Array(Math.max(n, allFits.length / STRIDE * 2) * STRIDE);
  const fits = allFits;
  const scores = new Int16Array(n).fill(-1);
  const bases = new Int16Array(n);
  const hs = new Float64Array(n);
  const counts = new Int32Array(101);
  const excluded = fb.excluded;
  const text = set.text;
  const query = ctx.query;
  for (let i = 0; i < n; i++) {
    const f = set.feats[i];
    if (!f || f.hidden || f.kind === s.kind) continue;
    if (set.profiles[i] === s.profile || (subjectF.id !== '' && f.id === subjectF.id)) continue;
    if (excluded.size && excluded.has(f.id)) continue;
    const e = ctx.entries[KIND_INDEX[f.kind]];
    if (!e) continue;
    const r = similarity_(text, query, i);
    let h = e.subjectIsA ? evaluate_(e.p, subjectF, f, r, fits, i * STRIDE) : evaluate_(e.p, f, subjectF, r, fits, i * STRIDE);
    const base = clampScore(Math.round(100 * h));
    let score = base;
    if (e.pf) {
      h = harmonic(directionScores(e.pf, fits.subarray(i * STRIDE, i * STRIDE + STRIDE)));
      score = clampScore(Math.round(100 * h));
    }
    scores[i] = score;
    bases[i] = base;
    hs[i] = h;
    counts[score] = counts[score]! + 1;
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
  for (let j = 0; j < count; j++) {
    const i = order[j]!;
    const f = set.feats[i]!;
    const sc = scores[i]!;
    out[j] = { id: f.id, kind: f.kind, score: sc, reasons: explainMatch(ctx, i, bases[i]!, sc) };
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
  const fa = featuresOf_(pa.kind, pa.profile);
  const fb = featuresOf_(pb.kind, pb.profile);
  const set = buildSet([b]);
  const ctx = makeCtx(pa.kind, fa, pa.profile, set, NO_FEEDBACK, null);
  const { p, subjectIsA } = ctx.entries[KIND_INDEX[pb.kind]]!;
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
