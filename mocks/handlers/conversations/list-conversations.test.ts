import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import type { ContractRecord, MessageRecord } from '../../db/records';
import { accessMessages } from '../../domain/conversations';
import { seededId } from '../../domain/conversations/ids';
import { ONBOARDING_ACCOUNTS } from '../../db/seed/demo-accounts';
import { demo, signIn, withMockServer } from '../../test/harness';
import { call, DEMO_THREAD, FORGED, type Answer } from './testing';

withMockServer();

describe('GET /conversations', () => {
  it('lists every request of the caller’s profile, sent or received, in any status, the latest activity first', async () => {
    const { token, user } = await signIn(demo.local);
    const { status, body } = await call('GET', '/conversations', token);
    expect(status).toBe(200);
    const own = user.profileId!;
    const expected = db.contracts.all().filter((contract) => contract.senderProfileId === own || contract.recipientProfileId === own);
    expect(body.map((row: Answer) => row.contractId).sort()).toEqual(expected.map((contract) => contract._id).sort());
    const times = body.map((row: Answer) => row.updatedAt as string);
    expect(times).toEqual([...times].sort().reverse());
    expect(body[0]).toMatchObject({
      contractId: DEMO_THREAD,
      status: 'approved',
      readOnly: false,
      unread: 3,
      me: { side: 'recipient', name: 'Noura Al Hammadi', company: 'Al Noor Corporate Services', timeZone: 'Asia/Dubai' },
      counterpart: { side: 'sender', company: 'Nordvik Payments AB', name: 'Astrid Lindqvist', city: 'Stockholm', timeZone: 'Europe/Stockholm' },
      lastMessage: { contractId: DEMO_THREAD, from: 'sender', authorName: 'Astrid Lindqvist' },
    });
    expect(body[0].updatedAt).toBe(body[0].lastMessage.sentAt);
    // A request nobody has written about yet: no last line, ordered by the request's time.
    const silent = body.find((row: Answer) => row.lastMessage === null);
    expect(silent.updatedAt).toBe(expected.find((contract) => contract._id === silent.contractId)!.createdAt);
    // The cancelled request's conversation is read-only; the pending one is not.
    expect(body.find((row: Answer) => row.contractId === 'ctr_0020')).toMatchObject({ status: 'cancelled', readOnly: true });
    expect(body.find((row: Answer) => row.contractId === 'ctr_0009')).toMatchObject({ status: 'pending', readOnly: false, unread: 1 });
  });

  it('gives the investor and the business their own lists, each row from the caller’s side', async () => {
    for (const email of [demo.foreign, demo.investor]) {
      const { token, user } = await signIn(email);
      const { body } = await call('GET', '/conversations', token);
      expect(body.length).toBeGreaterThan(3);
      for (const row of body as Answer[]) expect(row.me.profileId).toBe(user.profileId);
    }
  });

  it('answers an account without a profile an empty list, an admin 403, no token 401', async () => {
    const { token } = await signIn(ONBOARDING_ACCOUNTS.foreign.email);
    expect(await call('GET', '/conversations', token)).toEqual({ status: 200, body: [] });
    const { token: admin } = await signIn(demo.admin);
    expect(await call('GET', '/conversations', admin)).toEqual({ status: 403, body: { message: accessMessages.adminList } });
    expect((await call('GET', '/conversations')).status).toBe(401);
    expect((await call('GET', '/conversations', FORGED)).status).toBe(401);
  });

  it('stays fast with 500 conversations of 20 messages each', async () => {
    const { token, user } = await signIn(demo.local);
    const others = db.foreignProfiles.all().slice(0, 50);
    const base = Date.now() - 30 * 86_400_000;
    let n = 0;
    for (let i = 0; i < 500; i += 1) {
      const other = others[i % others.length]!;
      const contract: ContractRecord = {
        _id: `ctr_load_${i}`, category: 'local-foreign', status: 'approved', senderKind: 'foreign', senderProfileId: other._id,
        recipientKind: 'local', recipientProfileId: user.profileId!, createdAt: new Date(base).toISOString(), updatedAt: new Date(base).toISOString(), FileUrl: null,
      };
      await db.contracts.create(contract);
      for (let j = 0; j < 20; j += 1) {
        const at = base + (i * 20 + j) * 60_000;
        const message: MessageRecord = {
          id: seededId('msg', at, (n += 1)), contractId: contract._id, from: j % 2 ? 'recipient' : 'sender', authorUserId: other.ID,
          authorName: 'Load test', body: `Message ${j}`, sentAt: new Date(at).toISOString(), clientId: null, meetingId: null, event: null,
        };
        await db.messages.create(message);
      }
    }
    const started = performance.now();
    const { status, body } = await call('GET', '/conversations', token);
    const took = performance.now() - started;
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(500);
    expect(body.find((row: Answer) => row.contractId === 'ctr_load_499')).toMatchObject({ unread: 10, lastMessage: { body: 'Message 19' } });
    console.info(`500 conversations listed in ${took.toFixed(0)} ms`);
    expect(took).toBeLessThan(750);
    const count = await call('GET', '/conversations/unread-count', token);
    expect(count.body.unread).toBe(5000 + 4);
  }, 60_000);
});
