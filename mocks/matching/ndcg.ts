// Ranking quality on the judged set: NDCG@k with graded relevance from the human order
// (best of n candidates has relevance n, the last has 1), and an industry-only baseline.

import type { Party } from './types';
import type { JudgedCase } from './judged-set';
import { bestAffinity, parseIndustries } from './industries';
import { toText } from './normalize';

/** NDCG@k of an ordering of ids against graded relevance (missing ids count as relevance 0). */
export function ndcgAtK(ordered: readonly string[], relevance: ReadonlyMap<string, number>, k = 5): number {
  const gains = (ids: readonly string[]) => ids.slice(0, k).reduce((s, id, i) => s + (relevance.get(id) ?? 0) / Math.log2(i + 2), 0);
  const ideal = [...relevance.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const best = gains(ideal);
  return best > 0 ? gains(ordered) / best : 0;
}

export function relevanceOf(c: JudgedCase): Map<string, number> {
  const n = c.ranked.length;
  return new Map(c.ranked.map((x, i) => [x.party.profile._id, n - i]));
}

function industryText(p: Party): string {
  const profile = p.profile as unknown as Record<string, unknown>;
  if (p.kind === 'foreign') return toText(profile.industry);
  if (p.kind === 'local') return toText(profile.industryFocus);
  return toText(profile.targetIndustries);
}

/**
 * Industry-only baseline: order candidates by their industry field alone (foreign industry, partner
 * industryFocus, investor targetIndustries), ties by id. `exact` scores 1 for a shared sector and 0
 * otherwise (what a naive filter does); otherwise the engine's own affinity table is used, which
 * makes the baseline stronger.
 */
export function industryOnlyOrder(subject: Party, candidates: readonly Party[], exact = true): string[] {
  const s = parseIndustries(industryText(subject)).mask;
  return candidates
    .map((c) => {
      const m = parseIndustries(industryText(c)).mask;
      return { id: c.profile._id, v: exact ? (s & m ? 1 : 0) : bestAffinity(s, m) || 0 };
    })
    .sort((a, b) => b.v - a.v || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((x) => x.id);
}

export type SetScore = { mean: number; perCase: Array<{ title: string; ndcg: number }> };

/** Mean NDCG@k over the set for an ordering function. */
export function scoreSet(set: readonly JudgedCase[], order: (c: JudgedCase) => string[], k = 5): SetScore {
  const perCase = set.map((c) => ({ title: c.title, ndcg: ndcgAtK(order(c), relevanceOf(c), k) }));
  return { mean: perCase.reduce((s, x) => s + x.ndcg, 0) / perCase.length, perCase };
}

/** Expected NDCG@k of a uniformly random order (each position's expected gain is the mean relevance). */
export function expectedRandomNdcg(set: readonly JudgedCase[], k = 5): number {
  let sum = 0;
  for (const c of set) {
    const rel = [...relevanceOf(c).values()].sort((a, b) => b - a);
    const mean = rel.reduce((s, r) => s + r, 0) / rel.length;
    let dcg = 0;
    let ideal = 0;
    for (let i = 0; i < Math.min(k, rel.length); i++) {
      dcg += mean / Math.log2(i + 2);
      ideal += rel[i]! / Math.log2(i + 2);
    }
    sum += dcg / ideal;
  }
  return sum / set.length;
}
