/** Small text helpers shared by the seed builders. */

const LEGAL_SUFFIXES = new Set([
  'ab', 'as', 'asa', 'a-s', 'aps', 'oy', 'oyj', 'ehf', 'ou', 'gmbh', 'bv', 'b-v', 'sas', 'sa', 'ltd',
  'llc', 'fzco', 'fze', 'fz', 'sl', 's-l', 'lda', 'srl', 's-r-l', 'sia', 'uab', 'sp', 'z', 'o-o', 'plc',
]);

/** Strips accents and special letters to plain ASCII (å → a, ø → o, þ → th, ł → l). */
export function toAscii(text: string): string {
  return text
    .replace(/[Øø]/g, (c) => (c === 'Ø' ? 'O' : 'o'))
    .replace(/[Ææ]/g, (c) => (c === 'Æ' ? 'Ae' : 'ae'))
    .replace(/[Þþ]/g, (c) => (c === 'Þ' ? 'Th' : 'th'))
    .replace(/[Ðð]/g, (c) => (c === 'Ð' ? 'D' : 'd'))
    .replace(/[Łł]/g, (c) => (c === 'Ł' ? 'L' : 'l'))
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** "Nordvik Payments AB" → "nordvik-payments"; legal-form words are dropped. */
export function slugify(name: string): string {
  const words = toAscii(name)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1] as string)) words.pop();
  // "sp. z o.o." leaves "sp z o o": drop the trailing single letters as well
  while (words.length > 1 && /^(sp|z|o)$/.test(words[words.length - 1] as string)) words.pop();
  return words.join('-') || 'company';
}

/** Hands out unique e-mail slugs: the second "sandgate" becomes "sandgate-2". */
export class SlugRegistry {
  private readonly used = new Set<string>();

  reserve(base: string): string {
    let slug = base;
    let n = 2;
    while (this.used.has(slug)) {
      slug = `${base}-${n}`;
      n += 1;
    }
    this.used.add(slug);
    return slug;
  }
}

/**
 * Replaces {key} placeholders; a function value is called once per occurrence, so two numbers in
 * one text differ. Unknown keys are left visible so a test can catch them.
 */
export function fill(template: string, values: Record<string, string | (() => string)>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : typeof value === 'function' ? value() : value;
  });
}

/** "a ADGM law practice" → "an ADGM law practice"; "a European" stays as it is. */
export function fixArticles(text: string): string {
  return text.replace(/\b([Aa]) (?=[AIO]|E(?!uro))/g, '$1n ');
}

/** n random digits as a string, from a source of floats in [0, 1). */
export function digits(next: () => number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i += 1) out += Math.floor(next() * 10).toString();
  return out;
}

/** A 15-digit UAE tax registration number (TRN), starting 100. */
export function trn(next: () => number): string {
  return `100${digits(next, 12)}`;
}
