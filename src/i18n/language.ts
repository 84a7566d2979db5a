/**
 * The reader's language and digits (issue 15): English or Arabic, and for Arabic, Latin digits
 * (the default, as most UAE business sites write them) or Arabic-Indic ones. Kept in local storage
 * across visits and logouts; without a stored choice, the browser's first language we have.
 * Small and free of imports: the home page loads it, and index.html repeats `resolveLanguage` inline
 * so that `<html lang dir>` is right before the first paint (a test holds the two together).
 */

/** Every language with a catalogue (`src/i18n/<language>/`), kept in step by the parity test. */
export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

/**
 * The languages a reader is offered: the switch lists them, and only they are chosen from storage or
 * the browser. index.html's inline script holds the same list (language.test.ts checks it).
 */
export const offeredLanguages: readonly Language[] = languages;
export type Digits = 'latn' | 'arab';
export type Direction = 'ltr' | 'rtl';

/** The language the prerendered pages are written in, and the fallback for a missing message. */
export const sourceLanguage: Language = 'en';

/** Storage keys of the choice; `keepLanguageChoice` carries them over a logout's clearing. */
export const languageStorageKeys = { language: 'corridor.language', digits: 'corridor.digits' } as const;

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar';

/** A stored choice, else the first of the browser's languages we offer ("ar-AE" → ar), else English. */
export function resolveLanguage(stored: string | null, preferred: readonly string[], offered: readonly Language[] = offeredLanguages): Language {
  const isOffered = (value: unknown): value is Language => isLanguage(value) && offered.includes(value);
  if (isOffered(stored)) return stored;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isOffered(primary)) return primary;
  }
  return sourceLanguage;
}

export const direction = (language: Language): Direction => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The BCP 47 locale dates, numbers and plural rules are written in: English as written in the UAE
 * ("13 Sep 2026"), Arabic of the UAE with the chosen digits (`ar-AE-u-nu-latn`).
 */
export const formatLocaleOf = (language: Language, digits: Digits): string => (language === 'ar' ? `ar-AE-u-nu-${digits}` : 'en-AE');

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
}

/** The choice this browser holds (or the browser's preference), read from storage each time. */
export function storedChoice(): { language: Language; digits: Digits } {
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return {
    language: resolveLanguage(read(languageStorageKeys.language), preferred),
    digits: read(languageStorageKeys.digits) === 'arab' ? 'arab' : 'latn',
  };
}

export function storeChoice(language: Language, digits: Digits): void {
  write(languageStorageKeys.language, language);
  write(languageStorageKeys.digits, digits);
}

/** Runs `clear` (a logout's clearing of the app's storage) and puts the language choice back. */
export function keepLanguageChoice(clear: () => void): void {
  const kept = Object.values(languageStorageKeys).map((key) => [key, read(key)] as const);
  clear();
  for (const [key, value] of kept) if (value !== null) write(key, value);
}

/** `<html lang dir>` for the language (index.html sets them first, from the same choice). */
export function applyToDocument(language: Language, doc: Document = document): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = direction(language);
}

/**
 * What the language switch shows, the same in every language (decision 029): each language's name
 * in itself, the control's label in both, and the digits as they look. Not in a catalogue, because
 * a reader who cannot read the active language must still find their own.
 */
export const switchText = {
  label: 'Language / اللغة',
  names: { en: 'English', ar: 'العربية' },
  digitsLabel: 'Digits / الأرقام',
  digits: { latn: '123', arab: '١٢٣' },
} as const;
