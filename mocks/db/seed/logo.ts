import { hashString } from './prng';
import { toAscii } from './text';

/**
 * Deterministic logos: the company's initials on a coloured rounded square, as a small SVG data URL
 * (well under 600 bytes), so the UI has an image to show without any binary assets.
 */

const PALETTE = [
  '#0f766e', '#1d4ed8', '#7c3aed', '#b45309', '#be123c', '#047857',
  '#0369a1', '#4338ca', '#a21caf', '#c2410c', '#15803d', '#334155',
] as const;

const SKIP_WORDS = new Set(['al', 'el', 'the', 'and', 'of', 'de', 'del', 'du', 'la', 'le', 'van', 'von']);

/** "Al Noor Corporate Services" → "NC"; "Nordvik Payments AB" → "NP". */
export function initialsOf(name: string): string {
  const words = toAscii(name)
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 0);
  const meaningful = words.filter((w) => !SKIP_WORDS.has(w.toLowerCase()) && !/^(AB|AS|ApS|Oy|ehf|OU|GmbH|BV|SAS|Ltd|LLC|SL|Lda|SRL|SIA|UAB|sp|z|o)$/i.test(w));
  const source = meaningful.length > 0 ? meaningful : words;
  const initials = source
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  return initials.replace(/[^A-Z0-9]/g, '') || 'C';
}

export function logoSvg(name: string): string {
  const colour = PALETTE[hashString(name) % PALETTE.length];
  const text = initialsOf(name);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="20" fill="${colour}"/>` +
    '<text x="48" y="61" font-family="Arial,Helvetica,sans-serif" font-size="36" font-weight="700" ' +
    `fill="#fff" text-anchor="middle">${text}</text></svg>`
  );
}

/** The logo as a base64 data URL (the SVG is plain ASCII, so btoa is safe in Node and browsers). */
export function makeLogo(name: string): string {
  return `data:image/svg+xml;base64,${btoa(logoSvg(name))}`;
}
