import { IntlMessageFormat } from 'intl-messageformat';
import { arabic } from '../i18n/ar';
import { english, messages, type English } from '../i18n/en';
import { requestLanguage, type ServerLanguage } from '../i18n/language';
import { arabicMoment } from './moments';

/*
 * The mock server's words in the reader's language (decision 029 for the app). The catalogues
 * (mocks/i18n/en, mocks/i18n/ar) hold every sentence; the code throws and answers the English
 * one, as it always has, and the places that write an answer (guard, the body parser, the HTTP
 * server, the notifications and e-mails) write it in the request's or the recipient's language:
 *
 * - `say(language, pick, values)` writes one catalogue entry (notifications, e-mails);
 * - `translate(message, language)` finds an English message again by its text — an exact one, or
 *   a template whose `{placeholders}` it reads back — and writes its Arabic twin with the same
 *   values. English is returned untouched, so an English answer is byte for byte what it was.
 */

export type { ServerLanguage };
export type Values = Readonly<Record<string, string | number>>;

/** Arabic as the app writes it by default: UAE Arabic with Latin digits. */
export const ARABIC_LOCALE = 'ar-AE-u-nu-latn';

// Arabic has English's shape; only its texts are wider than English's literals.
const catalogues: Readonly<Record<ServerLanguage, English>> = { en: english, ar: arabic as unknown as English };

/** Fills `{name}` placeholders as the mock always has: values as they are, an unknown name left alone. */
export function fillPlain(template: string, values: Values): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}

interface Compiled {
  format: IntlMessageFormat;
  /** Arguments a plural reads: a count found back as text is given to them as a number. */
  counted: ReadonlySet<string>;
}

const compiled = new Map<string, Compiled>();

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

/** The arguments of the plurals in a parsed message (a plural element has a `pluralType`; it and a select have `options`). */
function countedArguments(elements: readonly Element[], into: Set<string>): Set<string> {
  for (const element of elements) {
    if (!('options' in element)) continue;
    if ('pluralType' in element) into.add(element.value);
    for (const option of Object.values(element.options)) countedArguments(option.value, into);
  }
  return into;
}

/** Writes an Arabic ICU message (parsed once): plurals with Arabic's six categories, digits Latin. */
export function formatArabic(template: string, values: Values = {}): string {
  let entry = compiled.get(template);
  if (!entry) {
    const format = new IntlMessageFormat(template, ARABIC_LOCALE);
    entry = { format, counted: countedArguments(format.getAst(), new Set()) };
    compiled.set(template, entry);
  }
  const given: Record<string, string | number> = { ...values };
  for (const name of entry.counted) {
    const value = given[name];
    if (typeof value === 'string' && /^\d{1,15}$/.test(value)) given[name] = Number(value);
  }
  return String(entry.format.format(given));
}

/** One catalogue entry in a language: `say('ar', (c) => c.emails.code.body, { code })`. */
export function say(language: ServerLanguage, pick: (catalogue: English) => string, values: Values = {}): string {
  const template = pick(catalogues[language]);
  return language === 'en' ? fillPlain(template, values) : formatArabic(template, values);
}

// ---------------------------------------------------------------- finding an English message again

/** Every string of a catalogue by its key path. */
export function leavesOf(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => leavesOf(inner, path ? `${path}.${key}` : key));
}

const at = (catalogue: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), catalogue);

interface Template {
  path: string;
  arabic: string;
  pattern: RegExp;
  names: string[];
  /** How much of the English is fixed text: the more specific templates are tried first. */
  literal: number;
}

interface Index {
  exact: Map<string, { path: string; arabic: string }>;
  templates: Template[];
}

let index: Index | null = null;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function buildIndex(): Index {
  const exact = new Map<string, { path: string; arabic: string }>();
  const templates: Template[] = [];
  for (const [path, text] of leavesOf(messages)) {
    const translated = at(arabic, path);
    if (typeof translated !== 'string') continue; // the catalogue test fails on it
    const parts = text.split(/\{(\w+)\}/);
    if (parts.length === 1) {
      if (!exact.has(text)) exact.set(text, { path, arabic: translated });
      continue;
    }
    const literals = parts.filter((_, i) => i % 2 === 0);
    const names = parts.filter((_, i) => i % 2 === 1);
    const source = parts.map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : '([\\s\\S]+?)')).join('');
    templates.push({ path, arabic: translated, pattern: new RegExp(`^${source}$`), names, literal: literals.join('').length });
  }
  templates.sort((a, b) => b.literal - a.literal);
  return { exact, templates };
}

/** The catalogue entry an English message was written from, and the values it was filled with. */
export function entryOf(message: string): { path: string; arabic: string; values: Record<string, string> } | null {
  index ??= buildIndex();
  const found = index.exact.get(message);
  if (found) return { ...found, values: {} };
  for (const template of index.templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1] ?? '']));
    return { path: template.path, arabic: template.arabic, values };
  }
  return null;
}

/** A value read back from an English message, in Arabic: a catalogue phrase or a moment in Arabic, else as it is. */
function arabicValue(value: string): string {
  index ??= buildIndex();
  const phrase = index.exact.get(value);
  if (phrase) return formatArabic(phrase.arabic);
  return arabicMoment(value) ?? value;
}

/** An English message in Arabic, or null when it is not one of the catalogue's. */
export function arabicOf(message: string): string | null {
  const entry = entryOf(message);
  if (!entry) return null;
  const values = Object.fromEntries(Object.entries(entry.values).map(([name, value]) => [name, arabicValue(value)]));
  return formatArabic(entry.arabic, values);
}

/** A message the mock answers with, in `language` (English and anything not in the catalogue unchanged). */
export function translate(message: string, language: ServerLanguage): string {
  return language === 'en' ? message : (arabicOf(message) ?? message);
}

/** A message in the language of the request it answers. */
export const messageFor = (request: Request, message: string): string => translate(message, requestLanguage(request));

/** An answer's body with its `message` and `errors[].message` in `language`. */
export function translateBody(body: unknown, language: ServerLanguage): unknown {
  if (language === 'en' || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  if (typeof out.message === 'string') out.message = translate(out.message, language);
  if (Array.isArray(out.errors)) {
    out.errors = out.errors.map((error: unknown) =>
      error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string'
        ? { ...error, message: translate((error as { message: string }).message, language) }
        : error,
    );
  }
  return out;
}
