/**
 * One home for turning values into text (issue 22): templates, dates and numbers. Dates are
 * calendar days of the UTC day they name, so a timestamp reads the same day on every screen and on
 * every machine. The locale is the active language's (`setFormatLocale`, called by `@/i18n` when the
 * reader switches language or digits); a call may still pass its own.
 */

/**
 * The locale dates and numbers are written in: English as written in the UAE ("13 Sep 2026") until
 * the reader picks Arabic (`ar-AE-u-nu-latn`, or `-arab` for Arabic-Indic digits). A live binding:
 * the default parameters below read it at each call.
 */
export let defaultFormatLocale = 'en-AE';

/** Sets the locale every formatter here defaults to (the i18n runtime's; nothing else calls it). */
export function setFormatLocale(locale: string): void {
  defaultFormatLocale = locale;
}

/** Formats a message in ICU MessageFormat (plural, select, `#`); registered by `@/i18n/icu`. */
export type MessageFormatter = (message: string, values: Readonly<Record<string, string | number>>, locale: string) => string;

let icuFormatter: MessageFormatter | null = null;

/** Installs the ICU formatter (`@/i18n/icu`, loaded with the first catalogue that has such a message). */
export function setMessageFormatter(formatter: MessageFormatter): void {
  icuFormatter = formatter;
}

/** An argument with a type (`{count, plural, …}`, `{n, number}`): more than a plain placeholder. */
const ICU_ARGUMENT = /\{\s*\w+\s*,/;

/** True when a message needs the ICU formatter (the catalogues load it only then). */
export const isIcuMessage = (message: string): boolean => ICU_ARGUMENT.test(message);

/**
 * Fills a message's placeholders: fill('Hello {name}', { name: 'Astrid' }) → 'Hello Astrid'. A plain
 * placeholder with no value is left as it is. A message with ICU arguments (plural, select, number)
 * goes through the ICU formatter, in the active locale: fill('{count, plural, one {# task} other {#
 * tasks}}', { count: 3 }) → '3 tasks' (pass counts as numbers).
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  if (isIcuMessage(template)) {
    if (!icuFormatter) throw new Error(`An ICU message was formatted before the ICU formatter loaded: ${template}`);
    return icuFormatter(template, values, defaultFormatLocale);
  }
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : match));
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instant a stored date names: a day ("2026-09-13") is that day at 00:00 UTC, a timestamp is
 * itself; null when missing or unreadable.
 */
export function parseDate(value: string | Date | null | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const raw = typeof value === 'string' ? value.trim() : '';
  if (!raw) return null;
  const ms = Date.parse(DAY_ONLY.test(raw) ? `${raw}T00:00:00Z` : raw);
  return Number.isNaN(ms) ? null : new Date(ms);
}

export type DateStyle = 'short' | 'long';

export interface DateOptions {
  /** `short` "13 Sep 2026" (default), `long` "13 September 2026". */
  style?: DateStyle;
  locale?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: style, year: 'numeric', timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A stored date as the reader's calendar day of its UTC date: "13 Sep 2026". Missing gives '',
 * unreadable text comes back as it was (it may be a human note such as "soon").
 */
export function formatDate(value: string | Date | null | undefined, { style = 'short', locale = defaultFormatLocale }: DateOptions = {}): string {
  const date = parseDate(value);
  if (date) return dateFormatter(locale, style).format(date);
  return typeof value === 'string' ? value.trim() : '';
}

/** The reader's local calendar day as "YYYY-MM-DD" (today's date on a page, for <time dateTime>). */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and style, made on first use (they are costly to build). */
function numberFormat(locale: string, style: 'decimal' | 'percent'): Intl.NumberFormat {
  const key = `${style} ${locale}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style, maximumFractionDigits: 0 });
    numberFormats.set(key, formatter);
  }
  return formatter;
}

/** A whole number with grouping: 2000000 → "2,000,000". */
export function formatNumber(value: number, locale: string = defaultFormatLocale): string {
  return numberFormat(locale, 'decimal').format(value);
}

/** A share of 1 as a whole percentage: 0.524 → "52%" (the locale decides the sign's place). */
export function formatPercent(share: number, locale: string = defaultFormatLocale): string {
  return numberFormat(locale, 'percent').format(share);
}
