/**
 * Reads the design tokens out of src/styles/tokens.css: every custom property of its top-level
 * `:root` rule, in file order, with the section it sits in (the comments that read
 * `---------- Palette ----------`), the comment written after it on the same line, and its value
 * with every `var()` replaced by what it refers to. The token pages are drawn from this, so a token added, removed or
 * changed in the file shows up on them with no edit to the pages.
 */

export interface Token {
  /** `--color-text` */
  name: string;
  /** As written: `var(--palette-grey-950)`. */
  value: string;
  /** With every `var()` replaced: `#1a2433`. */
  resolved: string;
  /** The custom properties `value` names directly (`['--palette-grey-950']`). */
  references: string[];
  /** The section heading above it: `Semantic colours`. */
  group: string;
  /** The comment after it on the same line, if any: `page background`. */
  note?: string;
}

/** The text with every comment blanked out by spaces (same length, same line breaks). */
function blankComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** The body of the first `:root { … }` rule that is not nested in an at-rule (comments kept). */
export function rootBody(css: string): string {
  const plain = blankComments(css);
  let depth = 0;
  let ruleStart = 0;
  for (let index = 0; index < plain.length; index += 1) {
    const char = plain[index];
    if (char === '{') {
      if (depth === 0 && plain.slice(ruleStart, index).trim() === ':root') {
        let inner = 1;
        for (let end = index + 1; end < plain.length; end += 1) {
          if (plain[end] === '{') inner += 1;
          if (plain[end] === '}') inner -= 1;
          if (inner === 0) return css.slice(index + 1, end);
        }
        return css.slice(index + 1);
      }
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) ruleStart = index + 1;
    } else if (char === ';' && depth === 0) {
      ruleStart = index + 1;
    }
  }
  return '';
}

/** The end of the parenthesis opened just before `from`, or -1. */
function closingParen(text: string, from: number): number {
  let depth = 1;
  for (let index = from; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    if (text[index] === ')') depth -= 1;
    if (depth === 0) return index;
  }
  return -1;
}

/** The custom properties a value names with `var()`, fallbacks included, in order. */
export function referencesOf(value: string): string[] {
  return Array.from(value.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1] ?? '');
}

/**
 * `value` with each `var(--name, fallback)` replaced by `lookup(name)`, or by its fallback when
 * the lookup has nothing; an unknown name without a fallback stays as written.
 */
export function replaceVars(value: string, lookup: (name: string) => string | undefined): string {
  let out = '';
  let index = 0;
  for (;;) {
    const start = value.indexOf('var(', index);
    if (start === -1) return out + value.slice(index);
    const end = closingParen(value, start + 4);
    if (end === -1) return out + value.slice(index);
    const inner = value.slice(start + 4, end);
    const comma = inner.indexOf(',');
    const name = (comma === -1 ? inner : inner.slice(0, comma)).trim();
    const fallback = comma === -1 ? undefined : inner.slice(comma + 1).trim();
    const found = lookup(name) ?? (fallback === undefined ? undefined : replaceVars(fallback, lookup));
    out += value.slice(index, start) + (found ?? value.slice(start, end + 1));
    index = end + 1;
  }
}

const sectionHeading = /^-{3,}\s*(.+?)\s*-{3,}$/;

/** The tokens of a stylesheet's top-level `:root` rule (see the file's comment). */
export function parseTokens(css: string): Token[] {
  const body = rootBody(css);
  const declared: Omit<Token, 'resolved'>[] = [];
  let group = 'Tokens';
  let lastEnd = -1;
  for (const match of body.matchAll(/\/\*([\s\S]*?)\*\/|(--[\w-]+)\s*:\s*([^;]*);/g)) {
    const [, comment, name, value] = match;
    if (comment !== undefined) {
      const text = comment.replace(/\s*\n\s*\*?\s*/g, ' ').trim();
      const heading = sectionHeading.exec(text)?.[1];
      const previous = declared[declared.length - 1];
      if (heading) group = heading;
      else if (previous && lastEnd >= 0 && !body.slice(lastEnd, match.index).includes('\n')) previous.note = text;
      continue;
    }
    if (!name || value === undefined) continue;
    const written = value.replace(/\s+/g, ' ').trim();
    declared.push({ name, value: written, references: referencesOf(written), group });
    lastEnd = match.index + match[0].length;
  }

  const byName = new Map(declared.map((token) => [token.name, token]));
  const resolved = new Map<string, string>();
  const resolving = new Set<string>();
  // Depth-first, each token once; a cycle (--a: var(--b); --b: var(--a)) is left as written.
  const resolve = (name: string): string | undefined => {
    const known = resolved.get(name);
    if (known !== undefined) return known;
    const token = byName.get(name);
    if (!token || resolving.has(name)) return undefined;
    resolving.add(name);
    const value = replaceVars(token.value, resolve);
    resolving.delete(name);
    resolved.set(name, value);
    return value;
  };
  return declared.map((token) => ({ ...token, resolved: resolve(token.name) ?? token.value }));
}
