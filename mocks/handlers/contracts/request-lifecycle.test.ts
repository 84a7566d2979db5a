import { describe, expect, it } from 'vitest';
import { sharedFactors } from '../../matching';
import { demo, raw, signIn, withMockServer } from '../../test/harness';
import {
  account,
  expectRefusedUnchanged,
  feedbackFor,
  findContract,
  freshParty,
  signInAs,
  registerContractHandlers,
} from './testing';

withMockServer();
registerContractHandlers();

/** The demo foreign business and a verified local partner it has never dealt with, both signed in. */
async function foreignAndFreshPartner() {
  const foreign = account(demo.foreign);
  const partner = freshParty('local', foreign.party);
  const asForeign = await signIn(demo.foreign);
  const asPartner = await signInAs(partner.user);
  return { foreign, partner, asForeign, asPartner };
}

async function sendRequest(api: Awaited<ReturnType<typeof signIn>>['api'], partnerId: string) {
  const { data, response } = await api.POST('/partner/applyForPartnership', { body: { partnerId } });
  expect(response.status).toBe(201);
  if (!data?.contractId) throw new Error('no contract id');
  return data.contractId;
}

describe('a contract request from sending to approval', () => {
  it('shows as sent to the sender and pending to the recipient, then approved to both, with a stable document', async () => {
    const { foreign, partner, asForeign, asPartner } = await foreignAndFreshPartner();

    const applied = await asForeign.api.POST('/partner/applyForPartnership', {
      body: { partnerId: partner.party.profile._id },
    });
    expect(applied.response.status).toBe(201);
    expect(applied.data?.message).toBe('Connection request sent successfully');
    const contractId = applied.data!.contractId!;

    const sent = await asForeign.api.POST('/business/sent-requests', {
      body: { id: foreign.user.id, userType: 'foreign', requestType: 'local' },
    });
    expect(sent.response.status).toBe(201);
    const sentCard = sent.data!.contracts.find((c) => c._id === contractId);
    expect(sentCard).toMatchObject({
      contractId,
      status: 'sent',
      category: 'local-foreign',
      type: 'local',
      direction: 'sent',
      FileUrl: null,
      name: partner.party.kind === 'local' ? partner.party.profile.companyName : undefined,
    });
    expect(sentCard?.counterparty).toMatchObject({ _id: partner.party.profile._id, kind: 'local' });
    // the newest request is listed first
    expect(sent.data!.contracts[0]?._id).toBe(contractId);

    const pending = await asPartner.api.POST('/partner/pending-requests', {
      body: { id: partner.user.id, userType: 'local', requestType: 'foreign' },
    });
    expect(pending.response.status).toBe(201);
    const pendingCard = pending.data!.contracts.find((c) => c._id === contractId);
    expect(pendingCard).toMatchObject({ status: 'pending', type: 'foreign', direction: 'received', name: 'Nordvik Payments AB' });

    const approved = await asPartner.api.POST('/ApproveRequest', { body: { ID: contractId } });
    expect(approved.response.status).toBe(200);
    expect(approved.data?.message).toBe('Request approved');
    expect(approved.data?.contract).toMatchObject({
      _id: contractId,
      status: 'approved',
      FileUrl: `/contract-document/${contractId}`,
      direction: 'received',
    });

    // it left both pending lists …
    const sentAfter = await asForeign.api.POST('/business/sent-requests', {
      body: { id: foreign.user.id, userType: 'foreign', requestType: 'local' },
    });
    expect(sentAfter.data!.contracts.map((c) => c._id)).not.toContain(contractId);
    const pendingAfter = await asPartner.api.POST('/partner/pending-requests', {
      body: { id: partner.user.id, userType: 'local', requestType: 'foreign' },
    });
    expect(pendingAfter.data!.contracts.map((c) => c._id)).not.toContain(contractId);

    // … and both see it approved, with the document link
    const foreignApproved = await asForeign.api.POST('/business/approved-contracts', {
      body: { id: foreign.user.id, userType: 'foreign', requestType: 'local' },
    });
    const partnerApproved = await asPartner.api.POST('/partner/approved-contracts', {
      body: { id: partner.user.id, userType: 'local', requestType: 'foreign' },
    });
    for (const list of [foreignApproved.data!.contracts, partnerApproved.data!.contracts]) {
      expect(list[0]).toMatchObject({ _id: contractId, status: 'approved', FileUrl: `/contract-document/${contractId}` });
    }

    const first = await asForeign.api.GET('/contract-document/{contractId}', {
      params: { path: { contractId } },
      parseAs: 'text',
    });
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toContain('text/html');
    const html = first.data as string;
    expect(html).toContain('Nordvik Payments AB');
    expect(html).toContain(partner.party.kind === 'local' ? partner.party.profile.companyName : '');
    expect(html).toContain('United Arab Emirates');
    expect(html).toContain('Dubai');

    const second = await asPartner.api.GET('/contract-document/{contractId}', {
      params: { path: { contractId } },
      parseAs: 'text',
    });
    expect(second.data).toBe(html);
  });

  it('records a feedback outcome with the approver as actor', async () => {
    const { foreign, partner, asForeign, asPartner } = await foreignAndFreshPartner();
    const contractId = await sendRequest(asForeign.api, partner.party.profile._id);
    expect(feedbackFor(findContract(contractId)!)).toEqual([]);

    await asPartner.api.POST('/ApproveRequest', { body: { ID: contractId } });

    const feedback = feedbackFor(findContract(contractId)!);
    expect(feedback).toHaveLength(1);
    expect(feedback[0]).toMatchObject({
      actorId: partner.party.profile._id,
      subjectId: foreign.party.profile._id,
      candidateId: partner.party.profile._id,
      outcome: 'approved',
    });
    expect(feedback[0]?.factors).toEqual(sharedFactors(foreign.party, partner.party));
  });

  it('refuses to approve twice: 409, and the contract keeps its first approval', async () => {
    const { partner, asForeign, asPartner } = await foreignAndFreshPartner();
    const contractId = await sendRequest(asForeign.api, partner.party.profile._id);
    await asPartner.api.POST('/ApproveRequest', { body: { ID: contractId } });

    const again = await expectRefusedUnchanged(
      () => asPartner.api.POST('/ApproveRequest', { body: { ID: contractId } }),
      409,
    );
    expect(again).toEqual({ message: 'This request is no longer pending.' });
    expect(feedbackFor(findContract(contractId)!)).toHaveLength(1);
  });

  it('lets only the recipient approve or reject (403 for the sender and for a third party)', async () => {
    const { partner, asForeign, asPartner } = await foreignAndFreshPartner();
    const contractId = await sendRequest(asForeign.api, partner.party.profile._id);
    const asInvestor = await signIn(demo.investor);
    const asAdmin = await signIn(demo.admin);

    for (const who of [asForeign, asInvestor, asAdmin]) {
      for (const path of ['/ApproveRequest', '/RejectRequest'] as const) {
        await expectRefusedUnchanged(() => who.api.POST(path, { body: { ID: contractId } }), 403);
      }
    }
    expect(findContract(contractId)?.status).toBe('pending');
    // the recipient still can
    const ok = await asPartner.api.POST('/RejectRequest', { body: { ID: contractId } });
    expect(ok.response.status).toBe(200);
  });

  it('refuses a duplicate request in either direction while one is open (409)', async () => {
    const { foreign, partner, asForeign, asPartner } = await foreignAndFreshPartner();
    await sendRequest(asForeign.api, partner.party.profile._id);

    const again = await expectRefusedUnchanged(
      () => asForeign.api.POST('/partner/applyForPartnership', { body: { partnerId: partner.party.profile._id } }),
      409,
    );
    expect(again).toEqual({ message: 'A request between you and this party is already open.' });

    await expectRefusedUnchanged(
      () => asPartner.api.POST('/foreign/applyForPartnership', { body: { businessId: foreign.party.profile._id } }),
      409,
    );
  });

  it('refuses a new request once the pair has an approved contract (409)', async () => {
    const { foreign, partner, asForeign, asPartner } = await foreignAndFreshPartner();
    const contractId = await sendRequest(asForeign.api, partner.party.profile._id);
    await asPartner.api.POST('/ApproveRequest', { body: { ID: contractId } });

    await expectRefusedUnchanged(
      () => asPartner.api.POST('/foreign/applyForPartnership', { body: { businessId: foreign.party.profile._id } }),
      409,
    );
  });
});

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

describe('the seeded requests', () => {
  it('can be approved, rejected and cancelled by the demo accounts', async () => {
    const local = account(demo.local);
    const asLocal = await signIn(demo.local);
    const received = await asLocal.api.POST('/partner/pending-requests', {
      body: { id: local.user.id, userType: 'local', requestType: 'foreign' },
    });
    const sent = await asLocal.api.POST('/partner/sent-requests', {
      body: { id: local.user.id, userType: 'local', requestType: 'investor' },
    });
    const toApprove = received.data!.contracts[0];
    const toCancel = sent.data!.contracts[0];
    expect(toApprove && toCancel).toBeTruthy();

    expect((await asLocal.api.POST('/ApproveRequest', { body: { ID: toApprove!._id } })).response.status).toBe(200);
    expect((await asLocal.api.POST('/cancelReq', { body: { ID: toCancel!._id } })).response.status).toBe(200);
    expect(findContract(toApprove!._id)?.FileUrl).toBe(`/contract-document/${toApprove!._id}`);
    expect(findContract(toCancel!._id)?.status).toBe('cancelled');
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
