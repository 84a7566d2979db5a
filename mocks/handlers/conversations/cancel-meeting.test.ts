import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { accessMessages, meetingMessages } from '../../domain/conversations';
import { conversationMessages } from '../../validation/conversations';
import { demo, signIn, withMockServer } from '../../test/harness';
import { call, DEMO_THREAD, FORGED, OPEN_PROPOSAL, threadOf } from './testing';

withMockServer();

const cancel = (meetingId: string, token: string | undefined, body: unknown = {}) => call('POST', `/meetings/${meetingId}/cancel`, token, body);
const told = (email: string, event: string) => {
  const user = db.users.findFirst((q) => q.where({ email }))!;
  return db.notifications.all().filter((record) => record.userId === user.id && record.event === event);
};

describe('POST /meetings/{meetingId}/cancel', () => {
  it('lets either party cancel an accepted meeting, with a reason; it leaves the upcoming list', async () => {
    const { token } = await signIn(demo.local);
    const { status, body } = await cancel('mtg_0002', token, { reason: 'Our licensing lead is travelling that day.' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'cancelled', cancelledBy: 'recipient', reason: 'Our licensing lead is travelling that day.', acceptedSlot: 0 });
    expect(threadOf(DEMO_THREAD).at(-1)!.body).toMatch(/^Al Noor Corporate Services cancelled the intro meeting of .+ UTC\. Reason: “Our licensing lead is travelling that day\.”$/);
    expect(told(demo.foreign, 'meeting-cancelled')).toHaveLength(1);
    expect((await call('GET', '/meetings/upcoming', token)).body).toEqual([]);
  });

  it('lets the proposer withdraw a proposal without a reason', async () => {
    const { token } = await signIn(demo.investor);
    const { body } = await cancel(OPEN_PROPOSAL, token);
    expect(body).toMatchObject({ status: 'cancelled', cancelledBy: 'sender', reason: null });
    expect(threadOf('ctr_0002').at(-1)).toMatchObject({ event: 'meeting-cancelled', body: 'Saqr Bay Family Office withdrew the proposed intro meeting.' });
    expect(told(demo.foreign, 'meeting-withdrawn')).toHaveLength(1);
    expect(told(demo.investor, 'meeting-withdrawn')).toHaveLength(0);
  });

  it('answers 409 for a meeting already cancelled, declined or replaced, or one that has taken place', async () => {
    const { token } = await signIn(demo.foreign);
    expect((await cancel(OPEN_PROPOSAL, token, { reason: '  ' })).body).toMatchObject({ status: 'cancelled', reason: null });
    expect(await cancel(OPEN_PROPOSAL, token)).toEqual({ status: 409, body: { message: 'This meeting was cancelled.' } });
    await db.meetings.update((q) => q.where({ id: 'mtg_0002' }), {
      data: (meeting) => void (meeting.slots = [{ start: new Date(Date.now() - 45 * 60_000).toISOString(), minutes: 30 }, meeting.slots[1]!]),
    });
    expect(await cancel('mtg_0002', token)).toEqual({ status: 409, body: { message: meetingMessages.ended } });
  });

  it('answers 400 for a long reason or unknown fields, 401, 403 to admins and non-parties, 404 for an unknown meeting', async () => {
    const { token } = await signIn(demo.foreign);
    expect(await cancel(OPEN_PROPOSAL, token, { reason: 'r'.repeat(501) })).toMatchObject({ status: 400, body: { message: conversationMessages.cancelReason } });
    expect(await cancel(OPEN_PROPOSAL, token, { why: 'x' })).toMatchObject({ status: 400, body: { message: 'Unknown field: why.' } });
    expect((await cancel(OPEN_PROPOSAL, undefined)).status).toBe(401);
    expect((await cancel(OPEN_PROPOSAL, FORGED)).status).toBe(401);
    const { token: admin } = await signIn(demo.admin);
    expect(await cancel(OPEN_PROPOSAL, admin)).toEqual({ status: 403, body: { message: accessMessages.adminWrite } });
    const { token: local } = await signIn(demo.local);
    expect(await cancel(OPEN_PROPOSAL, local)).toEqual({ status: 403, body: { message: accessMessages.notPartyWrite } });
    expect(await cancel('mtg_nope', local)).toEqual({ status: 404, body: { message: accessMessages.meetingNotFound } });
    expect(db.meetings.findFirst((q) => q.where({ id: OPEN_PROPOSAL }))!.status).toBe('proposed');
  });
});
