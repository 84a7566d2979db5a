import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { sentenceOf } from '../../domain/notifications';
import { demo, raw, signIn, withMockServer } from '../../test/harness';
import { foreignAndFreshPartner } from '../contracts/testing';
import { mailTo, userOf, type Answer } from './testing';

withMockServer();

/** A call as the app makes it, in the reader's language (none: no Accept-Language). */
async function call(method: string, path: string, token: string, language?: string, body?: unknown): Promise<{ status: number; body: Answer }> {
  const response = await fetch(`http://corridor.test${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...(language ? { 'Accept-Language': language } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('the bell in the reader’s language', () => {
  it('lists every notification in Arabic for an Arabic reader, and exactly as stored sentences read in English otherwise', async () => {
    const { token, user } = await signIn(demo.local);
    const arabic = (await call('GET', '/notifications?limit=50', token, 'ar')).body;
    const english = (await call('GET', '/notifications?limit=50', token)).body;
    expect(arabic.items.length).toBeGreaterThanOrEqual(8);
    expect(arabic.items.map((item: Answer) => item.id)).toEqual(english.items.map((item: Answer) => item.id));
    for (const item of arabic.items) expect(item.text, item.event).toMatch(ARABIC_LETTER);
    const stored = new Map(db.notifications.all().filter((record) => record.userId === user.id).map((record) => [record.id, record]));
    for (const item of english.items) expect(item.text).toBe(sentenceOf(stored.get(item.id)!));
    // The same facts either way: only the sentence is written anew.
    expect(arabic.items.map(({ text: _text, ...rest }: Answer) => rest)).toEqual(english.items.map(({ text: _text, ...rest }: Answer) => rest));
    expect(arabic.unread).toBe(english.unread);
  });

  it('answers marking one read with its sentence in the reader’s language', async () => {
    const { token } = await signIn(demo.foreign);
    const [first] = (await call('GET', '/notifications?limit=1', token)).body.items;
    const marked = await call('POST', `/notifications/${first.id}/read`, token, 'ar');
    expect(marked.status).toBe(200);
    expect(marked.body.text).toMatch(ARABIC_LETTER);
    expect(marked.body.text).not.toBe(first.text);
  });
});

describe('e-mails in their recipient’s language', () => {
  it('mails an Arabic reader in Arabic when an English reader acts, and an English reader in English when an Arabic one does', async () => {
    const { foreign, partner, asForeign, asPartner } = await foreignAndFreshPartner();
    // The business reads Corridor in Arabic: a call of theirs in Arabic says so.
    await call('GET', '/notifications/unread-count', asForeign.token, 'ar');
    await expect.poll(() => userOf(demo.foreign).language).toBe('ar');

    // The business (Arabic) sends a request: the partner (English) is mailed in English.
    const sent = await call('POST', '/partner/applyForPartnership', asForeign.token, 'ar', { partnerId: partner.party.profile._id });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('تم إرسال طلب التواصل بنجاح');
    const [toPartner] = mailTo(partner.user.email);
    expect(toPartner).toMatchObject({ subject: 'New partnership request from Nordvik Payments AB', kind: 'notification' });
    expect(toPartner!.language).toBeUndefined();
    expect(toPartner!.body.startsWith(`Hello ${partner.user.name},`)).toBe(true);

    // The partner (English) approves it: the business is mailed in Arabic.
    const approved = await raw('POST', '/ApproveRequest', JSON.stringify({ ID: sent.body.contractId }), asPartner.token);
    expect(approved.status).toBe(200);
    const company = partner.party.kind === 'local' ? partner.party.profile.companyName : '';
    const [toForeign] = mailTo(foreign.user.email);
    expect(toForeign).toMatchObject({ kind: 'notification', language: 'ar', subject: `اعتمد ${company} طلب الشراكة الذي أرسلته` });
    expect(toForeign!.body.split('\n')).toEqual([
      `مرحبًا ${foreign.user.name}،`,
      '',
      `اعتمد ${company} طلب الشراكة الذي أرسلته. الاتفاقية جاهزة للتوقيع.`,
      '',
      `راجع الاتفاقية ووقّعها: /contract/${sent.body.contractId}`,
      '',
      '— Corridor',
      'تصلك هذه الرسالة لأن الإشعارات عبر البريد الإلكتروني مفعّلة لنوع «الردود على طلباتك» في إعدادات الإشعارات.',
    ]);
  });

  it('writes a code to someone not a user yet in the language they asked in, and to an account in its own', async () => {
    const asked = await fetch('http://corridor.test/send-code', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ar' },
      body: JSON.stringify({ email: 'layla@khaleej.ae' }),
    });
    const { code, message } = (await asked.json()) as { code: string; message: string };
    expect(message).toBe('أُرسل رمز مكوّن من 6 أرقام إلى layla@khaleej.ae');
    expect(db.outbox.all().find((mail) => mail.to === 'layla@khaleej.ae')).toMatchObject({
      kind: 'code',
      language: 'ar',
      subject: 'رمز التحقق الخاص بك في Corridor',
      body: `رمزك هو ${code}. تنتهي صلاحيته بعد 10 دقائق ويُستخدم مرة واحدة.`,
    });
    // A reset for an account that reads English: its own language, whatever the page asking.
    await fetch('http://corridor.test/send-code', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ar' },
      body: JSON.stringify({ email: demo.investor, purpose: 'reset' }),
    });
    expect(db.outbox.all().find((mail) => mail.to === demo.investor && mail.kind === 'code')).toMatchObject({ subject: 'Your Corridor password reset code' });
  });

  it('writes a demo request to sales in the language of the person asking', async () => {
    const request = { firstName: 'Layla', lastName: 'Haddad', email: 'layla@khaleej.ae', company: 'Khaleej Trading', employees: '1-29', website: 'khaleej.ae', phone: '+971 4 000 0000', message: 'مرحبًا' };
    const answer = await fetch('http://corridor.test/demo-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ar' },
      body: JSON.stringify(request),
    });
    expect(((await answer.json()) as { message: string }).message).toBe('تم إرسال طلب العرض التجريبي! سنتواصل معك قريبًا.');
    const mail = db.outbox.all().find((each) => each.kind === 'demo-request')!;
    expect(mail.subject).toBe('طلب عرض تجريبي من Layla Haddad (Khaleej Trading)');
    expect(mail.body.split('\n').slice(0, 2)).toEqual(['الاسم الأول: Layla', 'اسم العائلة: Haddad']);
  });
});
