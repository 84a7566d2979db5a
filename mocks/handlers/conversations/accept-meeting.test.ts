import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { accessMessages, meetingMessages } from '../../domain/conversations';
import { conversationMessages } from '../../validation/conversations';
import { demo, signIn, withMockServer } from '../../test/harness';
import { call, FORGED, freshPair, hoursFromNow, OPEN_PROPOSAL, proposal, threadOf } from './testing';

withMockServer();

const accept = (meetingId: string, token: string | undefined, body: unknown) => call('POST', `/meetings/${meetingId}/accept`, token, body);
const meeting = (id: string) => db.meetings.findFirst((q) => q.where({ id }))!;

describe('POST /meetings/{meetingId}/accept', () => {
  it('lets the party that did not propose accept one time; the thread and the proposer are told', async () => {
    const { token } = await signIn(demo.foreign);
    const { status, body } = await accept(OPEN_PROPOSAL, token, { slot: 2 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: OPEN_PROPOSAL, status: 'accepted', acceptedSlot: 2, proposedBy: 'sender' });
    expect(Date.parse(body.updatedAt)).toBeGreaterThan(Date.parse(body.createdAt));
    const last = threadOf('ctr_0002').at(-1)!;
    expect(last).toMatchObject({ from: 'recipient', event: 'meeting-accepted', meetingId: OPEN_PROPOSAL, authorName: 'Astrid Lindqvist' });
    expect(last.body).toMatch(/^Nordvik Payments AB accepted the intro meeting: \w{3} \d{1,2} \w{3} \d{4}, 12:00–12:45 UTC\.$/);
    const investor = db.users.findFirst((q) => q.where({ email: demo.investor }))!;
    const told = db.notifications.all().filter((record) => record.userId === investor.id && record.event === 'meeting-accepted');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'meeting', link: '/messages/ctr_0002', readAt: null, values: { start: body.slots[2].start } });
  });

  it('refuses the proposer (403) and a meeting no longer proposed (409)', async () => {
    const { token: investor } = await signIn(demo.investor);
    expect(await accept(OPEN_PROPOSAL, investor, { slot: 0 })).toEqual({ status: 403, body: { message: meetingMessages.ownProposal } });
    const { token: foreign } = await signIn(demo.foreign);
    expect((await accept(OPEN_PROPOSAL, foreign, { slot: 0 })).status).toBe(200);
    expect(await accept(OPEN_PROPOSAL, foreign, { slot: 1 })).toEqual({ status: 409, body: { message: 'This meeting was already accepted.' } });
    expect(meeting(OPEN_PROPOSAL).acceptedSlot).toBe(0);
    expect(await accept('mtg_0002', foreign, { slot: 0 })).toMatchObject({ status: 409 });
  });

  it('checks the time again: one now in the past, or now overlapping an accepted meeting of either party, is 400', async () => {
    const { contract, asForeign, asPartner } = await freshPair('approved');
    const later = hoursFromNow(60);
    const proposed = await call('POST', `/conversations/${contract._id}/meetings`, asPartner.token, proposal([hoursFromNow(30), later], { timeZone: 'Asia/Dubai' }));
    expect(proposed.status).toBe(201);
    // Since then the business accepted another meeting at the second time.
    await db.meetings.update((q) => q.where({ id: 'mtg_0002' }), { data: (record) => void (record.slots = [{ start: later, minutes: 30 }, record.slots[1]!]) });
    const clash = await accept(proposed.body.id, asForeign.token, { slot: 1 });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toMatch(/^Time 2 overlaps your accepted meeting with Al Noor Corporate Services on .+ \(Europe\/Stockholm\)\.$/);
    expect(clash.body.errors).toEqual([{ path: 'slots.1.start', message: clash.body.message }]);
    await db.meetings.update((q) => q.where({ id: proposed.body.id }), {
      data: (record) => void (record.slots = [{ start: new Date(Date.now() - 60_000).toISOString(), minutes: 30 }, record.slots[1]!]),
    });
    expect((await accept(proposed.body.id, asForeign.token, { slot: 0 })).body.message).toBe('Time 1 is in the past.');
    expect(await accept(proposed.body.id, asForeign.token, { slot: 2 })).toEqual({ status: 400, body: { message: meetingMessages.slot, errors: [{ path: 'slot', message: meetingMessages.slot }] } });
    expect(meeting(proposed.body.id).status).toBe('proposed');
  });

  it('answers 400 for a slot that is not 0, 1 or 2, 401, 403 to admins and non-parties, 404 for an unknown meeting, 409 once read-only', async () => {
    const { token: foreign } = await signIn(demo.foreign);
    for (const body of [{ slot: 3 }, { slot: -1 }, { slot: 1.5 }, { slot: '0' }, {}]) {
      expect(await accept(OPEN_PROPOSAL, foreign, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { message: conversationMessages.acceptSlot } });
    }
    expect((await accept(OPEN_PROPOSAL, undefined, { slot: 0 })).status).toBe(401);
    expect((await accept(OPEN_PROPOSAL, FORGED, { slot: 0 })).status).toBe(401);
    const { token: admin } = await signIn(demo.admin);
    expect(await accept(OPEN_PROPOSAL, admin, { slot: 0 })).toEqual({ status: 403, body: { message: accessMessages.adminWrite } });
    const { token: local } = await signIn(demo.local);
    expect(await accept(OPEN_PROPOSAL, local, { slot: 0 })).toEqual({ status: 403, body: { message: accessMessages.notPartyWrite } });
    expect(await accept('mtg_nope', foreign, { slot: 0 })).toEqual({ status: 404, body: { message: accessMessages.meetingNotFound } });
    const { contract, asForeign, asPartner } = await freshPair('pending');
    const proposed = await call('POST', `/conversations/${contract._id}/meetings`, asPartner.token, proposal([hoursFromNow(30)]));
    await db.contracts.update((q) => q.where({ _id: contract._id }), { data: (record) => void (record.status = 'rejected') });
    expect(await accept(proposed.body.id, asForeign.token, { slot: 0 })).toEqual({ status: 409, body: { message: accessMessages.rejected } });
    expect(meeting(OPEN_PROPOSAL).status).toBe('proposed');
  });
});
