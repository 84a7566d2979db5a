import { describe, expect, it } from 'vitest';
import { sharedFactors } from '../../matching';
import { demo, signIn, withMockServer } from '../../test/harness';
import { account, expectRefusedUnchanged, feedbackFor, findContract, registerContractHandlers, foreignAndFreshPartner, sendRequest } from './testing';

withMockServer();
registerContractHandlers();

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
