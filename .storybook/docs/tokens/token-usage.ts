import { backgroundsOf, foregroundOf, parseRules, propertyOf, type StyleRule } from './css-rules';

/**
 * Which text colour is used on which background, read from the app's stylesheets.
 *
 * A rule that sets both `color` and a background from tokens pairs them: that text sits on that
 * background. Components that take their colours from local custom properties
 * (`.badge { color: var(--badge-fg); background-color: var(--badge-bg) }` with
 * `.success { --badge-fg: …; --badge-bg: … }`) are followed too: every rule of the same stylesheet
 * that assigns one of those properties gives a pair, the other one keeping the value the stylesheet
 * first assigns it (the base class, which the variant's element also has). Text over a gradient is
 * paired with each of its colours.
 *
 * A rule that sets a text colour and no background inherits its background from an ancestor, which
 * a stylesheet does not say (guessing it from the other rules of the file was tried: most of the
 * guesses were wrong). Such uses are only counted; see colour-report.ts for what is measured.
 */

export interface Pairing {
  /** The text colour's custom property. */
  foreground: string;
  /** The background's custom property. */
  background: string;
  /** The stylesheets that set them together, sorted. */
  files: string[];
}

export interface TokenUsage {
  pairs: Pairing[];
  /** Text colour → the stylesheets that set it with no background in the same rule. */
  inheritedText: Map<string, string[]>;
}

/** How deep a local custom property may refer to another before the chain is given up. */
const MAX_CHAIN = 5;

function resolverFor(rules: StyleRule[], isToken: (name: string) => boolean) {
  const firstValue = new Map<string, string>();
  for (const rule of rules) {
    for (const [property, value] of rule.declarations) {
      if (property.startsWith('--') && !firstValue.has(property)) firstValue.set(property, value);
    }
  }
  /** The token a property ends at when `context` is on the element (with the base class). */
  return (name: string, context: StyleRule): string | undefined => {
    let current: string | undefined = name;
    for (let step = 0; current && step <= MAX_CHAIN; step += 1) {
      if (isToken(current)) return current;
      current = propertyOf(context.declarations.get(current) ?? firstValue.get(current));
    }
    return undefined;
  };
}

/**
 * Reads every stylesheet (path → CSS text) and returns the pairs of tokens set together and the
 * text colours set without a background. `isToken` says which custom properties are design tokens.
 */
export function scanUsage(sheets: Record<string, string>, isToken: (name: string) => boolean): TokenUsage {
  const pairs = new Map<string, Pairing>();
  const inherited = new Map<string, Set<string>>();
  for (const [file, css] of Object.entries(sheets)) {
    const rules = parseRules(css);
    const resolve = resolverFor(rules, isToken);
    // The rules that may give a local property its value: those that assign it.
    const contextsFor = (names: string[]) => rules.filter((rule) => names.some((name) => !isToken(name) && rule.declarations.has(name)));
    for (const rule of rules) {
      const foreground = foregroundOf(rule);
      if (!foreground) continue;
      const backgrounds = backgroundsOf(rule);
      for (const context of [rule, ...contextsFor([foreground, ...backgrounds])]) {
        const text = resolve(foreground, context);
        if (!text) continue;
        if (backgrounds.length === 0) inherited.set(text, (inherited.get(text) ?? new Set()).add(file));
        for (const background of backgrounds) {
          const ground = resolve(background, context);
          if (!ground) continue;
          const key = `${text} on ${ground}`;
          const pairing = pairs.get(key) ?? { foreground: text, background: ground, files: [] };
          if (!pairing.files.includes(file)) pairing.files = [...pairing.files, file].sort();
          pairs.set(key, pairing);
        }
      }
    }
  }
  return {
    pairs: [...pairs.values()],
    inheritedText: new Map([...inherited].map(([token, files]) => [token, [...files].sort()])),
  };
}
