import { describe, expect, it } from 'vitest';
import { backgroundsNamedIn, colourReport, isColourToken, type ColourEntry } from './colour-report';
import { parseTokens } from './parse-tokens';
import { scanUsage } from './token-usage';

/** Which backgrounds each colour is measured on, and from which source. */

const tokensCss = `:root {
  /* ---------- Palette ---------- */
  --palette-grey-950: #1a2433;
  --palette-grey-50: #f6f7f9;
  --palette-white: #ffffff;
  --palette-navy-900: #0b2545;
  --palette-sand-500: #c9a227; /* gold accent, never text on white */
  /* ---------- Semantic colours ---------- */
  --color-bg: var(--palette-grey-50);
  --color-surface: var(--palette-white);
  --color-text: var(--palette-grey-950);
  --color-text-inverse: var(--palette-white); /* 15.39:1 on navy-900 */
  --color-link: #1d4e89; /* 8.39:1 on surface, 7.83:1 on bg */
  --color-accent: var(--palette-sand-500);
  --color-overlay: rgb(11 37 69 / 0.55);
  --color-future: oklch(60% 0.1 200);
  --space-4: 1rem;
}`;

function report(sheets: Record<string, string>): Map<string, ColourEntry> {
  const tokens = parseTokens(tokensCss);
  const names = new Set(tokens.map((token) => token.name));
  return new Map(colourReport(tokens, scanUsage(sheets, (name) => names.has(name))).map((entry) => [entry.token.name, entry]));
}

const rows = (entry: ColourEntry | undefined, side: 'asText' | 'asBackground') =>
  (entry?.[side] ?? []).map((row) => `${side === 'asText' ? row.background : row.foreground} ${row.source}`);

describe('isColourToken', () => {
  it('takes a value that reads as a colour, or a name that says colour, and nothing else', () => {
    const tokens = new Map(parseTokens(tokensCss).map((token) => [token.name, token]));
    expect(isColourToken(tokens.get('--color-overlay')!)).toBe(true);
    expect(isColourToken(tokens.get('--color-future')!)).toBe(true);
    expect(isColourToken(tokens.get('--space-4')!)).toBe(false);
  });
});

describe('backgroundsNamedIn', () => {
  const exists = (name: string) => ['--color-surface', '--color-bg', '--palette-navy-900', '--palette-white'].includes(name);
  it('reads "on <name>" as a colour token, and skips a clause that says never', () => {
    expect(backgroundsNamedIn('8.39:1 on surface, 7.83:1 on bg', exists)).toEqual(['--color-surface', '--color-bg']);
    expect(backgroundsNamedIn('15.39:1 on navy-900', exists)).toEqual(['--palette-navy-900']);
    expect(backgroundsNamedIn('gold accent, never text on white', exists)).toEqual([]);
    expect(backgroundsNamedIn('navy text on it: 12.96:1', exists)).toEqual([]);
    expect(backgroundsNamedIn(undefined, exists)).toEqual([]);
  });
});

describe('colourReport', () => {
  it('measures a pair the stylesheets set, and lists it under both colours', () => {
    const entries = report({ 'src/card.module.css': '.card { color: var(--color-text); background-color: var(--color-surface); }' });
    expect(rows(entries.get('--color-text'), 'asText')).toEqual(['--color-surface stylesheets']);
    expect(rows(entries.get('--color-surface'), 'asBackground')).toEqual(['--color-text stylesheets', '--color-link note']);
    const [pair] = entries.get('--color-text')!.asText;
    expect(pair).toMatchObject({ passesNormalText: true, passesLargeText: true, files: ['src/card.module.css'] });
    expect(pair!.ratio).toBeCloseTo(15.62, 2);
  });

  it('adds the backgrounds a token’s comment names, after those of the stylesheets', () => {
    const entries = report({ 'a.css': '.a { color: var(--color-link); background: var(--color-bg); }' });
    expect(rows(entries.get('--color-link'), 'asText')).toEqual(['--color-bg stylesheets', '--color-surface note']);
    expect(rows(entries.get('--color-text-inverse'), 'asText')).toEqual(['--palette-navy-900 note']);
  });

  it('gives a palette colour that is only another token’s value the pairs of that token', () => {
    const entries = report({ 'a.css': '.a { color: var(--color-text); background: var(--color-surface); }' });
    const palette = entries.get('--palette-grey-950')!;
    expect(palette.usedBy).toEqual(['--color-text']);
    expect(palette.asText).toMatchObject([{ foreground: '--palette-grey-950', background: '--color-surface', source: 'alias', via: '--color-text' }]);
  });

  it('falls back to the page and surface backgrounds when nothing names one, and marks a failing pair', () => {
    const entries = report({ 'a.css': '.note { color: var(--color-accent); }' });
    const accent = entries.get('--color-accent')!;
    expect(accent.inheritedIn).toEqual(['a.css']);
    expect(rows(accent, 'asText')).toEqual(['--color-bg fallback', '--color-surface fallback']);
    expect(accent.asText.every((row) => !row.passesNormalText && !row.passesLargeText)).toBe(true);
    // The gold's own comment says "never text on white": no pair is read from it, and its alias
    // has none of its own either.
    expect(rows(entries.get('--palette-sand-500'), 'asText')).toEqual(['--color-bg fallback', '--color-surface fallback']);
  });

  it('measures a translucent colour over the page, and leaves a colour it cannot read unmeasured', () => {
    const entries = report({});
    const overlay = entries.get('--color-overlay')!;
    expect(overlay.colour?.a).toBeCloseTo(0.55, 5);
    expect(overlay.asText[0]?.ratio).toBeGreaterThan(1);
    const future = entries.get('--color-future')!;
    expect(future.colour).toBeNull();
    expect(future.asText.every((row) => row.ratio === null && !row.passesNormalText)).toBe(true);
  });

  it('never pairs a colour with itself and lists each pair once', () => {
    const entries = report({
      'a.css': '.a { color: var(--color-surface); background: var(--color-surface); } .b { color: var(--color-link); background: var(--color-surface); }',
    });
    expect(rows(entries.get('--color-surface'), 'asBackground')).toEqual(['--color-link stylesheets']);
  });
});
