/**
 * A small reader of the app's own stylesheets, enough to find which colours are set together:
 * each style rule's selector and declarations, nested at-rules (`@media`, `@supports`) looked
 * through. It is not a general CSS parser; it expects what the app writes (no nesting inside
 * style rules, no `;` or braces inside values).
 */

export interface StyleRule {
  selector: string;
  /** Property → value, last one wins, in the order written. */
  declarations: Map<string, string>;
}

/** The innermost `{ … }` blocks of a stylesheet, each with the text before it as its selector. */
export function parseRules(css: string): StyleRule[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
  const rules: StyleRule[] = [];
  for (const match of plain.matchAll(/([^{};]*)\{([^{}]*)\}/g)) {
    const selector = (match[1] ?? '').trim();
    if (selector.startsWith('@') || /^(from|to|\d+%)$/.test(selector)) continue;
    const declarations = new Map<string, string>();
    for (const declaration of (match[2] ?? '').split(';')) {
      const colon = declaration.indexOf(':');
      if (colon === -1) continue;
      const property = declaration.slice(0, colon).trim();
      const value = declaration.slice(colon + 1).replace(/\s*!important\s*$/, '').trim();
      if (property && value) declarations.set(property, value);
    }
    rules.push({ selector, declarations });
  }
  return rules;
}

/**
 * The custom property a colour value stands for: `var(--color-surface)` and
 * `var(--color-surface, #fff)` both name `--color-surface`. A literal, a gradient or a keyword
 * (`transparent`, `inherit`) names none.
 */
export function propertyOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return /^var\(\s*(--[\w-]+)\s*(?:,[\s\S]*)?\)$/.exec(value.trim())?.[1];
}

/** The text colour a rule sets (`color`), as a custom property name. */
export function foregroundOf(rule: StyleRule): string | undefined {
  return propertyOf(rule.declarations.get('color'));
}

/**
 * The background colours a rule sets, as custom property names: `background-color`, or every
 * colour named in `background` (each stop of a gradient and the colour under it, since text over
 * a gradient sits on each of them somewhere).
 */
export function backgroundsOf(rule: StyleRule): string[] {
  const single = propertyOf(rule.declarations.get('background-color'));
  if (single) return [single];
  const shorthand = rule.declarations.get('background');
  if (!shorthand) return [];
  const whole = propertyOf(shorthand);
  return whole ? [whole] : [...new Set(Array.from(shorthand.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1] ?? ''))];
}
