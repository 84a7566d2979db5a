/** The period the insights page shows: a preset ending today, or a custom range of days (UTC). */
export const PRESETS = ['7d', '30d', '90d'] as const;
export type Preset = (typeof PRESETS)[number];
export type PeriodChoice = Preset | 'custom';
export const PERIOD_CHOICES: readonly PeriodChoice[] = [...PRESETS, 'custom'];

export type InsightsPeriod = { period: Preset } | { period: 'custom'; from: string; to: string };

/** The server's default, so a bare /admin/insights and a bare call agree. */
export const DEFAULT_PERIOD: InsightsPeriod = { period: '30d' };

/** The longest custom period the server answers. */
export const MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of a YYYY-MM-DD day at 00:00 UTC, or null when it is not a real day. */
export function dayMs(value: string): number | null {
  if (!DATE.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value ? null : ms;
}

/** Today (UTC) as YYYY-MM-DD: the server counts days in UTC. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export type CustomError = 'missing' | 'order' | 'tooLong' | 'future';

/** Why a custom range cannot be asked for, or null when it can (the server checks the same, and says so). */
export function customRangeError(from: string, to: string, today: string = todayUtc()): CustomError | null {
  const start = dayMs(from);
  const end = dayMs(to);
  if (start === null || end === null) return 'missing';
  if (start > end) return 'order';
  if (end > (dayMs(today) ?? end)) return 'future';
  if ((end - start) / DAY_MS + 1 > MAX_DAYS) return 'tooLong';
  return null;
}

/** The query of the three period-bound calls. */
export function periodQuery(period: InsightsPeriod): Record<string, string> {
  return period.period === 'custom' ? { period: 'custom', from: period.from, to: period.to } : { period: period.period };
}

/** The period a URL asks for (?period=90d, ?period=custom&from=…&to=…); anything unreadable is the default. */
export function periodFromSearch(search: URLSearchParams, today: string = todayUtc()): InsightsPeriod {
  const period = search.get('period');
  if ((PRESETS as readonly string[]).includes(period ?? '')) return { period: period as Preset };
  if (period === 'custom') {
    const from = search.get('from') ?? '';
    const to = search.get('to') ?? '';
    if (customRangeError(from, to, today) === null) return { period: 'custom', from, to };
  }
  return DEFAULT_PERIOD;
}

/** The URL search of a period: it survives a reload and can be shared. */
export function periodSearch(period: InsightsPeriod): URLSearchParams {
  return new URLSearchParams(periodQuery(period));
}

/** A file-name-safe tag of the period for CSV names, e.g. "90d" or "2026-01-01_2026-03-31". */
export const periodTag = (period: InsightsPeriod) => (period.period === 'custom' ? `${period.from}_${period.to}` : period.period);
