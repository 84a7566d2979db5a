// Small wording helpers for explanations: who is "you" and who is "this partner".

import type { PartyKind } from '../types';

export type Role = {
  you: boolean;
  /** "you" / "this partner" */
  subj: string;
  Subj: string;
  /** "your" / "this partner's" */
  poss: string;
  Poss: string;
  /** "are" / "is" */
  be: string;
  /** verb ending: "" for you, "s" for them ("want" / "wants") */
  s: string;
  /** "have" / "has" */
  has: string;
};

const NOUN: Record<PartyKind, string> = { foreign: 'this business', local: 'this partner', investor: 'this investor' };

const YOU: Role = Object.freeze({ you: true, subj: 'you', Subj: 'You', poss: 'your', Poss: 'Your', be: 'are', s: '', has: 'have' });
const THEM: Record<PartyKind, Role> = {
  foreign: them('foreign'),
  local: them('local'),
  investor: them('investor'),
};
function them(kind: PartyKind): Role {
  const n = NOUN[kind];
  return Object.freeze({ you: false, subj: n, Subj: cap(n), poss: `${n}'s`, Poss: `${cap(n)}'s`, be: 'is', s: 's', has: 'has' });
}

/** Wording for a side: "you" when it is the subject, "this partner" (etc.) otherwise. Shared constants. */
export function role(kind: PartyKind, isSubject: boolean): Role {
  return isSubject ? YOU : THEM[kind];
}

export function cap(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

export function article(word: string): string {
  return /^[aeiou]/i.test(word) || /^(?:IT|HR|R&D)\b/.test(word) || /^(?:8|11|18)(?!\d\d\d)/.test(word) ? `an ${word}` : `a ${word}`;
}

export function list(items: readonly string[], max = 3): string {
  const xs = items.slice(0, max);
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

export function pct(x: number): string {
  return `${Math.round(x * 100)}%`;
}
