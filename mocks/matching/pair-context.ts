// What one ranking knows about its subject: the pair model per candidate kind (with and without
// this subject's feedback), the text query, and the reasons already written for this subject.

import { FACTORS, type MatchReason, type PartyKind } from './types';
import { FIELDS, type Features } from './features';
import { queryDocOf } from './profile-docs';
import { type Corpus, prepareQuery, type Query, type TermDoc } from './text-similarity';
import { prepare, type Prepared } from './factors/model';
import { NO_FEEDBACK, type FeedbackEffect } from './feedback';
import { KINDS, modelFor } from './models';
import type { CandidateSet } from './candidate-set';
import { setTuples, type SetTuples } from './value-tuples';

/** Fits kept per scored candidate (an upper bound on a pair model's fit specs). */
export const STRIDE = 16;

// ---------------------------------------------------------------- scoring one pair in detail

export type Entry = {
  /** The pair model with no feedback: the pair's base score, the same from both sides. */
  p: Prepared<Features, Features>;
  /** The same with this subject's feedback multipliers (null: no feedback). */
  pf: Prepared<Features, Features> | null;
  subjectIsA: boolean;
  /** Per FACTORS index: positions in the candidate's `src` of the fields behind that factor. */
  keyFields: Array<Int32Array | null>;
};

export type Ctx = {
  subject: Features;
  subjectKind: PartyKind;
  set: CandidateSet;
  query: Query;
  fb: FeedbackEffect;
  /** Pair model per candidate kind (index: foreign 0, local 1, investor 2). */
  entries: Array<Entry | null>;
  /** Reasons (read-only, shared between matches) by text key and points; kept per subject. */
  memo: Map<number, MatchReason>;
  /** Text reasons by candidate document and points; kept per subject while its term weights are the same. */
  textMemo: Map<number, MatchReason>;
  /** The candidate set's value tuples for this subject's kind (value-tuples.ts). */
  tuples: SetTuples;
};

export const KIND_INDEX: Record<PartyKind, number> = { foreign: 0, local: 1, investor: 2 };

/**
 * Is the subject one of the set's profiles? A set never changes once built (a changed array gets a
 * new set), so the answer for the last subject asked about is kept on it.
 */
function contains(set: CandidateSet, subjectKind: PartyKind, subject: Features, subjectProfile: unknown): boolean {
  const last = set.lastContains;
  if (last && last.subject === subject && last.profile === subjectProfile && last.kind === subjectKind) return last.result;
  let result = false;
  for (let i = 0; i < set.feats.length && !result; i++) {
    const f = set.feats[i];
    if (f && (set.profiles[i] === subjectProfile || (subject.id !== '' && f.id === subject.id && f.kind === subjectKind))) result = true;
  }
  set.lastContains = { subject, profile: subjectProfile, kind: subjectKind, result };
  return result;
}

export function makeCtx(subjectKind: PartyKind, subject: Features, subjectProfile: unknown, set: CandidateSet, fb: FeedbackEffect, population: CandidateSet | null): Ctx {
  const df = population ?? set;
  const selfInDf = contains(df, subjectKind, subject, subjectProfile);
  const subjectDoc = queryDocOf(subject);
  const query = prepareQuery(set.text, subjectDoc, selfInDf, df.text);
  const entries: Array<Entry | null> = [null, null, null];
  for (const k of KINDS) {
    const m = modelFor(subjectKind, k);
    if (!m) continue;
    const fields = m.model.fields[m.subjectIsA ? 1 : 0] as Record<string, readonly string[] | undefined>;
    const order = FIELDS[k];
    // A factor is memoised by its values only when each side has at most one spec of it (the
    // tuple tables hold one fit per side).
    const specs = m.model.specs;
    const single = (f: string) => [0, 1].every((side) => specs.filter((s) => s.factor === f && s.side === side).length <= 1);
    const keyFields = FACTORS.map((f) => {
      const fs = fields[f];
      return fs && f !== 'text' && single(f) ? Int32Array.from(fs.map((x) => order.indexOf(x))) : null;
    });
    entries[KIND_INDEX[k]] = {
      p: prepare(m.model, NO_FEEDBACK.mult),
      pf: fb.active ? prepare(m.model, fb.mult) : null,
      subjectIsA: m.subjectIsA,
      keyFields,
    };
  }
  const memos = reasonMemo(subject, idfKey(subjectDoc, df.text, selfInDf));
  const tuples = setTuples(set, entries, KIND_INDEX[subjectKind]);
  return { subject, subjectKind, set, query, fb, entries, memo: memos.memo, textMemo: memos.text, tuples };
}

/**
 * What the weights of the subject's terms are made of (prepareQuery): the rarity corpus's size,
 * whether the subject is in it, and the document frequency of each of the subject's terms.
 */
function idfKey(q: TermDoc, df: Corpus, selfInDf: boolean): string {
  let key = `${df.size}${selfInDf ? '+' : '-'}`;
  for (const t of q.terms) {
    const at = df.vocab.get(t);
    key += `,${at === undefined ? 0 : df.df[at]!}`;
  }
  return key;
}

type Memos = { idf: string; memo: Map<number, MatchReason>; text: Map<number, MatchReason> };
const reasonMemos = new WeakMap<Features, Memos>();
const MAX_MEMO = 200_000;

/**
 * The reasons memo for a subject. A factor's reason depends only on the subject's features, the
 * candidate's values behind the factor and the points (weights carry no feedback); so the memo is
 * kept per subject features object (a profile edited in place gets new features, hence a new memo).
 * A text reason depends on the candidate's documents (its query document, and whether its own is
 * empty), the points, and the weights of the subject's terms (their rarities): it is kept by
 * candidate document while those weights stay the same (`idf`, see idfKey), whatever the corpus
 * objects, so a fresh array of the same profiles reuses it.
 */
function reasonMemo(subject: Features, idf: string): Memos {
  let entry = reasonMemos.get(subject);
  if (!entry) {
    entry = { idf, memo: new Map(), text: new Map() };
    reasonMemos.set(subject, entry);
  } else if (entry.idf !== idf) {
    entry.idf = idf;
    entry.text = new Map();
  }
  if (entry.memo.size > MAX_MEMO) entry.memo.clear();
  if (entry.text.size > MAX_MEMO) entry.text.clear();
  return entry;
}
