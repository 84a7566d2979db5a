import { describe, expect, it } from 'vitest';
import { demo, raw, signIn, withMockServer } from '../../test/harness';
import { expectRefusedUnchanged, feedbackFor, findContract, freshParty, registerContractHandlers, foreignAndFreshPartner, sendRequest } from './testing';

withMockServer();
registerContractHandlers();

describe('rejecting a request', () => {
  it('moves it to rejected, out of both pending lists, records feedback and allows a new request later', async () => {
    const { foreign, partner, asForeign, asPartner } = await foreignAndFreshPartner();
    const contractId = await sendRequest(asForeign.api, partner.party.profile._id);

    const rejected = await asPartner.api.POST('/RejectRequest', { body: { ID: contractId } });
    expect(rejected.response.status).toBe(200);
    expect(rejected.data).toEqual({ message: 'Request rejected' });
    expect(findContract(contractId)).toMatchObject({ status: 'rejected', FileUrl: null });

    const pending = await asPartner.api.POST('/partner/pending-requests', {
      body: { id: partner.user.id, userType: 'local', requestType: 'foreign' },
    });
    expect(pending.data!.contracts.map((c) => c._id)).not.toContain(contractId);
    const approved = await asPartner.api.POST('/partner/approved-contracts', {
      body: { id: partner.user.id, userType: 'local', requestType: 'foreign' },
    });
    expect(approved.data!.contracts.map((c) => c._id)).not.toContain(contractId);

    expect(feedbackFor(findContract(contractId)!)).toEqual([
      expect.objectContaining({
        actorId: partner.party.profile._id,
        subjectId: foreign.party.profile._id,
        candidateId: partner.party.profile._id,
        outcome: 'rejected',
      }),
    ]);

    // no document for a rejected contract
    const document = await asForeign.api.GET('/contract-document/{contractId}', { params: { path: { contractId } } });
    expect(document.response.status).toBe(404);

    // rejecting again is a conflict; a fresh request is allowed
    await expectRefusedUnchanged(() => asPartner.api.POST('/RejectRequest', { body: { ID: contractId } }), 409);
    const retry = await asForeign.api.POST('/partner/applyForPartnership', { body: { partnerId: partner.party.profile._id } });
    expect(retry.response.status).toBe(201);
    expect(retry.data?.contractId).not.toBe(contractId);
  });
});

describe('cancelling a request', () => {
  it('lets the sender withdraw a pending request and records feedback', async () => {
    const { foreign, partner, asForeign } = await foreignAndFreshPartner();
    const contractId = await sendRequest(asForeign.api, partner.party.profile._id);

    const cancelled = await asForeign.api.POST('/cancelReq', { body: { ID: contractId } });
    expect(cancelled.response.status).toBe(200);
    expect(cancelled.data).toEqual({ message: 'Request cancelled' });
    expect(findContract(contractId)?.status).toBe('cancelled');

    const sent = await asForeign.api.POST('/business/sent-requests', {
      body: { id: foreign.user.id, userType: 'foreign', requestType: 'local' },
    });
    expect(sent.data!.contracts.map((c) => c._id)).not.toContain(contractId);

    expect(feedbackFor(findContract(contractId)!)).toEqual([
      expect.objectContaining({ actorId: foreign.party.profile._id, outcome: 'cancelled' }),
    ]);
  });

  it('refuses a cancel by anyone but the sender (403) and once the request is decided (409)', async () => {
    const { partner, asForeign, asPartner } = await foreignAndFreshPartner();
    const contractId = await sendRequest(asForeign.api, partner.party.profile._id);
    const asAdmin = await signIn(demo.admin);

    for (const who of [asPartner, asAdmin]) {
      await expectRefusedUnchanged(() => who.api.POST('/cancelReq', { body: { ID: contractId } }), 403);
    }
    await asPartner.api.POST('/ApproveRequest', { body: { ID: contractId } });
    const late = await expectRefusedUnchanged(
      () => asForeign.api.POST('/cancelReq', { body: { ID: contractId } }),
      409,
    );
    expect(late).toEqual({ message: 'This request is no longer pending.' });
  });

  it('answers 404 "Contract not found" for an unknown contract id, and 400 for a click event sent as the id', async () => {
    const { token } = await signIn(demo.foreign);
    for (const path of ['/cancelReq', '/ApproveRequest', '/RejectRequest']) {
      const missing = await expectRefusedUnchanged(() => raw('POST', path, JSON.stringify({ ID: 'ctr_missing' }), token), 404);
      expect(missing).toEqual({ message: 'Contract not found' });
      // the known client defect: the click event object instead of the contract id
      await expectRefusedUnchanged(
        () => raw('POST', path, JSON.stringify({ ID: { type: 'click', target: {}, isTrusted: true } }), token),
        400,
      );
    }
  });
});

describe('closed requests (the sender is told what happened)', () => {
  it('lists a rejected and a cancelled request to their sender, not to the recipient, and never in the three lists', async () => {
    const { foreign, partner, asForeign, asPartner } = await foreignAndFreshPartner();
    const other = freshParty('local', foreign.party, partner.party);
    const rejectedId = await sendRequest(asForeign.api, partner.party.profile._id);
    const cancelledId = await sendRequest(asForeign.api, other.party.profile._id);
    expect((await asPartner.api.POST('/RejectRequest', { body: { ID: rejectedId } })).response.status).toBe(200);
    expect((await asForeign.api.POST('/cancelReq', { body: { ID: cancelledId } })).response.status).toBe(200);

    const body = { id: foreign.user.id, userType: 'foreign' as const, requestType: 'local' as const };
    const closed = await asForeign.api.POST('/business/closed-requests', { body });
    expect(closed.response.status).toBe(200);
    const byId = new Map(closed.data!.contracts.map((c) => [c._id, c]));
    expect(byId.get(rejectedId)).toMatchObject({ status: 'rejected', direction: 'sent', counterparty: { _id: partner.party.profile._id } });
    expect(byId.get(cancelledId)).toMatchObject({ status: 'cancelled', direction: 'sent' });
    expect(closed.data!.contracts.every((c) => c.senderProfileId === foreign.party.profile._id)).toBe(true);
    expect(closed.data!.contracts.every((c) => c.status === 'rejected' || c.status === 'cancelled')).toBe(true);

    const sent = await asForeign.api.POST('/business/sent-requests', { body });
    expect(sent.data!.contracts.map((c) => c._id)).not.toContain(rejectedId);
    // the recipient who rejected it does not get it as a closed request of their own
    const theirs = await asPartner.api.POST('/partner/closed-requests', { body: { id: partner.user.id, userType: 'local', requestType: 'foreign' } });
    expect(theirs.response.status).toBe(200);
    expect(theirs.data!.contracts.map((c) => c._id)).not.toContain(rejectedId);
  });

  it('refuses another category and someone else\'s id, like the other lists', async () => {
    const { foreign, asPartner } = await foreignAndFreshPartner();
    const wrongPrefix = await asPartner.api.POST('/business/closed-requests', { body: { id: foreign.user.id, userType: 'foreign', requestType: 'local' } });
    expect(wrongPrefix.response.status).toBe(403);
    const asForeign = await signIn(demo.foreign);
    const noToken = await raw('POST', '/business/closed-requests', JSON.stringify({ id: foreign.user.id, userType: 'foreign', requestType: 'local' }));
    expect(noToken.status).toBe(401);
    const bad = await asForeign.api.POST('/business/closed-requests', { body: { id: foreign.user.id, userType: 'foreign', requestType: 'foreign' } });
    expect(bad.response.status).toBe(400);
  });
});
