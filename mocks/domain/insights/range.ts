import type { components } from '../../../src/api/schema';
import { badRequest } from '../../http/failure';
import { fillPlain } from '../../http/wording';
import { admin } from '../../i18n/en';

/*
 * The period an insights call is about: the last 7, 30 or 90 days up to today (UTC, today
 * included), or a custom span of whole UTC days. Bad input is a 400 with a sentence an admin can act on.
 */

export type PeriodName = components['schemas']['InsightsPeriodName'];
type RangeView = components['schemas']['InsightsRange'];

export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
export const MAX_PERIOD_DAYS = 366;
export const DEFAULT_PERIOD: PeriodName = '30d';

const PRESET_DAYS: Readonly<Record<Exclude<PeriodName, 'custom'>, number>> = { '7d': 7, '30d': 30, '90d': 90 };

export const rangeMessages = {
  period: admin.period,
  customDates: admin.customDates,
  badDate: admin.badDate,
  order: admin.order,
  tooLong: fillPlain(admin.tooLong, { days: MAX_PERIOD_DAYS }),
} as const;

/** The period as the answer states it, with its bounds: [startMs, endMs), endMs the midnight after `to`. */
export interface Range extends RangeView {
  startMs: number;
  endMs: number;
}

/** Midnight (UTC) of the day an instant falls on. */
export const dayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** YYYY-MM-DD (UTC) of an instant. */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday (UTC midnight) of the week an instant falls in. */
export function mondayOf(ms: number): number {
  const day = dayStart(ms);
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return day - weekday * DAY_MS;
}

/** Midnight of a real calendar day written YYYY-MM-DD, or null ("2027-02-31" is not one). */
export function parseDay(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00.000Z`);
  return Number.isFinite(ms) && isoDay(ms) === value ? ms : null;
}

const refuse = (message: string, path: 'period' | 'from' | 'to') => badRequest(message, [{ path, message }]);

function rangeOf(period: PeriodName, startMs: number, lastDayMs: number): Range {
  return {
    period,
    from: isoDay(startMs),
    to: isoDay(lastDayMs),
    days: Math.round((lastDayMs - startMs) / DAY_MS) + 1,
    startMs,
    endMs: lastDayMs + DAY_MS,
  };
}

export interface PeriodQuery {
  period?: string | null;
  from?: string | null;
  to?: string | null;
}

/**
 * Reads `period` (default 30d), and `from`/`to` for a custom one (ignored otherwise, as the
 * contract says). Throws a 400 Failure naming the parameter at fault.
 */
export function resolveRange(query: PeriodQuery, nowMs: number): Range {
  const period = query.period ?? DEFAULT_PERIOD;
  if (period !== 'custom') {
    if (!Object.hasOwn(PRESET_DAYS, period)) throw refuse(rangeMessages.period, 'period');
    const days = PRESET_DAYS[period as keyof typeof PRESET_DAYS];
    const today = dayStart(nowMs);
    return rangeOf(period as PeriodName, today - (days - 1) * DAY_MS, today);
  }
  if (!query.from) throw refuse(rangeMessages.customDates, 'from');
  if (!query.to) throw refuse(rangeMessages.customDates, 'to');
  const from = parseDay(query.from);
  if (from === null) throw refuse(rangeMessages.badDate, 'from');
  const to = parseDay(query.to);
  if (to === null) throw refuse(rangeMessages.badDate, 'to');
  if (from > to) throw refuse(rangeMessages.order, 'to');
  if ((to - from) / DAY_MS + 1 > MAX_PERIOD_DAYS) throw refuse(rangeMessages.tooLong, 'to');
  return rangeOf('custom', from, to);
}

/** The range as the contract's InsightsRange (without the bounds the server computes with). */
export const rangeView = ({ period, from, to, days }: Range): RangeView => ({ period, from, to, days });
