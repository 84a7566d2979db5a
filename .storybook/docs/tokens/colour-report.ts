import { AA_LARGE_TEXT, AA_NORMAL_TEXT, contrastRatio, parseColour, type Rgba } from './colour';
import type { Token } from './parse-tokens';
import type { TokenUsage } from './token-usage';

/**
 * What the Colours page shows for each colour token: its colour and its contrast with the colours it
 * meets. The backgrounds a text colour is measured on come, in this order, from
 *   1. the app's stylesheets: a rule (or a component's variant) that sets both (token-usage.ts);
 *   2. its own comment in tokens.css: "15.39:1 on navy-900" names `--palette-navy-900`, "on bg"
 *      `--color-bg` (a word after "on" that is a colour token once prefixed by `--color-` or
 *      `--palette-`; a clause that says "never" or "not" is skipped);
 *   3. for a token that is only another token's value (a palette colour), that token's pairs;
 *   4. when none of these names one, the page and surface backgrounds, where text with an inherited
 *      background mostly sits.
 * The same pairs read the other way give a background's "text on it".
 */

/** The page background and the surface of cards, inputs and dialogs (tokens.css says so). */
export const PAGE_BACKGROUND = '--color-bg';
export const SURFACE_BACKGROUND = '--color-surface';

export type PairSource = 'stylesheets' | 'note' | 'alias' | 'fallback';

export interface ContrastRow {
  foreground: string;
  background: string;
  /** 1–21; null when one of the two values is not a colour this page can read. */
  ratio: number | null;
  passesNormalText: boolean;
  passesLargeText: boolean;
  source: PairSource;
  /** For `stylesheets`: where they are set together. */
  files: string[];
  /** For `alias`: the token whose pair this is (`--color-text` for `--palette-grey-950`). */
  via?: string;
}

export interface ColourEntry {
  token: Token;
  /** Null when the value is not a colour this page can read (it is then listed, not measured). */
  colour: Rgba | null;
  /** This colour as text (or a border, an icon) on backgrounds. */
  asText: ContrastRow[];
  /** Text colours set on this colour. */
  asBackground: ContrastRow[];
  /** Tokens whose value refers to this one (`--color-text` for `--palette-grey-950`). */
  usedBy: string[];
  /** Stylesheets that set it as a text colour with no background of their own. */
  inheritedIn: string[];
}

/** A token is a colour when its value reads as one, or when its name says so. */
export function isColourToken(token: Token): boolean {
  return parseColour(token.resolved) !== null || /(^--palette-|-colou?r(-|$))/.test(token.name);
}

/** The backgrounds a token's comment names: "… on surface, … on bg" → the tokens that exist. */
export function backgroundsNamedIn(note: string | undefined, exists: (name: string) => boolean): string[] {
  if (!note) return [];
  const affirmative = note.split(/[,;]/).filter((clause) => !/\b(never|not)\b/i.test(clause));
  const named = affirmative.flatMap((clause) => Array.from(clause.matchAll(/\bon ([a-z][\w-]*)/gi), (match) => match[1]?.toLowerCase() ?? ''));
  const found = named.flatMap((word) => [`--color-${word}`, `--palette-${word}`].filter(exists).slice(0, 1));
  return [...new Set(found)];
}

export function colourReport(tokens: Token[], usage: TokenUsage): ColourEntry[] {
  const colourTokens = tokens.filter(isColourToken);
  const byName = new Map(colourTokens.map((token) => [token.name, token]));
  const colourOf = new Map(colourTokens.map((token) => [token.name, parseColour(token.resolved)]));
  const page = colourOf.get(PAGE_BACKGROUND) ?? undefined;

  const row = (foreground: string, background: string, source: PairSource, files: string[] = []): ContrastRow => {
    const ink = colourOf.get(foreground);
    const ground = colourOf.get(background);
    const ratio = ink && ground ? contrastRatio(ink, ground, page) : null;
    return {
      foreground,
      background,
      ratio,
      passesNormalText: ratio !== null && ratio >= AA_NORMAL_TEXT,
      passesLargeText: ratio !== null && ratio >= AA_LARGE_TEXT,
      source,
      files,
    };
  };

  // Every pair the stylesheets and the comments give, each once (stylesheets first).
  const pairs = new Map<string, ContrastRow>();
  const add = (candidate: ContrastRow) => {
    const key = `${candidate.foreground} on ${candidate.background}`;
    if (candidate.foreground !== candidate.background && !pairs.has(key)) pairs.set(key, candidate);
  };
  for (const pairing of usage.pairs) {
    if (byName.has(pairing.foreground) && byName.has(pairing.background)) add(row(pairing.foreground, pairing.background, 'stylesheets', pairing.files));
  }
  for (const token of colourTokens) {
    for (const background of backgroundsNamedIn(token.note, (name) => byName.has(name))) add(row(token.name, background, 'note'));
  }

  const order = new Map(tokens.map((token, index) => [token.name, index]));
  const byOrder = (key: 'foreground' | 'background') => (a: ContrastRow, b: ContrastRow) =>
    (order.get(a[key]) ?? 0) - (order.get(b[key]) ?? 0);
  const all = [...pairs.values()];

  const own = new Map(
    colourTokens.map((token) => [
      token.name,
      {
        asText: all.filter((pair) => pair.foreground === token.name).sort(byOrder('background')),
        asBackground: all.filter((pair) => pair.background === token.name).sort(byOrder('foreground')),
      },
    ]),
  );
  /** The tokens whose whole value is `var(<name>)`. */
  const aliasesOf = (name: string) => colourTokens.filter((other) => other.value === `var(${name})`).map((other) => other.name);
  const swap = (pair: ContrastRow, from: string, to: string): ContrastRow => ({
    ...pair,
    foreground: pair.foreground === from ? to : pair.foreground,
    background: pair.background === from ? to : pair.background,
    source: 'alias',
    via: from,
  });

  return colourTokens.map((token) => {
    let { asText, asBackground } = own.get(token.name) ?? { asText: [], asBackground: [] };
    const inheritedIn = usage.inheritedText.get(token.name) ?? [];
    if (asText.length === 0 && asBackground.length === 0 && inheritedIn.length === 0) {
      const borrow = (side: 'asText' | 'asBackground') => {
        const seen = new Map<string, ContrastRow>();
        for (const alias of aliasesOf(token.name)) {
          for (const pair of own.get(alias)?.[side] ?? []) {
            const swapped = swap(pair, alias, token.name);
            const key = `${swapped.foreground} on ${swapped.background}`;
            if (!seen.has(key)) seen.set(key, swapped);
          }
        }
        return [...seen.values()];
      };
      asText = borrow('asText');
      asBackground = borrow('asBackground');
    }
    if (asText.length === 0 && (inheritedIn.length > 0 || asBackground.length === 0)) {
      asText = [PAGE_BACKGROUND, SURFACE_BACKGROUND]
        .filter((background) => byName.has(background) && background !== token.name)
        .map((background) => row(token.name, background, 'fallback'));
    }
    return {
      token,
      colour: colourOf.get(token.name) ?? null,
      asText,
      asBackground,
      usedBy: tokens.filter((other) => other.references.includes(token.name)).map((other) => other.name),
      inheritedIn,
    };
  });
}
