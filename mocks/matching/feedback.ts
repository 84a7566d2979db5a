// Learning from contract outcomes.
//
// Each outcome carries the factors the pair shared when it happened. Per factor f:
//   u_f = Σ signal over the subject's own outcomes that list f   (actorId or subjectId is the subject)
//   g_f = Σ signal over everybody's outcomes that list f
//   signal: approved +1, rejected −1, cancelled −0.5
//   multiplier m_f = 1 + 0.5 · tanh(0.35 · u_f + 0.08 · g_f)     ∈ (0.5, 1.5)
// The multiplier scales the factor's weight on both sides of every pair model, for this subject only:
// the pair's base score uses no multipliers (so both sides see the same number), and what the
// multipliers change is shown as a reason of its own. Sums of integers and
// halves are order independent, so the result does not depend on the order of the feedback list.
// A counterpart the subject rejected (actorId = subject, outcome rejected) is never suggested again.

import { FACTORS, type MatchFeedback } from './types';
import { FACTOR_INDEX } from './factors/model';

export const USER_RATE = 0.35;
export const GLOBAL_RATE = 0.08;
export const MULTIPLIER_SPAN = 0.5;

const SIGNAL: Record<string, number> = { approved: 1, rejected: -1, cancelled: -0.5 };

export type FeedbackEffect = {
  /** Weight multiplier per factor (indexed like FACTORS). */
  mult: Float64Array;
  /** The subject's own signal per factor (approved +1, rejected −1, cancelled −0.5, summed). */
  user: Float64Array;
  /** Profile ids this subject rejected. */
  excluded: Set<string>;
  /** Whether any multiplier differs from 1. */
  active: boolean;
};

const NEUTRAL: FeedbackEffect = { mult: new Float64Array(FACTORS.length).fill(1), user: new Float64Array(FACTORS.length), excluded: new Set(), active: false };

/** No feedback: every multiplier 1. */
export const NO_FEEDBACK: FeedbackEffect = NEUTRAL;

function str(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
}

export function feedbackEffect(feedback: unknown, subjectId: string): FeedbackEffect {
  if (!Array.isArray(feedback) || feedback.length === 0) return NEUTRAL;
  const user = new Float64Array(FACTORS.length);
  const global = new Float64Array(FACTORS.length);
  const excluded = new Set<string>();
  for (const raw of feedback as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const e = raw as Partial<Record<keyof MatchFeedback, unknown>>;
    const signal = SIGNAL[str(e.outcome).toLowerCase()];
    if (signal === undefined) continue;
    const actor = str(e.actorId);
    const subj = str(e.subjectId);
    const cand = str(e.candidateId);
    const mine = subjectId !== '' && (actor === subjectId || subj === subjectId);
    if (mine && signal === -1 && actor === subjectId) {
      const other = subj === subjectId ? cand : subj;
      if (other) excluded.add(other);
    }
    const factors = Array.isArray(e.factors) ? e.factors : [];
    const seen = new Set<number>();
    for (const f of factors) {
      const k = typeof f === 'string' ? FACTOR_INDEX[f] : undefined;
      if (k === undefined || seen.has(k)) continue;
      seen.add(k);
      global[k] = global[k]! + signal;
      if (mine) user[k] = user[k]! + signal;
    }
  }
  const mult = new Float64Array(FACTORS.length);
  let active = false;
  for (let k = 0; k < FACTORS.length; k++) {
    mult[k] = 1 + MULTIPLIER_SPAN * Math.tanh(USER_RATE * user[k]! + GLOBAL_RATE * global[k]!);
    if (mult[k] !== 1) active = true;
  }
  return { mult, user, excluded, active };
}
