import type { components } from '@/api/schema';
import { insights } from '@/i18n/insights';
import { fill, formatNumber, formatPercent } from '@/lib/format';

type Schemas = components['schemas'];
type FunnelStep = Schemas['FunnelStep'];

/**
 * The one-line summary of each figure, written for a screen reader (and shown to everyone under the
 * figure's title): what the chart says, in words, from the same numbers.
 */
const percent = (share: number | null) => (share === null ? '–' : formatPercent(share));
const countOf = (steps: readonly FunnelStep[], step: FunnelStep['step']) => steps.find((item) => item.step === step)?.count ?? 0;

export function funnelSummary(steps: readonly FunnelStep[]): string {
  const shown = countOf(steps, 'shown');
  const requested = countOf(steps, 'requested');
  return fill(insights.funnel.summary, {
    shown: formatNumber(shown),
    requested: formatNumber(requested),
    requestedRate: percent(shown ? requested / shown : null),
    approved: formatNumber(countOf(steps, 'approved')),
  });
}

/** Which corridor's requests were approved most and least often. */
export function corridorSummary(corridors: Schemas['InsightsFunnel']['corridors']): string {
  const rated = corridors.flatMap(({ corridor, steps }) => {
    const requested = countOf(steps, 'requested');
    return requested ? [{ name: insights.funnel.corridors[corridor], rate: countOf(steps, 'approved') / requested }] : [];
  });
  if (rated.length === 0) return insights.funnel.corridorSummaryNone;
  const sorted = [...rated].sort((a, b) => b.rate - a.rate);
  const best = sorted[0]!;
  const worst = sorted[sorted.length - 1]!;
  return fill(insights.funnel.corridorSummary, { best: best.name, bestRate: percent(best.rate), worst: worst.name, worstRate: percent(worst.rate) });
}

export function acceptanceSummary({ rate, weeks, band }: Schemas['InsightsAcceptance']): string {
  const rates = weeks.flatMap((week) => (week.rate === null ? [] : [week.rate]));
  if (rate === null || rates.length === 0) return insights.acceptance.summaryNone;
  return fill(insights.acceptance.summary, {
    rate: percent(rate),
    min: percent(Math.min(...rates)),
    max: percent(Math.max(...rates)),
    below: formatNumber(rates.filter((value) => value < band.low).length),
    weeks: formatNumber(rates.length),
  });
}

/** The highest and the lowest score band with answers, side by side. */
export function bandsSummary(bands: readonly Schemas['ScoreBand'][]): string {
  const answered = bands.filter((band) => band.rate !== null);
  if (answered.length < 2) return insights.quality.summaryFlat;
  const bottom = answered[0]!;
  const top = answered[answered.length - 1]!;
  return fill(insights.quality.summary, { top: top.band, topRate: percent(top.rate), bottom: bottom.band, bottomRate: percent(bottom.rate) });
}

export function reasonsSummary(reasons: readonly Schemas['ReasonOutcomes'][]): string {
  const first = reasons[0];
  if (!first) return insights.quality.reasonsSummaryNone;
  return fill(insights.quality.reasonsSummary, {
    reason: first.label,
    approvedShare: percent(first.approvedShare),
    rejectedShare: percent(first.rejectedShare),
  });
}

/** How many rows are short of partners, and the largest gap (rows come largest shortfall first). */
export function supplySummary(rows: readonly Schemas['SupplyRow'][], template: string, none: string): string {
  const short = rows.filter((row) => row.short);
  const first = short[0];
  if (!first) return none;
  return fill(template, {
    count: formatNumber(short.length),
    total: formatNumber(rows.length),
    name: first.name,
    demand: formatNumber(first.demand),
    supply: formatNumber(first.supply),
  });
}

/** A duration in hours as the page writes it: hours under two days, days from there, one decimal. */
export function formatHours(hours: number): string {
  const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);
  return hours < 48
    ? fill(insights.acceptance.hours, { hours: oneDecimal(hours) })
    : fill(insights.acceptance.days, { days: oneDecimal(hours / 24) });
}

export { percent as formatShare };
