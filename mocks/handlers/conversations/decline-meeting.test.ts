import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { accessMessages, meetingMessages } from '../../domain/conversations';
import { conversationMessages } from '../../validation/conversations';
import { demo, signIn, withMockServer } from '../../test/harness';
import { call, FORGED, OPEN_PROPOSAL, threadOf } from './testing';

withMockServer();

const decline = (meetingId: string, token: string | undefined, body: unknown) => call('POST', `/meetings/${meetingId}/decline`, token, body);

describe('POST /meetings/{meetingId}/decline', () => {
  it('lets the party that did not propose decline with a reason; the thread and the proposer are told', async () => {
    const { token } = await signIn(demo.foreign);
    const { status, body } = await decline(OPEN_PROPOSAL, token, { reason: '  None of these times work for us this week.  ' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'declined', reason: 'None of these times work for us this week.', acceptedSlot: null, cancelledBy: null });
    expect(threadOf('ctr_0002').at(-1)).toMatchObject({
      event: 'meeting-declined',
      from: 'recipient',
      body: 'Nordvik Payments AB declined the intro meeting: “None of these times work for us this week.”',
    });
    const investor = db.users.findFirst((q) => q.where({ email: demo.investor }))!;
    expect(db.notifications.all().filter((record) => record.userId === investor.id && record.event === 'meeting-declined')).toHaveLength(1);
  });

  it('needs a reason of 1 to 500 characters (400), refuses the proposer (403) and a meeting no longer proposed (409)', async () => {
    const { token } = await signIn(demo.foreign);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'r'.repeat(501) }, { reason: 7 }]) {
      expect(await decline(OPEN_PROPOSAL, token, body), JSON.stringify(body).slice(0, 40)).toMatchObject({ status: 400, body: { message: conversationMessages.declineReason } });
    }
    const { token: investor } = await signIn(demo.investor);
    expect(await decline(OPEN_PROPOSAL, investor, { reason: 'Changed my mind' })).toEqual({ status: 403, body: { message: meetingMessages.ownProposal } });
    expect((await decline(OPEN_PROPOSAL, token, { reason: 'r'.repeat(500) })).status).toBe(200);
    expect(await decline(OPEN_PROPOSAL, token, { reason: 'Again' })).toEqual({ status: 409, body: { message: 'This meeting was declined.' } });
  });

  it('answers 401, 403 to admins and non-parties, 404 for an unknown meeting', async () => {
    expect((await decline(OPEN_PROPOSAL, undefined, { reason: 'No' })).status).toBe(401);
    expect((await decline(OPEN_PROPOSAL, FORGED, { reason: 'No' })).status).toBe(401);
    const { token: admin } = await signIn(demo.admin);
    expect(await decline(OPEN_PROPOSAL, admin, { reason: 'No' })).toEqual({ status: 403, body: { message: accessMessages.adminWrite } });
    const { token: local } = await signIn(demo.local);
    expect(await decline(OPEN_PROPOSAL, local, { reason: 'No' })).toEqual({ status: 403, body: { message: accessMessages.notPartyWrite } });
    expect(await decline('mtg_nope', local, { reason: 'No' })).toEqual({ status: 404, body: { message: accessMessages.meetingNotFound } });
    expect(db.meetings.findFirst((q) => q.where({ id: OPEN_PROPOSAL }))!.status).toBe('proposed');
  });
});
