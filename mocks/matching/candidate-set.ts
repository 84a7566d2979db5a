// The parties handed to the engine, read defensively, and the corpus of one candidate array (its
// features and text), cached while the array and its profiles stay the same.

import { type PartyKind } from './types';
import { FIELDS, featuresOf, sameFields, type Features } from './features';
import { SAME } from './same-fields';
import { queryDocOf } from './profile-docs';
import { Corpus } from './text-similarity';
import type { CandidateSlots, SetTuples } from './value-tuples';

// Local aliases of hot imports (a plain binding is faster than a module getter under tsx).
const sameFields_ = sameFields;
const featuresOf_ = featuresOf;
/** The validators of same-fields.ts by kind index. */
const SAME_BY = [SAME.foreign, SAME.local, SAME.investor];

const KIND_INDEX: Record<PartyKind, number> = { foreign: 0, local: 1, investor: 2 };

/**
 * Which of the set's candidates are the subject itself: the same profile object, or the same id
 * (of any kind). Worked out once per set and subject (a set never changes once built).
 */
export function selfMask(set: CandidateSet, subject: Features, subjectProfile: unknown): Uint8Array {
  const last = set.lastSelf;
  if (last && last.subject === subject && last.profile === subjectProfile) return last.mask;
  const n = set.feats.length;
  const mask = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const f = set.feats[i];
    if (f && (set.profiles[i] === subjectProfile || (subject.id !== '' && f.id === subject.id))) mask[i] = 1;
  }
  set.lastSelf = { subject, profile: subjectProfile, mask };
  return mask;
}

export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function kindOf(v: unknown): PartyKind | null {
  return v === 'foreign' || v === 'local' || v === 'investor' ? v : null;
}

export function partyOf(v: unknown): { kind: PartyKind; profile: unknown } | null {
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

export type CandidateSet = {
  feats: Array<Features | null>;
  profiles: unknown[];
  text: Corpus;
  /** Position of each candidate in (id, kind) order; equal for exact duplicates. */
  idRank: Int32Array;
  /** Candidate indices in idRank order. */
  byId: Int32Array;
  /** Whether the last subject ranked against it is one of its profiles (see pair-context.ts). */
  lastContains?: { subject: Features; profile: unknown; kind: PartyKind; result: boolean };
  /** Per candidate: its kind's index (0–2), or -1 when it is never suggested (unreadable, hidden). */
  kinds: Int8Array;
  /** Which candidates are the last subject ranked against it (same profile object or same id). */
  lastSelf?: { subject: Features; profile: unknown; mask: Uint8Array };
  /** Per candidate: its cached features' kind index (0–2), or -1 when it has none. */
  codes: Int8Array;
  /**
   * Every candidate's raw values (its features' `src`) one after another, and where each candidate's
   * start (-1: not all its fields were read). Checking a set reads them in order from one array.
   */
  src: unknown[];
  srcAt: Int32Array;
  /** Its distinct value tuples per subject kind (see value-tuples.ts), built on first use. */
  tuples?: Array<SetTuples | undefined>;
  /** Each candidate's last text and one-sided-fit reason (see value-tuples.ts). */
  kept?: [CandidateSlots | undefined, CandidateSlots | undefined];
};

const setCache = new WeakMap<object, CandidateSet>();
const recent: CandidateSet[] = [];

/** Does `set` still describe `list` (same profiles, unchanged fields)? No allocation. */
function stillValid(set: CandidateSet, list: readonly unknown[]): boolean {
  if (set.feats.length !== list.length) return false;
  const codes = set.codes;
  const src = set.src;
  const srcAt = set.srcAt;
  const profiles = set.profiles;
  for (let i = 0; i < list.length; i++) {
    const party = list[i];
    const code = codes[i]!;
    if (typeof party !== 'object' || party === null) {
      if (code >= 0) return false;
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
      if (code >= 0) return false;
      continue;
    }
    // the same profile object, still holding the values its cached features came from
    if (code !== KIND_INDEX[kind] || profile !== profiles[i]) return false;
    const at = srcAt[i]!;
    if (at < 0) {
      if (!sameFields_(kind, profile, set.feats[i]!)) return false;
      continue;
    }
    if (typeof profile !== 'object' || profile === null) return false;
    try {
      if (!SAME_BY[code]!(profile as Record<string, unknown>, src, at)) return false;
    } catch {
      return false;
    }
  }
  return true;
}

export function buildSet(list: readonly unknown[]): CandidateSet {
  const n = list.length;
  const feats = new Array<Features | null>(n);
  const profiles = new Array<unknown>(n);
  for (let i = 0; i < n; i++) {
    const party = partyOf(list[i]);
    profiles[i] = party ? party.profile : null;
    feats[i] = party ? featuresOf_(party.kind, party.profile) : null;
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
  const kinds = new Int8Array(n);
  const codes = new Int8Array(n);
  const src: unknown[] = [];
  const srcAt = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const f = feats[i];
    kinds[i] = f && !f.hidden ? KIND_INDEX[f.kind] : -1;
    codes[i] = f ? KIND_INDEX[f.kind] : -1;
    if (!f || f.src.length !== FIELDS[f.kind].length) continue;
    srcAt[i] = src.length;
    for (let j = 0; j < f.src.length; j++) src.push(f.src[j]);
  }
  return { feats, profiles, text: new Corpus(feats.map((f) => (f ? queryDocOf(f) : null))), idRank, byId, kinds, codes, src, srcAt };
}

export function candidateSet(list: readonly unknown[]): CandidateSet {
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
