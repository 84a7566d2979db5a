import type { components } from '@/api/schema';
import { insights } from '@/i18n/insights';
import { optionText } from '@/i18n/options';
import { fill, formatNumber, formatPercent } from '@/lib/format';

type Schemas = components['schemas'];
type FunnelStep = Schemas['FunnelStep'];

/**
 * The one-line summary of each figure, written for a screen reader (and shown to everyone under the
 * figure's title): what the chart says, in words, from the same numbers. A count a message words by
 * its plural in Arabic (weeks, industries, hours, days) reaches it as a number, written in the
 * locale by the message itself; English reads those as plain placeholders (never past 999).
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
    weeks: rates.length,
  });
}

/** The highest and the lowest score band with answers, side by side. */
export function bandsSummary(bands: readonly Schemas['ScoreBand'][]): string {
  const answered = bands.filter((band) => band.rate !== null);
  if (answered.length < 2) return insights.quality.summaryFlat;
  const bottom = answered[0]!;
  const top = answered[answered.length - 1]!;
  return fill(insights.quality.summary, { top: bandLabel(top), topRate: percent(top.rate), bottom: bandLabel(bottom), bottomRate: percent(bottom.rate) });
}

export function reasonsSummary(reasons: readonly Schemas['ReasonOutcomes'][]): string {
  const first = reasons[0];
  if (!first) return insights.quality.reasonsSummaryNone;
  return fill(insights.quality.reasonsSummary, {
    reason: reasonLabel(first),
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
    total: rows.length,
    name: optionText(first.name),
    demand: formatNumber(first.demand),
    supply: formatNumber(first.supply),
  });
}

/** A duration in hours as the page writes it: hours under two days, days from there, one decimal. */
export function formatHours(hours: number): string {
  const oneDecimal = (value: number) => Math.round(value * 10) / 10;
  return hours < 48
    ? fill(insights.acceptance.hours, { hours: oneDecimal(hours) })
    : fill(insights.acceptance.days, { days: oneDecimal(hours / 24) });
}

/** A score band's name from its bounds, in the reader's words and digits: "Under 50", "50–59", "90+". */
export function bandLabel({ min, max }: Pick<Schemas['ScoreBand'], 'min' | 'max'>): string {
  const words = insights.quality.bands;
  if (min <= 0) return fill(words.under, { limit: formatNumber(max + 1) });
  if (max >= 100) return fill(words.top, { min: formatNumber(min) });
  return fill(words.range, { min: formatNumber(min), max: formatNumber(max) });
}

/** A matching factor's name in the reader's language; the server's label for a factor the app does not know. */
export const reasonLabel = ({ factor, label }: Pick<Schemas['ReasonOutcomes'], 'factor' | 'label'>): string => insights.quality.factors[factor] ?? label;

export { percent as formatShare };
