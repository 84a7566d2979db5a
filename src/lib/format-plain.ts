import { defaultFormatLocale } from './format';

/*
 * Apart from format.ts (which the home page loads) because only the signed-in pages write numbers
 * this way: every export of format.ts used by any page ends up in the home page's JavaScript.
 */

const plainFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as it was typed, in the locale's digits: no grouping, every decimal kept (1000 → "1000",
 * 12.5 → "12.5", or "١٠٠٠" with Arabic-Indic digits). For values a form took as typed (a percentage,
 * years), where grouping would change what the owner wrote.
 */
export function formatPlainNumber(value: number, locale: string = defaultFormatLocale): string {
  let formatter = plainFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 });
    plainFormats.set(locale, formatter);
  }
  return formatter.format(value);
}
