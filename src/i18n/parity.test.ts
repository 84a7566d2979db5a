import { describe, expect, it } from 'vitest';
import { fill, isIcuMessage } from '@/lib/format';
import { formatIcu } from './icu';
import { argumentNames, compareCatalogues, messagesOf } from './parity';

/** Every language folder's catalogue files (`./ar/auth.ts`), English included; the lead's new folders too. */
const files = import.meta.glob<Record<string, unknown>>(['./*/*.ts', '!./*/index.ts', '!./**/*.test.ts'], { eager: true });

const byLanguage = new Map<string, Map<string, Record<string, unknown>>>();
for (const [path, module] of Object.entries(files)) {
  const [, language, file] = /^\.\/([^/]+)\/([^/]+)\.ts$/.exec(path)!;
  if (!byLanguage.has(language!)) byLanguage.set(language!, new Map());
  byLanguage.get(language!)!.set(file!, { ...module });
}
const english = byLanguage.get('en')!;

describe('catalogue parity', () => {
  it('reads the English files', () => {
    expect([...english.keys()]).toEqual(expect.arrayContaining(['common', 'routes', 'ui', 'auth', 'contracts']));
  });

  for (const [language, catalogues] of byLanguage) {
    if (language === 'en') continue;
    it(`${language} has every English file, key and ICU argument, and nothing more`, () => {
      const problems = [...english].flatMap(([file, source]) => {
        const other = catalogues.get(file);
        return other ? compareCatalogues(source, other, language).map((problem) => `${file}: ${problem}`) : [`${file}.ts: missing`];
      });
      problems.push(...[...catalogues.keys()].filter((file) => !english.has(file)).map((file) => `${file}.ts: no English file`));
      expect(problems).toEqual([]);
    });
  }

  it('writes every plain English message the same through ICU as through the placeholder fill', () => {
    const differing: string[] = [];
    for (const [file, module] of english) {
      for (const [path, message] of messagesOf(module)) {
        if (typeof message !== 'string' || isIcuMessage(message)) continue;
        const values = Object.fromEntries(argumentNames(message).map((name) => [name, 1]));
        if (fill(message, values) !== formatIcu(message, values, 'en-AE')) differing.push(`${file}: ${path}`);
      }
    }
    expect(differing).toEqual([]);
  });
});

describe('compareCatalogues', () => {
  const english = { title: 'Hello {name}', count: '{count, plural, one {# task} other {# tasks}}', nested: { ok: 'Ok' } };

  it('passes a faithful translation, plural categories and argument order free', () => {
    const arabic = {
      title: 'مرحبًا {name}',
      count: '{count, plural, zero {لا مهام} one {مهمة واحدة} two {مهمتان} few {# مهام} many {# مهمة} other {# مهمة}}',
      nested: { ok: 'حسنًا' },
    };
    expect(compareCatalogues(english, arabic, 'ar')).toEqual([]);
  });

  it('fails a key missing or extra, a renamed or lost argument, a string for an object, and broken ICU', () => {
    const broken = { title: 'مرحبًا {person}', count: 'مهام', nested: 'حسنًا', extra: 'x' };
    expect(compareCatalogues(english, broken, 'ar')).toEqual([
      'nested.ok: missing in ar',
      'nested: only in ar',
      'extra: only in ar',
      'title: arguments {name} in English, {person} in ar',
      'count: arguments {count} in English, {} in ar',
    ]);
    expect(compareCatalogues({ a: '{n}' }, { a: '{n, plural, one {x}' }, 'ar')[0]).toMatch(/^a: not an ICU message/);
  });
});
