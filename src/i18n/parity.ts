import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/*
 * What keeps the languages' catalogues in step (decision 029), for the parity test: the same key
 * paths, the same kind of value at each, and, for every message, the same ICU argument names, read
 * with FormatJS's own parser (the one intl-messageformat formats with).
 */

/** The names of a message's arguments (`{name}`, `{count, plural, …}`, in every branch), sorted; throws when it is not ICU. */
export function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) Object.values(element.options).forEach((option) => visit(option.value));
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

/** Every string of a catalogue by its key path ("lists.count", "steps.2"). */
export function messagesOf(value: unknown, path = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) messagesOf(inner, path ? `${path}.${key}` : key).forEach((leaf, at) => out.set(at, leaf));
  } else out.set(path, value);
  return out;
}

/** What differs between two languages' versions of one catalogue file; empty when they agree. */
export function compareCatalogues(source: unknown, other: unknown, otherName: string): string[] {
  const problems: string[] = [];
  const a = messagesOf(source);
  const b = messagesOf(other);
  for (const path of a.keys()) if (!b.has(path)) problems.push(`${path}: missing in ${otherName}`);
  for (const path of b.keys()) if (!a.has(path)) problems.push(`${path}: only in ${otherName}`);
  for (const [path, value] of a) {
    if (!b.has(path)) continue;
    const translated = b.get(path);
    if (typeof value !== typeof translated) {
      problems.push(`${path}: ${typeof value} in English, ${typeof translated} in ${otherName}`);
      continue;
    }
    if (typeof value !== 'string') continue;
    let expected: string[];
    let found: string[];
    try {
      expected = argumentNames(value);
      found = argumentNames(translated as string);
    } catch (error) {
      problems.push(`${path}: not an ICU message (${(error as Error).message})`);
      continue;
    }
    if (expected.join() !== found.join()) problems.push(`${path}: arguments {${expected.join(', ')}} in English, {${found.join(', ')}} in ${otherName}`);
  }
  return problems;
}
