import { arabicDay, arabicUtcMoment } from '../../http/moments';
import { say, type ServerLanguage } from '../../http/wording';
import { notices as words } from '../../i18n/en';

/*
 * How a notification's stored values read inside its sentence, in each language: a due day
 * written out ("on 1 Dec 2026", "في 1 ديسمبر 2026"), an instant in UTC, how many times a meeting
 * offers, a deleted company's neutral name. Counts stay numbers for Arabic, whose plurals read them.
 */

export type Values = Record<string, string | number>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "2026-12-01" → "1 Dec 2026"; null for anything else. */
function englishDay(value: string | number): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value));
  return match ? `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}` : null;
}

/** "2031-12-02T09:00:00.000Z" → "Tue 2 Dec 2031, 09:00 UTC" (each reader's own zone is the app's to show). */
export function utcMoment(value: string | number): string {
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) return String(value);
  const at = new Date(ms);
  const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${time} UTC`;
}

/** One value as a sentence in `language` reads it. */
function valueIn(key: string, value: string | number, language: ServerLanguage): string | number {
  if (key === 'dueDate') {
    const day = language === 'en' ? englishDay(value) : arabicDay(value);
    return day ? say(language, (c) => c.notices.values.onDay, { day }) : String(value);
  }
  if (key === 'start') return language === 'en' ? utcMoment(value) : (arabicUtcMoment(value) ?? String(value));
  if (key === 'slots') {
    const count = Number(value);
    return say(language, (c) => (count === 1 ? c.notices.values.oneTime : c.notices.values.times), { count });
  }
  if (key === 'company' && value === words.values.formerParty) return say(language, (c) => c.notices.values.formerParty);
  // English writes numbers as text, as it always has; Arabic's plurals need them as numbers.
  return language === 'en' || typeof value !== 'number' ? String(value) : value;
}

/** The values as the sentence reads them, in `language`. */
export function sentenceValues(values: Values, language: ServerLanguage): Values {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, valueIn(key, value, language)]));
}

/** A company's name as a reader of `language` reads it in a notification (a deleted one by its neutral name). */
export const companyIn = (name: string, language: ServerLanguage): string =>
  name === words.values.formerParty ? say(language, (c) => c.notices.values.formerParty) : name;
