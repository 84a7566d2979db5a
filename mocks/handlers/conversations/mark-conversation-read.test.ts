import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { accessMessages, readMessages } from '../../domain/conversations';
import { demo, signIn, withMockServer } from '../../test/harness';
import { call, DEMO_THREAD, FORGED, freshPair, threadOf } from './testing';

withMockServer();

const markRead = (contractId: string, token: string | undefined, body: unknown = {}) => call('POST', `/conversations/${contractId}/read`, token, body);

describe('POST /conversations/{contractId}/read', () => {
  it('moves the caller’s mark up to a message and answers both marks; without upTo, up to the newest', async () => {
    const { token } = await signIn(demo.local);
    const thread = threadOf(DEMO_THREAD);
    const before = (await call('GET', `/conversations/${DEMO_THREAD}`, token)).body.reads;
    const middle = thread.at(-2)!;
    const { status, body } = await markRead(DEMO_THREAD, token, { upTo: middle.id });
    expect(status).toBe(200);
    expect(body.recipient.upTo).toBe(middle.id);
    expect(Math.abs(Date.parse(body.recipient.at) - Date.now())).toBeLessThan(5_000);
    expect(body.sender).toEqual(before.sender);
    expect((await markRead(DEMO_THREAD, token)).body.recipient.upTo).toBe(thread.at(-1)!.id);
  });

  it('only moves forward: an older message than the one already read changes nothing', async () => {
    const { token } = await signIn(demo.local);
    const thread = threadOf(DEMO_THREAD);
    const newest = (await markRead(DEMO_THREAD, token)).body.recipient;
    expect((await markRead(DEMO_THREAD, token, { upTo: thread[0]!.id })).body.recipient).toEqual(newest);
    expect((await markRead(DEMO_THREAD, token, { upTo: thread.at(-1)!.id })).body.recipient).toEqual(newest);
  });

  it('answers 400 for a message of another thread or none, and for unknown fields', async () => {
    const { token } = await signIn(demo.local);
    const stranger = threadOf('ctr_0009')[0]!.id;
    for (const upTo of [stranger, 'msg_nope']) {
      expect(await markRead(DEMO_THREAD, token, { upTo })).toEqual({ status: 400, body: { message: readMessages.upTo, errors: [{ path: 'upTo', message: readMessages.upTo }] } });
    }
    expect((await markRead(DEMO_THREAD, token, { upTo: 12 })).status).toBe(400);
    expect((await markRead(DEMO_THREAD, token, { upTo: 'x'.repeat(65) })).status).toBe(400);
    expect(await markRead(DEMO_THREAD, token, { until: 'now' })).toMatchObject({ status: 400, body: { message: 'Unknown field: until.' } });
  });

  it('reads the conversation’s message notifications too, so the bell follows the thread; meeting news stays', async () => {
    const { token, user } = await signIn(demo.local);
    const unreadBell = () =>
      db.notifications.all().filter((record) => record.userId === user.id && record.readAt === null && record.values.contractId === DEMO_THREAD)
        .map((record) => record.kind)
        .filter((kind) => kind === 'message' || kind === 'meeting');
    expect(unreadBell().sort()).toEqual(['meeting', 'message']);
    // Read part of the way: messages are still unread, so is the notification.
    await markRead(DEMO_THREAD, token, { upTo: threadOf(DEMO_THREAD).at(-2)!.id });
    expect(unreadBell().sort()).toEqual(['meeting', 'message']);
    await markRead(DEMO_THREAD, token);
    expect(unreadBell()).toEqual(['meeting']);
  });

  it('works in a read-only conversation (reading writes nothing in it)', async () => {
    const { token } = await signIn(demo.foreign);
    const { status, body } = await markRead('ctr_0019', token);
    expect(status).toBe(200);
    expect(body.sender.upTo).toBe(threadOf('ctr_0019').at(-1)!.id);
  });

  it('answers 401, 403 to admins and non-parties, 404 for an unknown request; an empty thread reads as no mark', async () => {
    expect((await markRead(DEMO_THREAD, undefined)).status).toBe(401);
    expect((await markRead(DEMO_THREAD, FORGED)).status).toBe(401);
    const { token: admin } = await signIn(demo.admin);
    expect(await markRead(DEMO_THREAD, admin)).toEqual({ status: 403, body: { message: accessMessages.adminWrite } });
    const { token: investor } = await signIn(demo.investor);
    expect(await markRead(DEMO_THREAD, investor)).toEqual({ status: 403, body: { message: accessMessages.notPartyWrite } });
    expect(await markRead('ctr_nope', investor)).toEqual({ status: 404, body: { message: accessMessages.notFound } });
    const { contract, asPartner } = await freshPair();
    expect(await markRead(contract._id, asPartner.token)).toEqual({ status: 200, body: { sender: { upTo: null, at: null }, recipient: { upTo: null, at: null } } });
  });
});
