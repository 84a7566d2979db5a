import { en } from './en';

/** The shape every locale's catalogue must have (an Arabic one follows this type). */
export type Messages = typeof en;
export type Direction = 'ltr' | 'rtl';

export const locales = {
  en: { messages: en, dir: 'ltr' as Direction, lang: 'en' },
} as const;

/** The active catalogue. Screens import `t` and never hold literal strings. */
export const t: Messages = locales.en.messages;

/** Fills `{name}` placeholders: format('Hello {name}', { name: 'Astrid' }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
