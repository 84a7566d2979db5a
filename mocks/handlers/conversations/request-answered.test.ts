import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { raw, withMockServer } from '../../test/harness';
import { call, freshPair, hoursFromNow, proposal, threadOf } from './testing';

withMockServer();

const meetingOf = (id: string) => db.meetings.findFirst((q) => q.where({ id }))!;

describe('a request declined or withdrawn ends its open meetings', () => {
  it('cancels the proposal when the partner declines the request, with the reason in the thread', async () => {
    const { contract, asForeign, asPartner } = await freshPair('pending');
    const proposed = await call('POST', `/conversations/${contract._id}/meetings`, asForeign.token, proposal([hoursFromNow(30)]));
    expect(proposed.status).toBe(201);
    const meetingId = proposed.body.id as string;

    expect((await raw('POST', '/RejectRequest', JSON.stringify({ ID: contract._id }), asPartner.token)).status).toBe(200);
    expect(meetingOf(meetingId)).toMatchObject({ status: 'cancelled', reason: 'The request was declined.', cancelledBy: 'recipient' });
    expect(threadOf(contract._id).at(-1)).toMatchObject({ meetingId, event: 'meeting-cancelled', from: 'recipient' });
    expect(threadOf(contract._id).at(-1)!.body).toMatch(/withdrew the proposed intro meeting\. Reason: “The request was declined\.”$/);
    // read-only now: nothing else can be written, and the meeting is no longer anyone's to act on
    expect((await call('POST', `/meetings/${meetingId}/accept`, asPartner.token, { slot: 0 })).status).toBe(409);
  });

  it('cancels an accepted meeting when the business withdraws its request', async () => {
    const { contract, asForeign, asPartner } = await freshPair('pending');
    const proposed = await call('POST', `/conversations/${contract._id}/meetings`, asForeign.token, proposal([hoursFromNow(50)]));
    const meetingId = proposed.body.id as string;
    expect((await call('POST', `/meetings/${meetingId}/accept`, asPartner.token, { slot: 0 })).status).toBe(200);

    expect((await raw('POST', '/cancelReq', JSON.stringify({ ID: contract._id }), asForeign.token)).status).toBe(200);
    expect(meetingOf(meetingId)).toMatchObject({ status: 'cancelled', reason: 'The request was withdrawn.', cancelledBy: 'sender', acceptedSlot: 0 });
    expect(threadOf(contract._id).at(-1)!.body).toMatch(/cancelled the intro meeting of .+ UTC\. Reason: “The request was withdrawn\.”$/);
  });
});
