import type { components } from '../../../src/api/schema';
import type { InsightEventRecord } from '../../db/records';
import { FACTORS, type FactorName } from '../../matching';
import { lifecycleOf, requestsIn, share } from './facts';
import { rangeView, type Range } from './range';

type InsightsMatchQuality = components['schemas']['InsightsMatchQuality'];
type ScoreBand = components['schemas']['ScoreBand'];
type ReasonOutcomes = components['schemas']['ReasonOutcomes'];

/** Every factor the engine scores, as an admin reads it. */
export const FACTOR_LABELS: Readonly<Record<FactorName, string>> = {
  industry: 'Industry',
  partnerType: 'Partner type',
  marketType: 'Market type',
  budget: 'Budget',
  timeline: 'Timeline',
  geography: 'Geography',
  language: 'Language',
  collaboration: 'Collaboration',
  stage: 'Investment stage',
  ticket: 'Ticket size',
  involvement: 'Involvement',
  horizon: 'Exit horizon',
  text: 'Profile description',
};

/** The score bands, in the contract's order (labels with an en dash). */
export const SCORE_BANDS: ReadonlyArray<{ band: string; min: number; max: number }> = [
  { band: 'Under 50', min: 0, max: 49 },
  { band: '50–59', min: 50, max: 59 },
  { band: '60–69', min: 60, max: 69 },
  { band: '70–79', min: 70, max: 79 },
  { band: '80–89', min: 80, max: 89 },
  { band: '90+', min: 90, max: 100 },
];

/** The band of a score (scores are whole numbers from 0 to 100). */
export const bandIndex = (score: number) => (score < 50 ? 0 : Math.min(5, Math.floor(score / 10) - 4));

const isFactor = (factor: string): factor is FactorName => Object.hasOwn(FACTOR_LABELS, factor);

/**
 * The requests sent during the period, banded by the pair's score when the request was sent, with
 * each band's acceptance (approved over approved plus rejected); and, per factor, how many of the
 * approved and of the rejected requests had a reason of that factor adding points. A request the
 * engine gave no score counts in the totals but in no band.
 */
export function matchQuality(events: readonly InsightEventRecord[], range: Range, nowMs: number): InsightsMatchQuality {
  const { answers } = lifecycleOf(events, nowMs);
  const bands: ScoreBand[] = SCORE_BANDS.map((band) => ({ ...band, sent: 0, approved: 0, rejected: 0, rate: null }));
  const byFactor = new Map<FactorName, { approved: number; rejected: number }>();
  let approved = 0;
  let rejected = 0;
  for (const request of requestsIn(events, range, nowMs)) {
    const band = typeof request.score === 'number' && Number.isFinite(request.score) ? bands[bandIndex(request.score)] : undefined;
    if (band) band.sent += 1;
    const outcome = answers.get(request.contractId)?.outcome;
    if (outcome !== 'approved' && outcome !== 'rejected') continue;
    if (outcome === 'approved') approved += 1;
    else rejected += 1;
    if (band) band[outcome] += 1;
    for (const factor of new Set(Array.isArray(request.factors) ? request.factors : [])) {
      if (!isFactor(factor)) continue;
      const counts = byFactor.get(factor) ?? { approved: 0, rejected: 0 };
      counts[outcome] += 1;
      byFactor.set(factor, counts);
    }
  }
  for (const band of bands) band.rate = share(band.approved, band.approved + band.rejected);
  const reasons: ReasonOutcomes[] = FACTORS.flatMap((factor) => {
    const counts = byFactor.get(factor);
    if (!counts) return [];
    return [
      {
        factor,
        label: FACTOR_LABELS[factor],
        approved: counts.approved,
        rejected: counts.rejected,
        approvedShare: share(counts.approved, approved),
        rejectedShare: share(counts.rejected, rejected),
      },
    ];
  });
  // Most frequent on approved requests first; then on rejected ones; then the engine's order of factors.
  reasons.sort((a, b) => b.approved - a.approved || b.rejected - a.rejected);
  return { range: rangeView(range), bands, reasons, approved, rejected };
}
