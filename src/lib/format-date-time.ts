import { defaultFormatLocale, parseDate } from './format';

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
      timeZoneName: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
