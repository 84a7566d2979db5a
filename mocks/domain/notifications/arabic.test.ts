import { describe, expect, it } from 'vitest';
import { sampleValues as values } from './sample-values';
import { CATALOGUE, digestOf, emailOf, sentenceOf, type NotificationEvent } from './catalogue';


/** What may stay Latin in an Arabic sentence: the names and words the values carry, and the brand. */
const LATIN_ALLOWED = /Nordvik Payments AB|Noura Al Hammadi|Trade licence issued|Documents are with the bank\.|Corridor|UTC|\/[\w/?=&-]+/g;

describe('the notifications in Arabic', () => {
  it.each(Object.keys(CATALOGUE) as NotificationEvent[])('%s: a sentence, a subject and an e-mail in Arabic, every value in place', (event) => {
    const record = { event, values, kind: CATALOGUE[event].kind, link: CATALOGUE[event].link(values, { category: 'local' }), createdAt: '2026-11-25T10:00:00.000Z' };
    const text = sentenceOf(record, 'ar');
    const { subject, body } = emailOf(record, 'Noura Al Hammadi', 'ar');
    for (const written of [text, subject, body]) {
      expect(written).not.toMatch(/[{}]|undefined|NaN/);
      expect(written.replace(LATIN_ALLOWED, '')).not.toMatch(/[A-Za-z]/);
      expect(written).toMatch(/[\u0600-\u06FF]/);
    }
    expect(body).toContain(text);
    expect(body).toContain(record.link);
    expect(body.startsWith('مرحبًا Noura Al Hammadi،')).toBe(true);
  });

  it('writes days, instants, counts and a deleted company the Arabic way', () => {
    expect(sentenceOf({ event: 'task-due', values }, 'ar')).toBe('يحين موعد استحقاق المهمة «Trade licence issued» في عقدك مع Nordvik Payments AB في 1 ديسمبر 2026.');
    expect(sentenceOf({ event: 'meeting-accepted', values }, 'ar')).toBe('قبل Nordvik Payments AB اجتماع التعارف الذي اقترحته: الثلاثاء 2 ديسمبر 2031، 09:00 UTC.');
    expect(sentenceOf({ event: 'agreement-signed', values }, 'ar')).toBe('وقّع Nordvik Payments AB الإصدار 2 من اتفاقيتكما. وهي بانتظار توقيعك.');
    const messages = (count: number) => sentenceOf({ event: 'messages-received', values: { ...values, count } }, 'ar');
    expect([2, 3, 11, 100].map(messages)).toEqual([
      'أرسل إليك Nordvik Payments AB رسالتين جديدتين.',
      'أرسل إليك Nordvik Payments AB 3 رسائل جديدة.',
      'أرسل إليك Nordvik Payments AB 11 رسالة جديدة.',
      'أرسل إليك Nordvik Payments AB 100 رسالة جديدة.',
    ]);
    const meeting = (slots: number) => sentenceOf({ event: 'meeting-proposed', values: { ...values, slots } }, 'ar');
    expect([1, 2, 3].map(meeting)).toEqual([
      'اقترح Nordvik Payments AB اجتماع تعارف في موعد واحد.',
      'اقترح Nordvik Payments AB اجتماع تعارف مع موعدين للاختيار بينهما.',
      'اقترح Nordvik Payments AB اجتماع تعارف مع 3 مواعيد للاختيار من بينها.',
    ]);
    expect(sentenceOf({ event: 'request-cancelled', values: { ...values, company: 'a former party' } }, 'ar')).toBe('سحب طرف سابق طلب الشراكة الذي أرسله إليك.');
    expect(sentenceOf({ event: 'request-cancelled', values: { ...values, company: 'a former party' } })).toBe('a former party withdrew its partnership request.');
  });

  it('counts a digest’s updates with Arabic’s plurals, and keeps the English digest as it was', () => {
    const one = { event: 'request-received', values, link: '/partner/AllContracts', createdAt: '2026-11-25T10:00:00.000Z' };
    expect(digestOf([one], 'Noura', 'ar').subject).toBe('ملخصك من Corridor: تحديث واحد');
    expect(digestOf([one, one], 'Noura', 'ar').subject).toBe('ملخصك من Corridor: تحديثان');
    expect(digestOf([one, one, one], 'Noura', 'ar').subject).toBe('ملخصك من Corridor: 3 تحديثات');
    expect(digestOf([one, one, one], 'Noura', 'ar').body.split('\n').slice(0, 5)).toEqual([
      'مرحبًا Noura،',
      '',
      'إليك ما حدث في Corridor منذ ملخصك الأخير (3 تحديثات):',
      '',
      '- 2026-11-25 10:00 (UTC): أرسل إليك Nordvik Payments AB طلب شراكة.',
    ]);
    expect(digestOf([one, one], 'Noura').body.split('\n').slice(0, 5)).toEqual([
      'Hello Noura,',
      '',
      'Here is what happened on Corridor since your last digest (2 updates):',
      '',
      '- 2026-11-25 10:00 UTC: Nordvik Payments AB sent you a partnership request.',
    ]);
  });
});
