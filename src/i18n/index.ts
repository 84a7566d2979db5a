import { en } from './en';
import { catalogue, type Catalogue } from './runtime';

/**
 * The app-wide catalogue (shell, page titles, design system) in the active language. Screens import
 * `t` and never hold literal strings. English is part of the entry (the prerendered pages are
 * English); another language's files load only for a reader of that language, and src/main.tsx
 * waits for them (`languageReady`) before the first render (decision 029).
 */

/** The shape every language's app-wide catalogue has: English's keys, any text. */
export type Messages = Catalogue<typeof en>;
export type { Catalogue } from './runtime';
export type { Digits, Direction, Language } from './language';

type CoreModule = { core: typeof en };
const others = import.meta.glob<Record<string, unknown>>(['./*/common.ts', './*/routes.ts', './*/ui.ts', '!./en/**']);

/** A language's three app-wide files as one catalogue; a file it lacks yet is English's. */
const coreIn = (language: string) => async (): Promise<CoreModule> => {
  const part = async <K extends keyof typeof en>(key: K) => {
    const file = others[`./${language}/${key}.ts`];
    return file ? ((await file())[key] as (typeof en)[K]) : en[key];
  };
  const [common, routes, ui] = await Promise.all([part('common'), part('routes'), part('ui')]);
  return { core: { common, routes, ui } };
};

/** Each other language's app-wide files, keyed as its catalogue ("./ar/index.ts"). */
const loaders = Object.fromEntries(Object.keys(others).map((path) => [path.replace(/[^/]+$/, 'index.ts'), coreIn(path.split('/')[1]!)]));

/** The active catalogue (another language's text is written into it once loaded: `languageReady`). */
export const t: Messages = catalogue<CoreModule>({ core: en }, loaders).core;

/**
 * Fills a message: `{name}` placeholders, and ICU plural and select in the active language
 * (format('{count, plural, one {# match} other {# matches}}', { count: 3 })). One implementation, src/lib/format.
 */
export { fill as format } from '@/lib/format';
export { currentLanguage, languageReady, setLanguage, useLanguage, type LanguageState } from './runtime';
