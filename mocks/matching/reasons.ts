// The catalogue of reason kinds. Every line of a match explanation is one kind: a code, the factor it
// explains, the sign its points may take, a plain condition, a predicate over the two profiles'
// features and a template. An explain function picks a kind and computes its values; the text is the
// template filled with those values, and the reason is shown only when the predicate holds for them
// (see docs/decisions/004-matching-engine.md, "Reasons are facts").
//
// Templates name the two sides with role tokens, so one template reads right for both viewers:
//   {A.Subj} {A.subj} {A.Poss} {A.poss} {A.be} {A.s} {A.has} {A.This} {A.it}   (A: side 0, B: side 1)
// gives "You / you / Your / your / are / '' / have / Your / you" for the viewer and "This business /
// this business / This business's / this business's / is / s / has / This / it" for the other side.
// Values: {name}, {name|cap} (capitalised), {name|a} ("a bank"), {name|A} ("A bank"); a list value
// is written "a, b and c"; [ ... ] is written only when every value inside it is non-empty.

import type { PartyKind } from './types';
import { article, cap, list, role, type Role } from './factors/words';
import { type Features } from './features';
import { queryDocOf } from './profile-docs';
import { tokenize } from './text-similarity';

export type Value = string | number | string[];
export type Values = Readonly<Record<string, Value>>;

/** + : the reason's points are never negative; − : never positive; ± : either way. */
export type Sign = '+' | '−' | '±';

/** What a predicate may look at: the pair's features (side 0, side 1), who is reading, the points. */
export type Facts<A = unknown, B = unknown> = { a: A; b: B; subjectIsA: boolean; points: number; fit: readonly [number, number]; terms: readonly string[] };

export type ReasonKind<A = never, B = never> = {
  code: string;
  factor: string;
  sign: Sign;
  /** When the reason may be shown, in plain words (the README's table). */
  condition: string;
  /** One template, or [when side A reads it, when side B reads it] where the wording differs. */
  template: string | readonly [string, string];
  /** Must hold for the values the explain function computed, or the reason is not shown. */
  holds: (x: Facts<A, B>, v: Values) => boolean;
};

/** What an explain function returns: the kind it picked and the values its text is made of. */
export type Claim = { readonly code: string; readonly values: Values };

export const NO_VALUES: Values = Object.freeze({});

type Spec<A, B> = Omit<ReasonKind<A, B>, 'code'>;

/**
 * Define the kinds of one pair model under a prefix ("business-partner"):
 * `defineKinds<A, B>()(prefix, specs)`. Returns the kinds and a typed `claim(code, values)`, so an
 * explain function can only pick a kind that exists.
 */
export function defineKinds<A, B>() {
  return <K extends string>(prefix: string, specs: Record<K, Spec<A, B>>) => {
    const kinds = (Object.keys(specs) as K[]).map((k) => Object.freeze({ code: `${prefix}.${k}`, ...specs[k] })) as ReadonlyArray<ReasonKind<A, B>>;
    const claim = (code: K, values: Values = NO_VALUES): Claim => ({ code: `${prefix}.${code}`, values });
    return { kinds, claim };
  };
}

const GROUP = /\[([^\]]*)\]/g;
const TOKEN = /\{([AB])\.(\w+)\}|\{(\w+)(?:\|(cap|a|A))?\}/g;

function roleToken(r: Role, name: string): string {
  switch (name) {
    case 'This':
      return r.you ? 'Your' : 'This';
    case 'it':
      return r.you ? 'you' : 'it';
    default: {
      const v = (r as unknown as Record<string, unknown>)[name];
      if (typeof v !== 'string') throw new Error(`Unknown role token ${name}`);
      return v;
    }
  }
}

export function valueText(v: Value | undefined): string {
  if (v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return list(v, v.length);
}

/** Fill a kind's template for a reader: side A is `kinds[0]`, side B `kinds[1]`. */
export function render(kind: Pick<ReasonKind, 'template'>, values: Values, kinds: readonly [PartyKind, PartyKind], subjectIsA: boolean): string {
  let t = typeof kind.template === 'string' ? kind.template : kind.template[subjectIsA ? 0 : 1];
  // [optional part]: written only when every value it names is non-empty
  if (t.includes('[')) t = t.replace(GROUP, (_m, inner: string) => ([...inner.matchAll(TOKEN)].some((m) => m[3] && valueText(values[m[3]]) === '') ? '' : inner));
  const A = role(kinds[0], subjectIsA);
  const B = role(kinds[1], !subjectIsA);
  return t.replace(TOKEN, (_m, side: string | undefined, token: string | undefined, name: string | undefined, filter: string | undefined) => {
    if (side) return roleToken(side === 'A' ? A : B, token!);
    const v = valueText(values[name!]);
    if (filter === 'cap') return cap(v);
    if (filter === 'a') return article(v);
    if (filter === 'A') return cap(article(v));
    return v;
  });
}

/** The names a template uses, for the checks that every value is written out. */
export function templateValues(kind: Pick<ReasonKind, 'template'>): string[] {
  const ts = typeof kind.template === 'string' ? [kind.template] : kind.template;
  const names = new Set<string>();
  for (const t of ts) for (const m of t.matchAll(TOKEN)) if (m[3]) names.add(m[3]);
  return [...names];
}

export function signAllows(sign: Sign, points: number): boolean {
  return sign === '±' || (sign === '+' ? points >= 0 : points <= 0);
}

// ---------------------------------------------------------------- predicates' small helpers

/** Is `label` the label of one of the set bits of `mask`? */
export function labelOf(mask: number, labels: readonly string[], label: Value | undefined): boolean {
  if (typeof label !== 'string') return false;
  for (let i = 0; i < labels.length; i++) if (mask & (1 << i) && labels[i] === label) return true;
  return false;
}

/** Every item of a list value is a label of `mask`. */
export function labelsOf(mask: number, labels: readonly string[], items: Value | undefined): boolean {
  if (!Array.isArray(items) || items.length === 0) return false;
  return items.every((it) => labelOf(mask, labels, it));
}

export function indexOfLabel(labels: readonly string[], label: Value | undefined): number {
  return typeof label === 'string' ? labels.indexOf(label) : -1;
}

// ---------------------------------------------------------------- the text factor's kinds, shared

/** Does a profile's text or labels contain the word (as the same stem)? */
export function mentions(f: Features, word: string): boolean {
  const stem = tokenize(word).terms[0];
  return stem !== undefined && queryDocOf(f).terms.includes(stem);
}

const quoted = (t: string) => `“${t}”`;

/** The words both profiles use, quoted, for the `text.shared-terms` kind. */
export function sharedTermsValues(terms: readonly string[]): Values {
  return { terms: terms.map(quoted) };
}

/** "Both profiles mention “a”, “b” and “c”": every word named is in both profiles. */
export const SHARED_TERMS: Omit<ReasonKind<Features, Features>, 'code'> = {
  factor: 'text',
  sign: '+',
  condition: 'Both profiles use the same distinctive words (the strongest three are named)',
  template: 'Both profiles mention {terms}',
  holds: (x, v) =>
    Array.isArray(v.terms) && v.terms.length > 0 && v.terms.every((t: string) => /^“.+”$/.test(t) && mentions(x.a, t.slice(1, -1)) && mentions(x.b, t.slice(1, -1))) && x.fit[0] >= 0.5,
};
