import { IntlMessageFormat } from 'intl-messageformat';

/*
 * The ICU MessageFormat engine (FormatJS intl-messageformat, decision 029): plural with the
 * language's own categories (Arabic has six), select and `#`. Loaded only with a catalogue that has
 * such a message, so the home page, whose strings are plain, carries none of it; the runtime hands
 * it to `fill` (src/lib/format). Each message is parsed once per locale.
 */

const cache = new Map<string, IntlMessageFormat>();

export function formatIcu(message: string, values: Readonly<Record<string, string | number>>, locale: string): string {
  const key = `${locale}\u0000${message}`;
  let compiled = cache.get(key);
  if (!compiled) {
    compiled = new IntlMessageFormat(message, locale);
    cache.set(key, compiled);
  }
  return String(compiled.format(values));
}

