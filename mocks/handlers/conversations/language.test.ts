import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { demo, signIn, withMockServer } from '../../test/harness';
import type { Answer } from './testing';

withMockServer();

/** A call as the app makes it, in the reader's language (none: no Accept-Language). */
async function get(path: string, token: string, language?: string): Promise<Answer> {
  const response = await fetch(`http://corridor.test${path}`, {
    headers: { Authorization: `Bearer ${token}`, ...(language ? { 'Accept-Language': language } : {}) },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('a conversation in the reader’s language', () => {
  it('writes each meeting step in Arabic for an Arabic reader and leaves what people wrote as they wrote it', async () => {
    const { token, user } = await signIn(demo.foreign);
    const withSteps = [...new Set(db.messages.all().filter((message) => message.event).map((message) => message.contractId))];
    const mine = (await get('/conversations', token)).map((summary: Answer) => summary.contractId as string);
    const contractId = withSteps.find((id) => mine.includes(id));
    if (!contractId) throw new Error(`the seed gives ${user.email} no conversation with a meeting`);

    const english = await get(`/conversations/${contractId}`, token);
    const arabic = await get(`/conversations/${contractId}`, token, 'ar');
    expect(arabic.messages.map((message: Answer) => message.id)).toEqual(english.messages.map((message: Answer) => message.id));
    let steps = 0;
    english.messages.forEach((message: Answer, i: number) => {
      const read = arabic.messages[i];
      if (!message.event) {
        expect(read.body).toBe(message.body);
        return;
      }
      steps += 1;
      expect(message.body).toBe(db.messages.findFirst((q) => q.where({ id: message.id }))!.body);
      expect(read.body, message.body).toMatch(ARABIC_LETTER);
      expect(read.body).not.toMatch(/proposed|accepted|declined|cancelled|withdrew|replaced|[{}]/);
    });
    expect(steps).toBeGreaterThan(0);

    // The inbox's last line too, when it is a step.
    const inbox = (await get('/conversations', token, 'ar')) as unknown as Answer[];
    for (const summary of inbox) {
      if (summary.lastMessage?.event) expect(summary.lastMessage.body).toMatch(ARABIC_LETTER);
    }
  });
});
