import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { accessMessages } from '../../domain/conversations';
import { demo, signIn, withMockServer } from '../../test/harness';
import { call, FORGED, freshPair, hoursFromNow, proposal, type Answer } from './testing';

withMockServer();

const upcoming = (token?: string) => call('GET', '/meetings/upcoming', token);

describe('GET /meetings/upcoming', () => {
  it('gives both parties their accepted meeting with both parties’ names, e-mails and zones (a proposal is not listed)', async () => {
    for (const email of [demo.foreign, demo.local]) {
      const { token } = await signIn(email);
      const { status, body } = await upcoming(token);
      expect(status).toBe(200);
      expect(body.map((meeting: Answer) => meeting.id)).toEqual(['mtg_0002']);
      expect(body[0]).toMatchObject({
        status: 'accepted',
        acceptedSlot: 0,
        parties: {
          sender: { company: 'Nordvik Payments AB', email: demo.foreign, timeZone: 'Europe/Stockholm' },
          recipient: { company: 'Al Noor Corporate Services', email: demo.local, timeZone: 'Asia/Dubai' },
        },
      });
    }
    const { token } = await signIn(demo.investor);
    expect(await upcoming(token)).toEqual({ status: 200, body: [] });
  });

  it('lists the soonest first, leaves out meetings that have ended and those of a request withdrawn since', async () => {
    const { token: foreign, user } = await signIn(demo.foreign);
    const pairs = [await freshPair('approved'), await freshPair('approved'), await freshPair('pending')];
    const ids: string[] = [];
    for (const [i, pair] of pairs.entries()) {
      const proposed = await call('POST', `/conversations/${pair.contract._id}/meetings`, pair.asPartner.token, proposal([hoursFromNow([300, 150, 200][i]!)]));
      await call('POST', `/meetings/${proposed.body.id}/accept`, pair.asForeign.token, { slot: 0 });
      ids.push(proposed.body.id);
    }
    expect((await upcoming(foreign)).body.map((meeting: Answer) => meeting.id)).toEqual(['mtg_0002', ids[1], ids[2], ids[0]]);
    // The third request is withdrawn: its conversation is read-only and its meeting off the list.
    await db.contracts.update((q) => q.where({ _id: pairs[2]!.contract._id }), { data: (contract) => void (contract.status = 'cancelled') });
    // The seeded meeting has ended.
    await db.meetings.update((q) => q.where({ id: 'mtg_0002' }), {
      data: (meeting) => void (meeting.slots = [{ start: new Date(Date.now() - 45 * 60_000).toISOString(), minutes: 30 }, meeting.slots[1]!]),
    });
    expect((await upcoming(foreign)).body.map((meeting: Answer) => meeting.id)).toEqual([ids[1], ids[0]]);
    expect(user.profileId).toBe('fb_0001');
  });

  it('answers an admin 403 and no token 401', async () => {
    const { token } = await signIn(demo.admin);
    expect(await upcoming(token)).toEqual({ status: 403, body: { message: accessMessages.adminMeetings } });
    expect((await upcoming()).status).toBe(401);
    expect((await upcoming(FORGED)).status).toBe(401);
  });
});
