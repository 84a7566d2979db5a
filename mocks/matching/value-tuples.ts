// The values behind each factor as small numbers. A factor's fit and reason depend only on the
// subject and on the candidate's raw values behind that factor (the model's `fields`), so one
// ranking works them out once per distinct tuple of values, not once per candidate: thousands of
// partners share "Dubai", "B2B" or the same sector list. Only speed depends on this; every fit
// is the one the factor's function returns for those values.

import { FACTORS, type MatchReason } from './types';
import { type Features } from './features';
import { valueId } from './profile-docs';
import { PairIds } from './pair-ids';
import type { CandidateSet } from './candidate-set';
import type { Entry } from './pair-context';
import type { Spec } from './factors/model';

// Local aliases of hot imports (a plain binding is faster than a module getter under tsx).
const valueId_ = valueId;
const NF = FACTORS.length;
const KIND_INDEX_: Record<string, number> = { foreign: 0, local: 1, investor: 2 };

// Tuples of value ids are interned one pair at a time: (tuple so far, next value id) → a new id,
// starting from (candidate kind, factor). Numbers only, no key strings to build and hash. Ids are
// dense (64, 65, …), so a table indexed by them stays small.
const MAX_TUPLES = 1 << 22;
const tuples = new PairIds(64, MAX_TUPLES);

function extend(tuple: number, id: number): number {
  return tuples.get(tuple, id);
}

/**
 * Memo keys of a candidate's reason texts, per factor, for one subject kind: the interned tuple of
 * the ids of the candidate's values behind the factor, times 16, plus the factor (-1: not memoised).
 * Within one ranking the subject and the weights are fixed, so the key determines the text.
 * Computed once per profile and subject kind, kept on the features object.
 */
export function textKeys(e: Entry, cand: Features, kindIndex: number): number[] {
  const all = (cand.tkeys ??= [undefined, undefined, undefined]);
  const have = all[kindIndex];
  if (have) return have;
  const keys = new Array<number>(NF).fill(-1); // (a plain array: made per profile, cheaper than a typed one)
  for (let k = 0; k < NF; k++) {
    const kf = e.keyFields[k];
    if (!kf) continue;
    // the candidate's kind is part of the key: the same values mean different things to another model
    let tuple = KIND_INDEX_[cand.kind]! * 16 + k; // below 64, the first id extend() hands out
    for (let j = 0; j < kf.length && tuple >= 0; j++) {
      const id = valueId_(cand, kf[j]!);
      tuple = id < 0 ? -1 : extend(tuple, id);
    }
    if (tuple >= 0) keys[k] = tuple * 16 + k;
  }
  all[kindIndex] = keys;
  return keys;
}

/**
 * The distinct value tuples of one candidate set, for one subject kind: `of[i·NF + k]` is the
 * set's own number (0, 1, …) of candidate i's tuple behind factor k (-1: not memoised, e.g. a
 * long text, or the candidate is not ranked against this kind), `rep[t]` a candidate holding
 * tuple t and `factor[t]` its factor. Reasons already written for a tuple are kept with it
 * (`reasons`, two slots per tuple by whole points) while they come from the same memo (`owner`).
 */
export type SetTuples = {
  of: Int32Array;
  rep: Int32Array;
  factor: Uint8Array;
  count: number;
  owner: unknown;
  slotPoints: Int16Array;
  reasons: Array<MatchReason | undefined>;
};

/** Slot of a global tuple id in the set's numbering (+1; 0: not seen), reused between builds. */
let local = new Int32Array(1024);

