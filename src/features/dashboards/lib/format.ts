import { format } from '@/i18n';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import { defaultFormatLocale } from '@/lib/format';

const copy = dashboardsText.view;
const thousandsFormats = new Map<string, Intl.NumberFormat>();

/** Thousands with up to one decimal, in the locale's digits and separators. */
function thousands(value: number, locale: string): string {
  let formatter = thousandsFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    thousandsFormats.set(locale, formatter);
  }
  return formatter.format(value);
}

/** A ticket size in thousands of USD with K (specification §3): 250000 → "250K", 2000000 → "2,000K". */
export function ticketK(usd: number | null | undefined, locale: string = defaultFormatLocale): string | null {
  if (typeof usd !== 'number' || !Number.isFinite(usd)) return null;
  return format(copy.ticketAmount, { value: thousands(usd / 1000, locale) });
}

/** "USD 250K – 2,000K", or the one side that is known, or null. */
export function ticketRange(min: number | null | undefined, max: number | null | undefined, locale: string = defaultFormatLocale): string | null {
  const low = ticketK(min, locale);
  const high = ticketK(max, locale);
  if (low && high) return format(copy.ticketRange, { min: low, max: high });
  return low ?? high;
}
