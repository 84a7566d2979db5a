import { useSyncExternalStore } from 'react';
import { isIcuMessage, setFormatLocale, setMessageFormatter, type MessageFormatter } from '@/lib/format';
import { applyToDocument, formatLocaleOf, isLanguage, sourceLanguage, storeChoice, storedChoice, type Digits, type Language } from './language';

/*
 * The active language's catalogues (decision 029). Each door (`@/i18n`, `@/i18n/<feature>`) loads
 * only the active language's file and hands its screens one object that stays the same object for
 * the page's life: switching language loads the other language's files of every door loaded so far
 * and writes their text into those objects, then re-renders. So a screen that keeps
 * `const copy = authText.login` reads the new language, and nothing is remounted: what a visitor
 * typed into an open form stays. A door loaded later loads the language active by then.
 */

/** A catalogue's type with every string widened, so another language's text fits English's keys (`en` is `as const`). */
export type Catalogue<T> = T extends string ? string : { readonly [K in keyof T]: Catalogue<T[K]> };

/** How to load a catalogue module in each language that has one (English always has). */
export type Loaders<M> = { readonly en: () => Promise<M> } & { readonly [L in Language]?: () => Promise<M> };

interface Entry {
  loaders: Loaders<object>;
  target: Record<string, unknown>;
  language: Language;
}

export interface LanguageState {
  language: Language;
  digits: Digits;
}

const entries: Entry[] = [];
const listeners = new Set<() => void>();
let state: LanguageState = typeof window === 'undefined' ? { language: sourceLanguage, digits: 'latn' } : storedChoice();
// The latest switch asked for: an older one still loading gives way to it.
let requested = 0;
setFormatLocale(formatLocaleOf(state.language, state.digits));

/**
 * A catalogue's loaders: English's module at hand, the other languages' files from
 * `import.meta.glob('./*\/<file>.ts')` by folder ("./ar/auth.ts" → ar), each a lazy chunk.
 */
export function languageLoaders<M>(english: M, others: Record<string, () => Promise<M>>): Loaders<M> {
  const byLanguage: { -readonly [L in Language]?: () => Promise<M> } = { en: () => Promise.resolve(english) };
  for (const [path, load] of Object.entries(others)) {
    const folder = /^\.\/([a-z]+)\//.exec(path)?.[1];
    if (isLanguage(folder) && folder !== 'en') byLanguage[folder] = load;
  }
  return byLanguage as Loaders<M>;
}

function hasIcu(value: unknown): boolean {
  if (typeof value === 'string') return isIcuMessage(value);
  return typeof value === 'object' && value !== null && Object.values(value).some(hasIcu);
}

/** A language's module (English when that language has no file yet), with the ICU formatter when its text needs it. */
async function load<M extends object>(loaders: Loaders<M>, language: Language): Promise<M> {
  const module = await (loaders[language] ?? loaders.en)();
  // Through its own small module: the same module imported both statically (the doors) and
  // dynamically made the bundler split two more chunks off the home page's code.
  if (hasIcu(module)) setMessageFormatter((await import('./icu-lazy')).formatIcu);
  return module;
}

/**
 * Writes `source`'s text into `target`, keeping every object of `target` (screens hold them). A
 * key `source` lacks keeps its text; the parity test keeps the languages' keys the same.
 */
function assignDeep(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const key of Object.keys(target)) {
    const next = source[key];
    const current = target[key];
    if (typeof current === 'object' && current !== null && typeof next === 'object' && next !== null) {
      assignDeep(current as Record<string, unknown>, next as Record<string, unknown>);
    } else if (typeof next === typeof current) target[key] = next;
  }
}

let arriving: Promise<void> = Promise.resolve();
let pending = 0;

/**
 * A door's catalogue in the active language: `export const { auth } = catalogue(english, import.meta.glob(…))`.
 * English is part of the door's chunk and given at once: a top-level await in the doors (to load
 * English lazily too) made the bundler split the home page's code into more chunks, 2.2 KB more
 * (decision 029). Another language's file follows; until it is in, the page stays hidden
 * (`data-translating`, index.html) rather than show English, and `languageReady()` resolves after it.
 */
export function catalogue<M extends object>(english: M, others: Record<string, () => Promise<M>>, icu?: MessageFormatter): Catalogue<M> {
  // English's ICU messages are formatted as soon as the screen renders: the door brings the
  // formatter along (`formatIcu` from './icu', in the door's chunk; never the home page's). The
  // check is the developer's (tests and dev run it); a build already passed it.
  if (icu) setMessageFormatter(icu);
  else if (import.meta.env.DEV && hasIcu(english)) throw new Error('A catalogue with ICU messages needs the ICU formatter: pass formatIcu from ./icu');
  const entry: Entry = { loaders: languageLoaders(english, others), target: structuredClone({ ...english }) as Record<string, unknown>, language: sourceLanguage };
  entries.push(entry);
  if (state.language !== sourceLanguage) {
    if (typeof document !== 'undefined') document.documentElement.setAttribute('data-translating', '');
    pending += 1;
    const done = () => {
      pending -= 1;
      if (pending === 0 && typeof document !== 'undefined') document.documentElement.removeAttribute('data-translating');
    };
    const arrived = refresh([entry]).finally(done);
    arriving = Promise.all([arriving, arrived]).then(() => undefined);
  }
  return entry.target as Catalogue<M>;
}

/** Resolves once every catalogue made so far is in the active language (at once for English). */
export const languageReady = (): Promise<void> => arriving;

/** Loads `language`'s file of each entry not in it yet; returns what writes them in, once the caller knows it still should. */
async function loadInto(some: Entry[], language: Language): Promise<() => void> {
  const modules = await Promise.all(some.map((entry) => (entry.language === language ? null : load(entry.loaders, language))));
  return () =>
    some.forEach((entry, index) => {
      const module = modules[index];
      if (module) assignDeep(entry.target, { ...module } as Record<string, unknown>);
      entry.language = language;
    });
}

async function refresh(stale: Entry[]): Promise<void> {
  const language = state.language;
  const write = await loadInto(stale, language);
  if (language !== state.language) return;
  write();
  // A new snapshot, though the language is the same: `useLanguage` (useSyncExternalStore) re-renders
  // only when it changes, and the page must now show the text that just arrived.
  state = { ...state };
  listeners.forEach((listener) => listener());
}

/**
 * Switches the language (and, for Arabic, the digits): loads the new language's file of every
 * catalogue loaded so far, then writes them in, sets `<html lang dir>`, remembers the choice and
 * re-renders. Resolves once the page shows the new language.
 */
export async function setLanguage(language: Language, digits: Digits = state.digits): Promise<void> {
  const ticket = ++requested;
  const write = await loadInto([...entries], language);
  if (ticket !== requested) return;
  write();
  state = { language, digits };
  setFormatLocale(formatLocaleOf(language, digits));
  if (typeof document !== 'undefined') applyToDocument(language);
  storeChoice(language, digits);
  listeners.forEach((listener) => listener());
  // Doors that finished loading during the switch, in the language before it.
  const stale = entries.filter((entry) => entry.language !== language);
  if (stale.length > 0) await refresh(stale);
}

/** The active language and digits. */
export const currentLanguage = (): LanguageState => state;

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The active language, re-rendering the component when it changes. The root uses it, so every
 * screen re-renders on a switch; a `memo` component that shows strings calls it too (a memo
 * component whose props did not change is otherwise skipped).
 */
export function useLanguage(): LanguageState {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}
