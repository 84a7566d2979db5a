import { afterEach, describe, expect, it } from 'vitest';
import { checkResponse } from '../../../scripts/conformance/validator';
import { db } from '../../db';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { subscriberCount } from '../../domain/live';
import { openEvents } from '../../domain/live/testing';
import { setScenarioSettings } from '../../http/scenarios';
import { BASE_URL, demo, raw, signIn, withMockServer } from '../../test/harness';

withMockServer();
afterEach(() => setScenarioSettings({ latencyMs: 0, forced: {} }));

const open = async (token?: string) => (await openEvents(BASE_URL, token)).response;
const listen = async (token: string) => (await openEvents(BASE_URL, token)).events;

/** The seeded request between the demo business and the demo partner, and the side each is on. */
function demoContract() {
  const ids: string[] = [DEMO_ACCOUNTS.foreign.profileId, DEMO_ACCOUNTS.local.profileId];
  const contract = db.contracts.all().find((c) => ids.includes(c.senderProfileId) && ids.includes(c.recipientProfileId));
  if (!contract) throw new Error('the seed has no request between the demo business and the demo partner');
  return contract;
}

/** A message written straight into the data (as any writer would), from the local partner's side. */
async function writeMessage(body: string) {
  const contract = demoContract();
  const from = contract.senderProfileId === DEMO_ACCOUNTS.local.profileId ? 'sender' : 'recipient';
  return db.messages.create({
    id: `msg_${Math.random().toString(16).slice(2, 10)}`, contractId: contract._id, from, authorUserId: DEMO_ACCOUNTS.local.userId,
    authorName: 'Omar', body, sentAt: new Date().toISOString(), clientId: null, meetingId: null, event: null,
  });
}

describe('GET /events', () => {
  it('refuses a call without a session with 401 and a JSON message, as the contract says', async () => {
    for (const token of [undefined, 'f'.repeat(64)]) {
      const response = await open(token);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await checkResponse('openEventStream', response.clone())).toEqual([]);
      expect(((await response.json()) as { message: string }).message).toMatch(/log in/i);
    }
  });

  it('answers a signed-in caller with an open event stream whose first event is ready', async () => {
    const { token } = await signIn(demo.investor);
    const { response, events } = await openEvents(BASE_URL, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await events.next()).toEqual({ type: 'ready' });
    expect(subscriberCount(DEMO_ACCOUNTS.investor.userId)).toBe(1);
    await events.close();
    // The client left: the stream stops listening.
    await expect.poll(() => subscriberCount()).toBe(0);
  });

  it('delivers a message of a conversation to both parties’ streams and not to a third party’s', async () => {
    const [foreign, local, investor] = await Promise.all([signIn(demo.foreign), signIn(demo.local), signIn(demo.investor)]);
    const streams = await Promise.all([foreign, local, investor].map(({ token }) => listen(token)));
    for (const stream of streams) expect(await stream.next()).toEqual({ type: 'ready' });
    const [toForeign, toLocal, toInvestor] = streams;
    const record = await writeMessage('Salaam from Dubai — shall we talk on Tuesday?');
    for (const stream of [toForeign!, toLocal!]) {
      expect(await stream.next()).toEqual({
        type: 'message',
        contractId: record.contractId,
        message: expect.objectContaining({ id: record.id, contractId: record.contractId, body: 'Salaam from Dubai — shall we talk on Tuesday?' }),
      });
    }
    expect(await toInvestor!.quiet(150)).toBe(true);
    await Promise.all(streams.map((stream) => stream.close()));
  });

  it('tells only the owner that their notification count changed (reading one lowers it)', async () => {
    const [local, foreign] = await Promise.all([signIn(demo.local), signIn(demo.foreign)]);
    const toLocal = await listen(local.token);
    const toForeign = await listen(foreign.token);
    await toLocal.next();
    await toForeign.next();
    const count = (await (await raw('GET', '/notifications/unread-count', undefined, local.token)).json()) as { unread: number; latestAt: string | null };
    const unread = db.notifications.all().find((n) => n.userId === DEMO_ACCOUNTS.local.userId && n.readAt === null && !n.emailOnly)!;
    expect((await raw('POST', `/notifications/${unread.id}/read`, undefined, local.token)).status).toBe(200);
    expect(await toLocal.next()).toEqual({ type: 'notification', unread: count.unread - 1, latestAt: count.latestAt });
    expect(await toForeign.quiet(150)).toBe(true);
    await toLocal.close();
    await toForeign.close();
  });

  it('ends the stream when the session ends', async () => {
    const { token } = await signIn(demo.local);
    const events = await listen(token);
    await events.next();
    db.sessions.delete((q) => q.where({ token }));
    await writeMessage('Nobody is signed in to read this');
    await expect(events.next()).rejects.toThrow('the stream ended');
    expect(subscriberCount()).toBe(0);
  });

  it('answers a forced error with that error, and demo latency delays only the start', async () => {
    const { token } = await signIn(demo.local);
    setScenarioSettings({ forced: { openEventStream: 'error' } });
    const refused = await open(token);
    expect(refused.status).toBe(500);
    expect(((await refused.json()) as { message: string }).message).toMatch(/simulated/i);

    setScenarioSettings({ forced: {}, latencyMs: 300 });
    const started = performance.now();
    const events = await listen(token);
    await events.next();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    const written = performance.now();
    await writeMessage('Arrives without the latency');
    expect(await events.next()).toMatchObject({ type: 'message' });
    expect(performance.now() - written).toBeLessThan(200);
    await events.close();
  });
});
