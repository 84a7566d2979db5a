/** Text helpers of the contract document: escaping, stored values as text, dates, amounts, counts. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A stored value as trimmed text ('' when absent or not text). */
export function str(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export const e = (value: unknown) => escapeHtml(str(value));

// The English document is English whatever the machine's locale; dates are days of UTC.
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimalNumber = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1 November 2026" (UTC), independent of the locale of the machine; unreadable text as it was. */
export function formatDate(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : dateFormat.format(ms);
}

/** The last day (ISO) of a twelve-month term that starts on `iso`; '' for an unreadable date. */
export function termEnd(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const start = new Date(ms);
  const anniversary = Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate());
  return new Date(anniversary - 86_400_000).toISOString();
}

/** 2000000 → "2,000,000", 1234.5 → "1,234.50", without relying on the machine's locale. */
export function thousands(value: number): string {
  return (value % 1 === 0 ? wholeNumber : decimalNumber).format(value);
}

export function usd(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? `USD ${thousands(value)}` : '';
}

const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, ten: 10, twelve: 12 };

export function numberIn(text: string): number | null {
  const digits = /(\d+(?:\.\d+)?)/.exec(text);
  if (digits) return Number(digits[1]);
  const word = new RegExp(`\\b(${Object.keys(WORDS).join('|')})\\b`, 'i').exec(text);
  return word ? (WORDS[word[1]!.toLowerCase()] ?? null) : null;
}

export const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export type Row = [label: string, value: string];

/** Rows of a definition list; empty values are left out. Values are already escaped. */
export function rows(items: Row[]): string {
  return items
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`)
    .join('');
}
