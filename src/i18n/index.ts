import { en } from './en';

/** The shape every locale's catalogue must have (an Arabic one follows this type). */
export type Messages = typeof en;
export type Direction = 'ltr' | 'rtl';

export const locales = {
  en: { messages: en, dir: 'ltr' as Direction, lang: 'en' },
} as const;

/** The active catalogue. Screens import `t` and never hold literal strings. */
export const t: Messages = locales.en.messages;

/** Fills `{name}` placeholders: format('Hello {name}', { name: 'Astrid' }) (one implementation, src/lib/format). */
export { fill as format } from '@/lib/format';

/** Forms of a phrase by count: `zero` (when given) for 0, else the language's plural category. */
export interface PluralForms<T = string> {
  zero?: T;
  one: T;
  other: T;
}

const englishPlurals = new Intl.PluralRules('en');

/** Picks the form for a count: plural({ one: '1 task', other: '{count} tasks' }, 3). */
type FormOf<F> = F extends { zero: infer Z } ? Z | (F extends { one: infer O; other: infer X } ? O | X : never) : F extends { one: infer O; other: infer X } ? O | X : never;

export function plural<F extends PluralForms<unknown>>(forms: F, count: number): FormOf<F> {
  if (count === 0 && forms.zero !== undefined) return forms.zero as FormOf<F>;
  return (englishPlurals.select(count) === 'one' ? forms.one : forms.other) as FormOf<F>;
}
