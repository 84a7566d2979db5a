import { describe, expect, it } from 'vitest';
import { backgroundsOf, parseRules, propertyOf } from './css-rules';
import { parseTokens } from './parse-tokens';
import { scanUsage } from './token-usage';
import { readAppStylesheets, readTokensCss } from './test/sources';

/** Finding which text colour sits on which background in the app's stylesheets. */

const tokens = new Set(['--ink', '--muted', '--paper', '--well', '--navy', '--navy-2', '--white', '--ok-text', '--ok-bg']);
const isToken = (name: string) => tokens.has(name);
const pairsOf = (sheets: Record<string, string>) =>
  scanUsage(sheets, isToken)
    .pairs.map((pair) => `${pair.foreground} on ${pair.background}`)
    .sort();

describe('parseRules', () => {
  it('reads each rule with its declarations, inside at-rules too, and skips keyframe steps', () => {
    const rules = parseRules(`
      /* .commented { color: red } */
      .a { color: var(--ink); background-color: var(--paper) !important; }
      @media (min-width: 720px) { .b:hover { color: var(--muted) } }
      @keyframes spin { from { color: red } to { color: blue } }
    `);
    expect(rules.map((rule) => rule.selector)).toEqual(['.a', '.b:hover']);
    expect(rules[0]?.declarations.get('background-color')).toBe('var(--paper)');
  });

  it('names the custom property a value stands for, fallback or not', () => {
    expect(propertyOf('var(--paper)')).toBe('--paper');
    expect(propertyOf('var(--paper, #fff)')).toBe('--paper');
    expect(propertyOf('var(--well, var(--paper))')).toBe('--well');
    expect(propertyOf('#fff')).toBeUndefined();
    expect(propertyOf('transparent')).toBeUndefined();
  });

  it('takes every colour of a gradient background, and the colour under it', () => {
    const [rule] = parseRules('.hero { background: linear-gradient(135deg, var(--navy), var(--navy-2)) top / 100% 5rem no-repeat, var(--paper); }');
    expect(rule && backgroundsOf(rule)).toEqual(['--navy', '--navy-2', '--paper']);
  });
});

describe('scanUsage', () => {
  it('pairs the text colour and the background a rule sets together', () => {
    expect(pairsOf({ 'a.css': '.card { color: var(--ink); background-color: var(--paper); }' })).toEqual(['--ink on --paper']);
  });

  it('follows a component’s local properties into each variant, the others keeping the base value', () => {
    const badge = `
      .badge { --fg: var(--muted); --bg: var(--well); color: var(--fg); background-color: var(--bg); }
      .ok { --fg: var(--ok-text); --bg: var(--ok-bg); }
      .onlyBackground { --bg: var(--paper); }
      .size { padding: 2px; }
    `;
    expect(pairsOf({ 'badge.css': badge })).toEqual(['--muted on --paper', '--muted on --well', '--ok-text on --ok-bg']);
  });

  it('follows a hover rule that uses another local property of the same component', () => {
    const button = `
      .button { --bg: var(--navy); --bg-hover: var(--navy-2); --fg: var(--white); background-color: var(--bg); color: var(--fg); }
      .button:hover { background-color: var(--bg-hover); color: var(--fg); }
      .secondary { --bg: var(--paper); --bg-hover: var(--well); --fg: var(--navy); }
    `;
    expect(pairsOf({ 'button.css': button })).toEqual([
      '--navy on --paper',
      '--navy on --well',
      '--white on --navy',
      '--white on --navy-2',
    ]);
  });

  it('pairs text over a gradient with each of its colours', () => {
    expect(pairsOf({ 'hero.css': '.hero { color: var(--white); background: linear-gradient(var(--navy), var(--navy-2)); }' })).toEqual([
      '--white on --navy',
      '--white on --navy-2',
    ]);
  });

  it('counts a text colour with no background of its own as inherited, per stylesheet', () => {
    const usage = scanUsage({ 'a.css': '.note { color: var(--muted); }', 'b.css': '.x { color: var(--muted) } .y { color: var(--muted) }' }, isToken);
    expect(usage.pairs).toEqual([]);
    expect(usage.inheritedText.get('--muted')).toEqual(['a.css', 'b.css']);
  });

  it('ignores colours that are not tokens: literals, keywords, properties set elsewhere', () => {
    const usage = scanUsage({ 'a.css': '.a { color: #fff; background: var(--navy); } .b { color: inherit; } .c { color: var(--set-inline); background: var(--paper); }' }, isToken);
    expect(usage.pairs).toEqual([]);
    expect(usage.inheritedText.size).toBe(0);
  });

  it('records every stylesheet a pair is set in, once', () => {
    const usage = scanUsage({ 'b.css': '.a { color: var(--ink); background: var(--paper) }', 'a.css': '.a, .b { color: var(--ink); background: var(--paper) } .c { color: var(--ink); background: var(--paper) }' }, isToken);
    expect(usage.pairs).toEqual([{ foreground: '--ink', background: '--paper', files: ['a.css', 'b.css'] }]);
  });
});

describe('the app’s stylesheets', () => {
  it('pair the design system’s own text colours with their backgrounds', () => {
    const names = new Set(parseTokens(readTokensCss()).map((token) => token.name));
    const usage = scanUsage(readAppStylesheets(), (name) => names.has(name));
    const pairs = usage.pairs.map((pair) => `${pair.foreground} on ${pair.background}`);
    // The Badge's and the Button's variants, through their local properties.
    expect(pairs).toEqual(expect.arrayContaining(['--color-success-text on --color-success-bg', '--color-on-primary on --color-primary', '--color-primary on --color-surface']));
    expect(usage.inheritedText.get('--color-text-muted')?.length).toBeGreaterThan(10);
  });
});