/** The set's tuples for a subject of kind `subjectKind` (0–2), built on first use and kept on the set. */
export function setTuples(set: CandidateSet, entries: ReadonlyArray<Entry | null>, subjectKind: number): SetTuples {
  const all = (set.tuples ??= [undefined, undefined, undefined]);
  const have = all[subjectKind];
  if (have) return have;
  const n = set.feats.length;
  const of = new Int32Array(n * NF).fill(-1);
  const rep: number[] = [];
  const factor: number[] = [];
  const seen: number[] = [];
  for (let i = 0; i < n; i++) {
    const f = set.feats[i];
    const e = f ? entries[KIND_INDEX_[f.kind]!] : null;
    if (!f || !e) continue;
    const keys = textKeys(e, f, subjectKind);
    for (let k = 0; k < NF; k++) {
      const key = keys[k]!;
      if (key < 0) continue;
      const g = key >> 4;
      if (g >= local.length) {
        const next = new Int32Array(Math.max(g + 1, local.length * 2));
        next.set(local);
        local = next;
      }
      let t = local[g]! - 1;
      if (t < 0) {
        t = rep.length;
        local[g] = t + 1;
        seen.push(g);
        rep.push(i);
        factor.push(k);
      }
      of[i * NF + k] = t;
    }
  }
  for (let j = 0; j < seen.length; j++) local[seen[j]!] = 0;
  const count = rep.length;
  const out: SetTuples = {
    of, rep: Int32Array.from(rep), factor: Uint8Array.from(factor), count,
    owner: null, slotPoints: new Int16Array(count * 2), reasons: new Array<MatchReason | undefined>(count * 2).fill(undefined),
  };
  all[subjectKind] = out;
  return out;
}

/** Whole points no reason can have: marks an empty slot. */
const EMPTY = -32768;

/** The reason kept for tuple t at these whole points, if any (memo `owner` current). */
export function keptReason(st: SetTuples, owner: unknown, t: number, points: number): MatchReason | undefined {
  if (st.owner !== owner) {
    st.owner = owner;
    st.slotPoints.fill(EMPTY);
    st.reasons.fill(undefined);
    return undefined;
  }
  const at = t * 2;
  if (st.slotPoints[at] === points) return st.reasons[at];
  if (st.slotPoints[at + 1] === points) return st.reasons[at + 1];
  return undefined;
}

/** Keep a reason for tuple t at these whole points (the first free slot, else the second). */
export function keepReason(st: SetTuples, t: number, points: number, reason: MatchReason): MatchReason {
  const at = st.slotPoints[t * 2] === EMPTY ? t * 2 : t * 2 + 1;
  st.slotPoints[at] = points;
  st.reasons[at] = reason;
  return reason;
}

/**
 * Floored fits of every tuple's factor for this subject, on each side (NaN where the model has no
 * spec of that factor on that side), into `fit0` / `fit1` (at least `count` long).
 */
export function tupleFits(st: SetTuples, set: CandidateSet, entries: ReadonlyArray<Entry | null>, subject: Features, fit0: Float64Array, fit1: Float64Array): void {
  for (let t = 0; t < st.count; t++) {
    const cand = set.feats[st.rep[t]!]!;
    const e = entries[KIND_INDEX_[cand.kind]!]!;
    const a = e.subjectIsA ? subject : cand;
    const b = e.subjectIsA ? cand : subject;
    const k = st.factor[t]!;
    const p = e.p;
    const s0 = p.sideSpec[k * 2]!;
    const s1 = p.sideSpec[k * 2 + 1]!;
    fit0[t] = s0 >= 0 ? specFit(p.specs[s0]!, a, b) : NaN;
    fit1[t] = s1 >= 0 ? specFit(p.specs[s1]!, a, b) : NaN;
  }
}

/** A spec's fit, floored and capped as the model's evaluate() does (keyed factors are not text: no r). */
function specFit(s: Spec<Features, Features>, a: Features, b: Features): number {
  const f = s.fit(a, b, 0);
  return !(f >= s.floor) ? s.floor : f > 1 ? 1 : f;
}

/**
 * Each candidate's last reason of one kind (0: text, 1: one-sided fit) in front of its memo map:
 * (key, reason) per candidate position in two flat arrays on the set, valid while the memo map
 * (`owner`) is the same. The same map and key give the same reason, read by position instead of
 * from a large map. Only speed depends on it.
 */
export type CandidateSlots = { owner: unknown; key: Float64Array; reason: Array<MatchReason | undefined> };

export function slotsFor(set: CandidateSet, which: 0 | 1, owner: unknown): CandidateSlots {
  const all = (set.kept ??= [undefined, undefined]);
  let s = all[which];
  if (!s) {
    const n = set.feats.length;
    all[which] = s = { owner, key: new Float64Array(n).fill(NaN), reason: new Array<MatchReason | undefined>(n).fill(undefined) };
  } else if (s.owner !== owner) {
    s.owner = owner;
    s.key.fill(NaN);
    s.reason.fill(undefined);
  }
  return s;
}
