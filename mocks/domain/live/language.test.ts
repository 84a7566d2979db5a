import { describe, expect, it } from 'vitest';
import type { LiveEvent } from './hub';
import { inLanguage } from './stream';

const message = (body: string, event: 'meeting-accepted' | null) =>
  ({
    type: 'message',
    contractId: 'ctr_0001',
    message: { id: 'msg_1', contractId: 'ctr_0001', from: 'sender', authorName: 'Astrid Lindqvist', body, sentAt: '2031-11-30T10:00:00.000Z', clientId: null, meetingId: event ? 'mtg_1' : null, event },
  }) as LiveEvent;

describe('a live event in its reader’s language', () => {
  it('writes a meeting step in Arabic for an Arabic stream, and leaves English streams and what people wrote alone', () => {
    const step = message('Nordvik Payments AB accepted the intro meeting: Tue 2 Dec 2031, 09:00–09:30 UTC.', 'meeting-accepted');
    expect(inLanguage(step, 'ar')).toMatchObject({ message: { body: 'قبل Nordvik Payments AB اجتماع التعارف: الثلاثاء 2 ديسمبر 2031، 09:00–09:30 UTC.' } });
    expect(inLanguage(step, 'en')).toBe(step);
    const written = message('Nordvik Payments AB accepted the intro meeting: Tue 2 Dec 2031, 09:00–09:30 UTC.', null);
    expect(inLanguage(written, 'ar')).toBe(written);
    const ready = { type: 'ready' } as LiveEvent;
    expect(inLanguage(ready, 'ar')).toBe(ready);
  });
});
