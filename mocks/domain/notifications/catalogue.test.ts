import { describe, expect, it } from 'vitest';
import { sampleValues as values } from './sample-values';
import { CATALOGUE, digestOf, emailOf, excerpt, NOTIFICATION_KINDS, sentenceOf, type NotificationEvent } from './catalogue';


describe('the notification catalogue', () => {
  it('has at least one event of every kind of the contract, and a kind of the contract for every event', () => {
    const kinds = new Set(Object.values(CATALOGUE).map((spec) => spec.kind));
    expect([...kinds].sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  it.each(Object.keys(CATALOGUE) as NotificationEvent[])('%s: one sentence, a subject and a link, every placeholder filled', (event) => {
    const record = { event, values, kind: CATALOGUE[event].kind, link: CATALOGUE[event].link(values, { category: 'local' }), createdAt: '2026-11-25T10:00:00.000Z' };
    const text = sentenceOf(record);
    const { subject, body } = emailOf(record, 'Noura Al Hammadi');
    for (const written of [text, subject, body]) expect(written).not.toMatch(/[{}]/);
    expect(text).toMatch(/^[A-Z“].*[.”]$/);
    expect(body).toContain(text);
    expect(body).toContain(record.link);
    expect(record.link).toMatch(/^\/[A-Za-z]/);
  });

  it('writes due dates out, cuts long comments at a word, and counts a digest’s updates', () => {
    expect(sentenceOf({ event: 'task-due', values })).toBe('The task “Trade licence issued” of your contract with Nordvik Payments AB is due on 1 Dec 2026.');
    expect(excerpt('  Short\n note ')).toBe('Short note');
    const long = excerpt('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/word…$/);
    const one = { event: 'request-received', values, link: '/partner/AllContracts', createdAt: '2026-11-25T10:00:00.000Z' };
    expect(digestOf([one], 'Noura').subject).toBe('Your Corridor digest: 1 update');
    expect(digestOf([one, one, one], 'Noura').subject).toBe('Your Corridor digest: 3 updates');
    expect(sentenceOf({ event: 'from-a-later-version', values })).toBe('from-a-later-version');
  });

  it('words messages and meeting steps: how many messages, how many times, the accepted time in UTC', () => {
    expect(sentenceOf({ event: 'messages-received', values })).toBe('Nordvik Payments AB sent you 3 new messages.');
    expect(sentenceOf({ event: 'message-received', values })).toBe('Nordvik Payments AB sent you a message: “Documents are with the bank.”');
    expect(sentenceOf({ event: 'meeting-proposed', values })).toBe('Nordvik Payments AB proposed an intro meeting with 2 times to choose from.');
    expect(sentenceOf({ event: 'meeting-proposed', values: { ...values, slots: 1 } })).toBe('Nordvik Payments AB proposed an intro meeting with one time to choose from.');
    expect(sentenceOf({ event: 'meeting-accepted', values })).toBe('Nordvik Payments AB accepted your intro meeting: Tue 2 Dec 2031, 09:00 UTC.');
    expect(CATALOGUE['meeting-declined'].link(values)).toBe('/messages/ctr_0001');
  });
});
