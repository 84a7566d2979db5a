import { insights } from '@/i18n/insights';
import { formatShare } from '../lib/summaries';
import type { ChartColumnOf } from './chart-figure';

/** A row of requests by outcome: how many were sent, approved and rejected, and the acceptance rate. */
export interface Outcomes {
  sent: number;
  approved: number;
  rejected: number;
  rate: number | null;
}

/** The table columns of a row by outcome, after the row's own first column (a week, a score band). */
export function outcomeColumns<Row extends Outcomes>(): ChartColumnOf<Row>[] {
  const { sent, approved, rejected, rate } = insights.outcomes;
  return [
    { key: 'sent', label: sent, numeric: true },
    { key: 'approved', label: approved, numeric: true },
    { key: 'rejected', label: rejected, numeric: true },
    { key: 'rate', label: rate, numeric: true, format: (value: number | null) => formatShare(value) },
  ] as ChartColumnOf<Row>[];
}
