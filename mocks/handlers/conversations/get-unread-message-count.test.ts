import { describe, expect, it } from 'vitest';
import { accessMessages } from '../../domain/conversations';
import { demo, signIn, withMockServer } from '../../test/harness';
import { call, DEMO_THREAD, FORGED, threadOf } from './testing';

withMockServer();

describe('GET /conversations/unread-count', () => {
  it('counts the seeded unread messages of each demo account, and when the latest message to it came', async () => {
    const expected: Array<[string, number, number]> = [
      [demo.local, 4, 2],
      [demo.foreign, 1, 1],
      [demo.investor, 1, 1],
    ];
    for (const [email, unread, conversations] of expected) {
      const { token } = await signIn(email);
      const { status, body } = await call('GET', '/conversations/unread-count', token);
      expect(status).toBe(200);
      expect(body, email).toMatchObject({ unread, conversations });
      expect(Date.parse(body.latestAt)).toBeLessThan(Date.now());
    }
  });

  it('goes up when the other party writes and down as the thread is read; replying reads what came before', async () => {
    const { token: foreign } = await signIn(demo.foreign);
    const { token: local } = await signIn(demo.local);
    const count = async () => (await call('GET', '/conversations/unread-count', local)).body;
    const message = (await call('POST', `/conversations/${DEMO_THREAD}/messages`, foreign, { body: 'And one more thing.' })).body;
    expect(await count()).toEqual({ unread: 5, conversations: 2, latestAt: message.sentAt });
    // Up to the accepted meeting (a meeting step is news too): three left.
    const accepted = threadOf(DEMO_THREAD).find((each) => each.event === 'meeting-accepted')!;
    expect((await call('POST', `/conversations/${DEMO_THREAD}/read`, local, { upTo: accepted.id })).status).toBe(200);
    expect(await count()).toMatchObject({ unread: 4, conversations: 2 });
    // Writing moves the writer's own mark to their message: what they answered is read.
    await call('POST', `/conversations/${DEMO_THREAD}/messages`, local, { body: 'Answering now.' });
    expect(await count()).toMatchObject({ unread: 1, conversations: 1, latestAt: message.sentAt });
  });

  it('answers an admin 403 and no token 401', async () => {
    const { token } = await signIn(demo.admin);
    expect(await call('GET', '/conversations/unread-count', token)).toEqual({ status: 403, body: { message: accessMessages.adminList } });
    expect((await call('GET', '/conversations/unread-count')).status).toBe(401);
    expect((await call('GET', '/conversations/unread-count', FORGED)).status).toBe(401);
  });
});
