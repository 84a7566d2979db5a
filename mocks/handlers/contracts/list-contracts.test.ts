import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import type { PartyKind } from '../../db/records';
import { fullySigned } from '../../domain/agreements';
import { demo, raw, signIn, withMockServer } from '../../test/harness';
import { account, expectRefusedUnchanged, freshParty, registerContractHandlers } from './testing';

withMockServer();
registerContractHandlers();

const prefixes = { local: '/partner', investor: '/investor', foreign: '/business' } as const;
const lists = ['/approved-contracts', '/pending-requests', '/sent-requests'] as const;
const kinds: PartyKind[] = ['foreign', 'local', 'investor'];
const emails: Record<PartyKind, string> = { foreign: demo.foreign, local: demo.local, investor: demo.investor };

type ListPath = `${(typeof prefixes)[PartyKind]}${(typeof lists)[number]}`;

describe('the contract lists', () => {
  it('give each demo account exactly its own contracts with the asked-for kind of counterpart', async () => {
    for (const kind of kinds) {
      const { user, party } = account(emails[kind]);
      const { api } = await signIn(emails[kind]);
      for (const requestType of kinds.filter((k) => k !== kind)) {
        for (const list of lists) {
          const path = `${prefixes[kind]}${list}` as ListPath;
          const { data, response } = await api.POST(path, { body: { id: user.id, userType: kind, requestType } });
          expect(response.status).toBe(201);
          for (const contract of data!.contracts) {
            // an approved contract reads "signed" once both parties signed its agreement
            const signed = fullySigned(db.contracts.findFirst((q) => q.where({ _id: contract._id }))!);
            const expectedStatus = list === '/approved-contracts' ? (signed ? 'signed' : 'approved') : list === '/pending-requests' ? 'pending' : 'sent';
            expect(contract.status).toBe(expectedStatus);
            expect(contract.type).toBe(requestType);
            expect(contract.counterparty?.kind).toBe(requestType);
            expect([contract.senderProfileId, contract.recipientProfileId]).toContain(party.profile._id);
            if (list === '/pending-requests') expect(contract.recipientProfileId).toBe(party.profile._id);
            if (list === '/sent-requests') expect(contract.senderProfileId).toBe(party.profile._id);
            expect(contract.direction).toBe(contract.senderProfileId === party.profile._id ? 'sent' : 'received');
            expect(contract.date).toBe(contract.createdAt);
            expect(contract.contractId).toBe(contract._id);
          }
          // newest first
          const updated = data!.contracts.map((c) => c.updatedAt);
          expect(updated).toEqual([...updated].sort().reverse());
        }
      }
    }
  });

  it('show the seeded approved, received and sent requests of the demo accounts', async () => {
    for (const kind of kinds) {
      const { user } = account(emails[kind]);
      const { api } = await signIn(emails[kind]);
      const counts = { approved: 0, pending: 0, sent: 0 };
      for (const requestType of kinds.filter((k) => k !== kind)) {
        const body = { id: user.id, userType: kind, requestType };
        counts.approved += (await api.POST(`${prefixes[kind]}/approved-contracts` as ListPath, { body })).data!.contracts.length;
        counts.pending += (await api.POST(`${prefixes[kind]}/pending-requests` as ListPath, { body })).data!.contracts.length;
        counts.sent += (await api.POST(`${prefixes[kind]}/sent-requests` as ListPath, { body })).data!.contracts.length;
      }
      expect(counts.approved).toBeGreaterThan(0);
      expect(counts.pending).toBeGreaterThan(0);
      expect(counts.sent).toBeGreaterThan(0);
    }
  });

  it('name an investor counterparty by its primary contact, businesses by company name', async () => {
    const foreign = account(demo.foreign);
    const investor = freshParty('investor', foreign.party);
    const partner = freshParty('local', foreign.party);
    const { api } = await signIn(demo.foreign);
    await api.POST('/investor/applyForPartnership', { body: { investorId: investor.party.profile._id } });
    await api.POST('/partner/applyForPartnership', { body: { partnerId: partner.party.profile._id } });

    const toInvestors = await api.POST('/business/sent-requests', { body: { id: foreign.user.id, userType: 'foreign', requestType: 'investor' } });
    const toPartners = await api.POST('/business/sent-requests', { body: { id: foreign.user.id, userType: 'foreign', requestType: 'local' } });

    const investorCard = toInvestors.data!.contracts.find((c) => c.counterparty?._id === investor.party.profile._id);
    const partnerCard = toPartners.data!.contracts.find((c) => c.counterparty?._id === partner.party.profile._id);
    const investorProfile = investor.party.profile as { primaryContactName?: string; legalName: string };
    expect(investorProfile.primaryContactName).toBeTruthy();
    expect(investorCard?.name).toBe(investorProfile.primaryContactName);
    expect(investorCard?.counterparty).toMatchObject({ kind: 'investor', legalName: investorProfile.legalName, name: investorProfile.legalName });
    expect(partnerCard?.name).toBe((partner.party.profile as { companyName: string }).companyName);
    expect(partnerCard?.counterparty?.registeredRegion).toBeTruthy();
  });

  it('answer 403 when the path is for another category or the id is someone else\'s', async () => {
    const foreign = account(demo.foreign);
    const local = account(demo.local);
    const asForeign = await signIn(demo.foreign);
    const asAdmin = await signIn(demo.admin);

    for (const list of lists) {
      // a foreign business asking the partner and investor lists
      for (const prefix of ['/partner', '/investor'] as const) {
        const { response } = await asForeign.api.POST(`${prefix}${list}`, {
          body: { id: foreign.user.id, userType: 'foreign', requestType: 'local' },
        });
        expect(response.status).toBe(403);
      }
      // someone else's id
      const other = await asForeign.api.POST(`/business${list}`, { body: { id: local.user.id, userType: 'foreign', requestType: 'local' } });
      expect(other.response.status).toBe(403);
      // admins have no own lists
      const admin = await asAdmin.api.POST(`/business${list}`, { body: { id: asAdmin.user.id, userType: 'foreign', requestType: 'local' } });
      expect(admin.response.status).toBe(403);
    }
  });

  it('answer 400 when userType is not the caller\'s category or requestType is the caller\'s own kind', async () => {
    const foreign = account(demo.foreign);
    const { api } = await signIn(demo.foreign);
    for (const list of lists) {
      const wrongUserType = await api.POST(`/business${list}`, { body: { id: foreign.user.id, userType: 'local', requestType: 'investor' } });
      expect(wrongUserType.response.status).toBe(400);
      const sameKind = await api.POST(`/business${list}`, { body: { id: foreign.user.id, userType: 'foreign', requestType: 'foreign' } });
      expect(sameKind.response.status).toBe(400);
      const unknown = await api.POST(`/business${list}`, {
        body: { id: foreign.user.id, userType: 'admin', requestType: 'local' } as never,
      });
      expect(unknown.response.status).toBe(400);
    }
  });

  it('give an account without a profile an empty list', async () => {
    const { token, user } = await signIn('new.foreign@corridor.test');
    for (const list of lists) {
      const response = await raw('POST', `/business${list}`, JSON.stringify({ id: user.id, userType: 'foreign', requestType: 'local' }), token);
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ contracts: [] });
    }
  });

  it('keep showing a contract whose counterparty was deleted, with only its kind and id', async () => {
    const local = account(demo.local);
    const { api } = await signIn(demo.local);
    const body = { id: local.user.id, userType: 'local', requestType: 'foreign' } as const;
    const before = (await api.POST('/partner/approved-contracts', { body })).data!.contracts;
    const victim = before.find((c) => c.counterparty?._id !== account(demo.foreign).party.profile._id)!;
    db.foreignProfiles.delete((q) => q.where({ _id: victim.counterparty!._id! }));

    const after = (await api.POST('/partner/approved-contracts', { body })).data!.contracts;
    const card = after.find((c) => c._id === victim._id);
    expect(card?.counterparty).toEqual({ _id: victim.counterparty!._id, kind: 'foreign' });
    expect(card?.type).toBe('foreign');
  });

  it('refuse malformed bodies with 400', async () => {
    const foreign = account(demo.foreign);
    const { token } = await signIn(demo.foreign);
    const bodies = [
      '{"id":',
      '[]',
      JSON.stringify({ id: foreign.user.id }),
      JSON.stringify({ id: 7, userType: 'foreign', requestType: 'local' }),
      JSON.stringify({ id: foreign.user.id, userType: ['foreign'], requestType: 'local' }),
      JSON.stringify({ id: 'x'.repeat(100_000), userType: 'foreign', requestType: 'local' }),
      JSON.stringify({ id: foreign.user.id, userType: 'foreign', requestType: '<script>alert(1)</script>' }),
    ];
    for (const list of lists) {
      for (const body of bodies) {
        await expectRefusedUnchanged(() => raw('POST', `/business${list}`, body, token), 400);
      }
    }
  });
});
