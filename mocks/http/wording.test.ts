import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { arabic } from '../i18n/ar';
import { english, messages } from '../i18n/en';
import { arabicMoment } from './moments';
import { arabicOf, entryOf, fillPlain, formatArabic, leavesOf, say, translate, translateBody } from './wording';
import { arabicZodMessage } from './zod-issues';

/*
 * The mock's catalogues: every message the mock can send is an entry of the English catalogue
 * (the code throws and answers only those), so proving each entry has an Arabic twin with the
 * same placeholders, and is found again from the English it writes, proves it for every message.
 * mocks/test/arabic-answers.test.ts checks the other half: what the mock really answers, call by
 * call, reaches an Arabic reader in Arabic.
 */

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** A message's argument names, in every plural and select branch, sorted (FormatJS's parser: the one that formats them). */
function argumentNames(message: string): string[] {
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
/** Entries that are only placeholders and punctuation, in every language. */
const NO_WORDS = new Set(['emails.demoRequest.line', 'notices.email.actionLine', 'notices.email.signature', 'notices.digest.line']);

const englishLeaves = leavesOf(english);
const englishByPath = new Map(englishLeaves);
const arabicLeaves = new Map(leavesOf(arabic));

/** A sample value for each placeholder: a number where a count is read, text elsewhere, all different. */
const samples = (names: readonly string[]) => Object.fromEntries(names.map((name, i) => [name, `Value${i}x`]));

describe('the mock’s catalogues', () => {
  it('have the same keys and the same ICU arguments in English and Arabic, and nothing more', () => {
    expect(englishLeaves.length).toBeGreaterThan(300);
    expect([...arabicLeaves.keys()]).toEqual(englishLeaves.map(([path]) => path));
    const differing = englishLeaves.filter(([path, text]) => argumentNames(text).join() !== argumentNames(arabicLeaves.get(path)!).join());
    expect(differing.map(([path]) => path)).toEqual([]);
  });

  it('keep English plain: no ICU plural or select, so it is filled exactly as the code always wrote it', () => {
    const icu = englishLeaves.filter(([, text]) => /\{\w+,/.test(text)).map(([path]) => path);
    expect(icu).toEqual([]);
  });

  it.each(englishLeaves)('%s: writes Arabic with every placeholder filled', (path, text) => {
    const translated = arabicLeaves.get(path)!;
    const names = argumentNames(text);
    const written = formatArabic(translated, Object.fromEntries(names.map((name) => [name, '7'])));
    expect(written).not.toMatch(/[{}]|undefined|NaN/);
    if (!NO_WORDS.has(path)) {
      expect(written).toMatch(ARABIC_LETTER);
      expect(written).not.toBe(fillPlain(text, Object.fromEntries(names.map((name) => [name, '7']))));
    }
  });

  it('finds every message again from the English it writes, with the values it was written with', () => {
    const lost: string[] = [];
    for (const [path, text] of leavesOf(messages)) {
      const values = samples(argumentNames(text));
      const found = entryOf(fillPlain(text, values));
      const same = found && Object.keys(values).every((name) => found.values[name] === values[name]) && Object.keys(found.values).length === Object.keys(values).length;
      if (!found || englishByPath.get(found.path) !== text || !same) lost.push(path);
    }
    expect(lost).toEqual([]);
  });

  it('gives one English sentence one Arabic sentence wherever it is catalogued', () => {
    const byEnglish = new Map<string, Set<string>>();
    for (const [path, text] of leavesOf(messages)) byEnglish.set(text, (byEnglish.get(text) ?? new Set()).add(arabicLeaves.get(path)!));
    expect([...byEnglish].filter(([, translations]) => translations.size > 1).map(([text]) => text)).toEqual([]);
  });

  it('counts with Arabic’s plural forms', () => {
    const atMost = (max: number) => arabicOf(fillPlain(english.validation.atMost, { max }));
    expect([0, 1, 2, 3, 11, 100].map(atMost)).toEqual([
      'يجب ألا يزيد طول النص على 0 حرف',
      'يجب ألا يزيد طول النص على حرف واحد',
      'يجب ألا يزيد طول النص على حرفين',
      'يجب ألا يزيد طول النص على 3 أحرف',
      'يجب ألا يزيد طول النص على 11 حرفًا',
      'يجب ألا يزيد طول النص على 100 حرف',
    ]);
    expect(say('ar', (c) => c.notices.digest.subject, { count: 2 })).toBe('ملخصك من Corridor: تحديثان');
    expect(say('ar', (c) => c.notices.digest.subject, { count: 5 })).toBe('ملخصك من Corridor: 5 تحديثات');
    expect(say('en', (c) => c.notices.digest.subject, { count: 1000 })).toBe('Your Corridor digest: 1000 updates');
  });
});

describe('translate', () => {
  it('leaves English, and text that is not a catalogue message, exactly as it is', () => {
    for (const [, text] of leavesOf(messages)) expect(translate(text, 'en')).toBe(text);
    expect(translate('Nordvik Payments AB', 'ar')).toBe('Nordvik Payments AB');
    expect(translateBody({ message: english.http.forbidden, errors: [{ path: 'id', message: 'x' }] }, 'en')).toEqual({
      message: english.http.forbidden,
      errors: [{ path: 'id', message: 'x' }],
    });
  });

  it('writes a message in Arabic with its values: numbers, field names, names, moments and catalogued phrases', () => {
    expect(translate('Target revenue must be at most 1000', 'ar')).toBe('يجب ألا تزيد قيمة «الإيرادات المستهدفة» على 1000');
    expect(translate('businessId is required', 'ar')).toBe('الحقل businessId مطلوب');
    expect(translate('Time 2 overlaps your accepted meeting with Nordvik Payments AB on Tue 2 Dec, 10:00 (Asia/Dubai).', 'ar')).toBe(
      'يتداخل الموعد 2 مع اجتماعك المقبول مع Nordvik Payments AB في الثلاثاء 2 ديسمبر، 10:00 (Asia/Dubai).',
    );
    expect(translate('A former party cancelled the intro meeting of Tue 2 Dec 2031, 09:00–09:30 UTC. Reason: “The request was declined.”', 'ar')).toBe(
      'ألغى طرف سابق اجتماع التعارف في الثلاثاء 2 ديسمبر 2031، 09:00–09:30 UTC. السبب: «رُفض الطلب.»',
    );
    expect(translateBody({ message: english.validation.milestoneFields, errors: [{ path: 'title', message: 'Must be at most 200 characters' }] }, 'ar')).toEqual({
      message: 'العنوان والوصف وتاريخ الاستحقاق مطلوبة',
      errors: [{ path: 'title', message: 'يجب ألا يزيد طول النص على 200 حرف' }],
    });
  });

  it('reads the moments the English sentences write, and nothing else', () => {
    expect(arabicMoment('Tue 2 Sept, 10:00 (Europe/Stockholm)')).toBe('الثلاثاء 2 سبتمبر، 10:00 (Europe/Stockholm)');
    expect(arabicMoment('Mon 1 Dec 2031, 09:00 UTC')).toBe('الاثنين 1 ديسمبر 2031، 09:00 UTC');
    expect(arabicMoment('Tuesday, 2 December')).toBeNull();
  });
});

describe('zod’s own messages', () => {
  const issues = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value, { error: arabicZodMessage });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('are written in Arabic for a field whose schema gives no message, and the schema’s own stay the schema’s', () => {
    expect(issues(z.string().max(3), 'abcdef')).toEqual(['يجب ألا يزيد طول النص على 3 أحرف.']);
    expect(issues(z.number().min(2), 1)).toEqual(['يجب ألا يقل الرقم عن 2.']);
    expect(issues(z.boolean(), 'yes')).toEqual(['قيمة غير صالحة: المتوقع true أو false.']);
    expect(issues(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 })).toEqual(['حقول غير معروفة: "b"، "c".']);
    expect(issues(z.enum(['en', 'ar']), 'fr')).toEqual(['خيار غير صالح: المتوقع إحدى القيم "en"، "ar".']);
    expect(issues(z.string().max(3, english.validation.required), 'abcdef')).toEqual([english.validation.required]);
  });
});
