import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLocaleOf, keepLanguageChoice, languages, languageStorageKeys, offeredLanguages, resolveLanguage, storeChoice, storedChoice } from './language';

afterEach(() => localStorage.clear());

describe('resolveLanguage', () => {
  it('takes a stored choice, else the first browser language we have, else English', () => {
    expect(resolveLanguage('ar', ['en-GB'], languages)).toBe('ar');
    expect(resolveLanguage(null, ['sv-SE', 'ar-AE', 'en'], languages)).toBe('ar');
    expect(resolveLanguage('fr', ['EN-us'], languages)).toBe('en');
    expect(resolveLanguage(null, ['sv', 'de'], languages)).toBe('en');
  });

  it('offers English and Arabic, and chooses only a language readers are offered', () => {
    expect(offeredLanguages).toEqual(['en', 'ar']);
    expect(resolveLanguage('ar', ['en'])).toBe('ar');
    expect(resolveLanguage('ar', ['ar-AE'], ['en'])).toBe('en');
    expect(resolveLanguage(null, ['ar-AE', 'en'], ['en'])).toBe('en');
  });
});

describe('the stored choice', () => {
  it('keeps language and digits, and survives a logout that clears the storage', () => {
    storeChoice('ar', 'arab');
    localStorage.setItem('token', 'secret');
    keepLanguageChoice(() => localStorage.clear());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem(languageStorageKeys.language)).toBe('ar');
    expect(storedChoice().digits).toBe('arab');
  });

  it('writes dates and numbers in the UAE locale of the language, with Latin digits unless Arabic-Indic are chosen', () => {
    expect(formatLocaleOf('en', 'arab')).toBe('en-AE');
    expect(formatLocaleOf('ar', 'latn')).toBe('ar-AE-u-nu-latn');
    expect(formatLocaleOf('ar', 'arab')).toBe('ar-AE-u-nu-arab');
  });
});

describe('index.html', () => {
  const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  /** Runs the page's inline script with the given storage and browser languages; returns <html>'s attributes. */
  function runInline(stored: string | null, languages: string[]) {
    const attributes: Record<string, string> = {};
    const root = { lang: 'en', dir: 'ltr', setAttribute: (name: string, value: string) => (attributes[name] = value) };
    const run = new Function('document', 'localStorage', 'navigator', script) as (...args: unknown[]) => void;
    run({ documentElement: root }, { getItem: (key: string) => (key === languageStorageKeys.language ? stored : null) }, { languages, language: languages[0] });
    return { lang: root.lang, dir: root.dir, hidden: 'data-translating' in attributes };
  }

  it('sets <html lang dir> before the first paint as resolveLanguage chooses, and hides the English page from an Arabic reader', () => {
    const cases: [string | null, string[]][] = [
      [null, ['en-US']],
      [null, ['ar-AE', 'en']],
      [null, ['sv-SE', 'AR']],
      [null, ['fr']],
      ['en', ['ar']],
      ['ar', ['en']],
      ['xx', ['ar-EG']],
    ];
    expect(script).toContain(languageStorageKeys.language);
    for (const [stored, languages] of cases) {
      const language = resolveLanguage(stored, languages);
      expect(runInline(stored, languages)).toEqual({ lang: language, dir: language === 'ar' ? 'rtl' : 'ltr', hidden: language === 'ar' });
    }
  });
});
