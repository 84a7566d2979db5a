// The pair models of the engine, the reason kinds they can show, and how a claim becomes a reason
// (shown only when its predicate holds). See docs/decisions/004-matching-engine.md.

import { PARTY_KINDS, type MatchReason, type PartyKind } from './types';
import { type PairModel } from './factors/model';
import { FOREIGN_LOCAL } from './factors/foreign-local';
import { FOREIGN_INVESTOR } from './factors/foreign-investor';
import { LOCAL_INVESTOR } from './factors/local-investor';
import { ENGINE } from './explain';
import { render, signAllows, type Claim, type Facts, type ReasonKind } from './reasons';

export const KINDS: readonly PartyKind[] = PARTY_KINDS;
const MODELS = [FOREIGN_LOCAL, FOREIGN_INVESTOR, LOCAL_INVESTOR] as unknown as ReadonlyArray<PairModel>;

/** Every reason kind the engine can show, by pair model, then the engine's own. */
export const REASON_KINDS: ReadonlyArray<ReasonKind<unknown, unknown> & { kinds?: readonly [PartyKind, PartyKind] }> = [
  ...MODELS.flatMap((m) => m.reasons.map((k) => ({ ...(k as ReasonKind<unknown, unknown>), kinds: m.kinds }))),
  ...ENGINE.kinds,
];
const KIND_BY_CODE = new Map<string, ReasonKind<unknown, unknown>>(REASON_KINDS.map((k) => [k.code, k]));
export const FALLBACK = KIND_BY_CODE.get('match.factor.fallback')!;

/** One claim as judged: `text` is the reason shown, or null when the claim failed. */
export type Observation = { code: string; values: Claim['values']; points: number; facts: Facts; text: string | null };
let observer: ((o: Observation) => void) | null = null;
/** For tests only: see every claim with the facts it was judged on (null to stop). */
export function _observeReasons(fn: ((o: Observation) => void) | null): void {
  observer = fn;
}

/** Switches for tests only. */
export const testHooks = { everyFactor: false };
/** For tests only: also judge the reasons of the factors not listed (folded or worth 0 points). */
export function _explainEveryFactor(on: boolean): void {
  testHooks.everyFactor = on;
}

/** Claims whose predicate or sign failed (kept for the tests; never expected). */
export const _rejected: Array<{ code: string; values: unknown; points: number }> = [];

/**
 * A reason from a claim, shown only when the kind's predicate holds for the claim's values and its
 * sign allows the points; otherwise the neutral fallback (which the property tests forbid).
 */
export function reasonOf(factor: string, c: Claim, facts: Facts, points: number, kinds: readonly [PartyKind, PartyKind], subjectIsA: boolean): MatchReason {
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

export function modelFor(subject: PartyKind, candidate: PartyKind): { model: PairModel; subjectIsA: boolean } | null {
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
