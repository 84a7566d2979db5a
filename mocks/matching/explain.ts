// Turning factor points into 2–5 plain-English reasons that account for the score exactly.
//
// Rule: score = round(100·H) = BASE_SCORE + Σ points of every factor + reciprocity (exact before
// rounding). The reasons list the strongest factors (by |points|, each rounded to a whole point),
// at most four of them; whatever is left — smaller factors and every rounding difference — is
// folded into one final "Other factors" reason. Hence, for every match:
//   BASE_SCORE + Σ reasons[i].points === score        (integers, so the equality is exact)

import { FACTORS, OTHER, RECIPROCITY, type MatchReason } from './types';

export const BASE_SCORE = 50;
export const MAX_LISTED = 4;

export type ReasonInput = {
  score: number;
  /** Points per factor, indexed like FACTORS; NaN for factors the pair model does not have. */
  points: Float64Array;
  reciprocity: number;
  /** Weight multiplier per factor from feedback. */
  mult: Float64Array;
  text: (factorIndex: number, points: number) => string;
  reciprocityText: () => string;
};

/** Symmetric rounding, so |rounded| never inverts the |points| order. */
function roundHalfAway(p: number): number {
  const r = Math.round(Math.abs(p));
  return r === 0 ? 0 : p < 0 ? -r : r;
}

type Item = { factor: string; index: number; pts: number; r: number };

function weightNote(m: number): string {
  if (Math.abs(m - 1) < 0.05) return '';
  return ` (weighted ×${m.toFixed(2)} by past contract outcomes)`;
}

export function buildReasons(x: ReasonInput): MatchReason[] {
  const items: Item[] = [];
  for (let k = 0; k < FACTORS.length; k++) {
    const p = x.points[k]!;
    if (Number.isNaN(p)) continue;
    items.push({ factor: FACTORS[k]!, index: k, pts: p, r: roundHalfAway(p) });
  }
  if (x.reciprocity !== 0) items.push({ factor: RECIPROCITY, index: -1, pts: x.reciprocity, r: roundHalfAway(x.reciprocity) });
  items.sort((a, b) => Math.abs(b.pts) - Math.abs(a.pts) || (a.factor < b.factor ? -1 : a.factor > b.factor ? 1 : 0));

  const chosen: Item[] = [];
  for (const it of items) {
    if (chosen.length >= MAX_LISTED) break;
    if (it.r !== 0) chosen.push(it);
  }
  let listed = 0;
  for (const it of chosen) listed += it.r;
  let rem = x.score - BASE_SCORE - listed;
  // Always at least two reasons: pad with the next strongest factors (worth 0 after rounding).
  const needed = 2 - chosen.length - (rem !== 0 ? 1 : 0);
  if (needed > 0) {
    for (const it of items) {
      if (chosen.length >= 2 - (rem !== 0 ? 1 : 0)) break;
      if (!chosen.includes(it)) chosen.push({ ...it, r: 0 });
    }
  }
  const reasons: MatchReason[] = chosen.map((it) => ({
    factor: it.factor,
    text: it.index < 0 ? x.reciprocityText() : x.text(it.index, it.pts) + weightNote(x.mult[it.index] ?? 1),
    points: it.r,
  }));
  if (rem !== 0) {
    const folded = items.filter((it) => !chosen.some((c) => c.factor === it.factor) && it.r !== 0).map((it) => FACTOR_WORDS[it.factor] ?? it.factor);
    const what = folded.length ? `${folded.slice(0, 3).join(', ')}${folded.length > 3 ? ', …' : ''} and rounding` : 'rounding of the factors above';
    reasons.push({ factor: OTHER, text: `Other factors combined (${what})`, points: rem });
    rem = 0;
  }
  return reasons;
}

const FACTOR_WORDS: Record<string, string> = {
  industry: 'industry',
  partnerType: 'partner type',
  marketType: 'market type',
  budget: 'budget',
  timeline: 'timeline',
  geography: 'location',
  language: 'language',
  collaboration: 'collaboration style',
  stage: 'stage',
  ticket: 'ticket size',
  involvement: 'involvement',
  horizon: 'exit horizon',
  text: 'descriptions',
  reciprocity: 'one-sidedness',
};
