import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour } from './colour';
import { parseTokens, replaceVars, rootBody } from './parse-tokens';
import { readTokensCss } from './test/sources';

/** Reading tokens.css: the custom properties, their sections and notes, and var() resolved. */

const sample = `/*
 * A header comment with a { brace } and :root in it.
 */
@import url('other.css');

:root {
  /* ---------- Palette ---------- */
  --palette-ink: #0b2545; /* ink / primary */
  --palette-paper: #ffffff;

  /* ---------- Semantic colours ---------- */
  --color-text: var(--palette-ink); /* 15.39:1 on surface */
  /* a comment on its own line is no token's note */
  --color-surface: var(--palette-paper);
  --color-missing: var(--not-declared);
  --color-fallback: var(--not-declared, var(--palette-ink));
  --ring: 3px solid var(--color-text);
  --loop-a: var(--loop-b);
  --loop-b: var(--loop-a);
  --font-sans: Inter,
    'Segoe UI', sans-serif;
}

@media (prefers-reduced-motion: reduce) {
  :root {
    --duration-fast: 0ms;
  }
}
`;

describe('parseTokens', () => {
  const tokens = parseTokens(sample);
  const byName = new Map(tokens.map((token) => [token.name, token]));

  it('reads every custom property of the top-level :root, in order, and none from an at-rule', () => {
    expect(tokens.map((token) => token.name)).toEqual([
      '--palette-ink',
      '--palette-paper',
      '--color-text',
      '--color-surface',
      '--color-missing',
      '--color-fallback',
      '--ring',
      '--loop-a',
      '--loop-b',
      '--font-sans',
    ]);
  });

  it('files each token under the section heading above it', () => {
    expect(byName.get('--palette-paper')?.group).toBe('Palette');
    expect(byName.get('--color-text')?.group).toBe('Semantic colours');
  });

  it('keeps the comment written after a token on its line as its note, and no other comment', () => {
    expect(byName.get('--palette-ink')?.note).toBe('ink / primary');
    expect(byName.get('--color-text')?.note).toBe('15.39:1 on surface');
    expect(byName.get('--palette-paper')?.note).toBeUndefined();
    expect(byName.get('--color-surface')?.note).toBeUndefined();
  });

  it('resolves var() through other tokens, inside a longer value and through a fallback', () => {
    expect(byName.get('--color-text')).toMatchObject({ value: 'var(--palette-ink)', resolved: '#0b2545', references: ['--palette-ink'] });
    expect(byName.get('--ring')?.resolved).toBe('3px solid #0b2545');
    expect(byName.get('--color-fallback')?.resolved).toBe('#0b2545');
  });

  it('leaves an unknown name and a cycle as written instead of failing', () => {
    expect(byName.get('--color-missing')?.resolved).toBe('var(--not-declared)');
    expect(byName.get('--loop-a')?.resolved).toContain('var(--loop-');
  });

  it('joins a value written over several lines', () => {
    expect(byName.get('--font-sans')?.value).toBe("Inter, 'Segoe UI', sans-serif");
  });

  it('finds nothing in a stylesheet without a top-level :root', () => {
    expect(parseTokens('.a { --x: 1px; } @media print { :root { --y: 2px; } }')).toEqual([]);
    expect(rootBody('')).toBe('');
  });
});

describe('replaceVars', () => {
  it('replaces each var() by its lookup, nested fallbacks included', () => {
    const lookup = (name: string) => ({ '--a': '1px', '--b': '2px' })[name];
    expect(replaceVars('calc(var(--a) + var(--b))', lookup)).toBe('calc(1px + 2px)');
    expect(replaceVars('var(--x, var(--y, var(--b)))', lookup)).toBe('2px');
    expect(replaceVars('var(--x', lookup)).toBe('var(--x');
  });
});

describe('src/styles/tokens.css', () => {
  const tokens = parseTokens(readTokensCss());
  const byName = new Map(tokens.map((token) => [token.name, token]));

  it('resolves every token to a value without var()', () => {
    expect(tokens.length).toBeGreaterThan(100);
    expect(tokens.filter((token) => token.resolved.includes('var(')).map((token) => token.name)).toEqual([]);
  });

  it('agrees, to two decimals, with every ratio its comments state ("15.62:1 on surface")', () => {
    // Independent figures (decision 002 records them): the maths here and there must match.
    const stated = tokens.flatMap((token) =>
      Array.from((token.note ?? '').matchAll(/(\d+\.\d+):1 on ([\w-]+)/g), (match) => {
        const background = [`--color-${match[2]}`, `--palette-${match[2]}`].find((name) => byName.has(name));
        return { token, ratio: Number(match[1]), background };
      }),
    );
    expect(stated.length).toBeGreaterThan(15);
    for (const { token, ratio, background } of stated) {
      expect(background, `${token.name}: "${token.note}" names a token`).toBeDefined();
      const measured = contrastRatio(parseColour(token.resolved)!, parseColour(byName.get(background!)!.resolved)!);
      expect(Math.abs(measured - ratio), `${token.name} on ${background}: stated ${ratio}, measured ${measured}`).toBeLessThanOrEqual(0.005);
    }
  });
});
