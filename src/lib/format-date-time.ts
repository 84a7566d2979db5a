import { defaultFormatLocale, formatDate, parseDate } from './format';

/*
 * Instants with their time and zone ("9 Jun 2026, 10:19 GST"), for what happened at a moment
 * (a signature, an audit event). Apart from format.ts so the pages that show no time of day, the
 * home page first, do not carry it.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

export interface DateTimeOptions {
  locale?: string;
  /** An IANA zone; the reader's own when left out. */
  timeZone?: string;
}

/** "9 Jun 2026, 10:19 GST": day, month, year, 24-hour time and the zone's short name. */
export function formatDateTime(value: string | Date | null | undefined, { locale = defaultFormatLocale, timeZone }: DateTimeOptions = {}): string {
  const date = parseDate(value);
  if (!date) return typeof value === 'string' ? value.trim() : '';
  const key = `${locale}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      // English names the zone short ("GST"); Arabic's short style is only an offset, its long one a name.
      timeZoneName: locale.startsWith('en') ? 'short' : 'long',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago an instant was, in the largest unit that fits: "now", "5 min. ago", "3 hr. ago",
 * "yesterday", "2 wk. ago"; from five weeks on, the date itself ("9 Jun 2026"). Pair it with the
 * absolute time (`formatDateTime`) on hover.
 */
export function formatRelativeTime(value: string | Date | null | undefined, now: Date = new Date(), locale = defaultFormatLocale): string {
  const date = parseDate(value);
  if (!date) return '';
  let formatter = relativeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
    relativeFormatters.set(locale, formatter);
  }
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const ago = Math.abs(seconds);
  if (ago < 60) return formatter.format(0, 'second');
  if (ago < 3600) return formatter.format(Math.round(seconds / 60), 'minute');
  if (ago < 86_400) return formatter.format(Math.round(seconds / 3600), 'hour');
  if (ago < 7 * 86_400) return formatter.format(Math.round(seconds / 86_400), 'day');
  if (ago < 35 * 86_400) return formatter.format(Math.round(seconds / (7 * 86_400)), 'week');
  return formatDate(date, { locale });
}
