import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import type { ContractRecord } from '../../db/records';
import { involves } from '../../domain/contracts';
import { demo, raw, signIn, withMockServer } from '../../test/harness';
import { account, expectRefusedUnchanged, freshParty, HUGE, SCRIPT, signInAs, registerContractHandlers } from './testing';

withMockServer();
registerContractHandlers();

describe('one contract with its two partners', () => {
  it('orders Partner One and Partner Two by the category\'s role labels', async () => {
    const { api } = await signIn(demo.admin);
    const expected: Record<ContractRecord['category'], [string, string]> = {
      'local-foreign': ['local', 'foreign'],
      'investor-local': ['local', 'investor'],
      'investor-foreign': ['foreign', 'investor'],
    };
    const seen = new Set<string>();
    for (const contract of db.contracts.all()) {
      const { data, response } = await api.POST('/SingleContract', { body: { contractId: contract._id } });
      expect(response.status).toBe(201);
      expect(data?.message).toBe('Contract found');
      const [one, two] = expected[contract.category];
      const idOf = (kind: string) => (contract.senderKind === kind ? contract.senderProfileId : contract.recipientProfileId);
      expect(data?.partnerOne?._id).toBe(idOf(one));
      expect(data?.partnerTwo?._id).toBe(idOf(two));
      seen.add(contract.category);
    }
    expect(seen.size).toBe(3);
  });

  it('shows each party the contract as it sees it, for all three categories', async () => {
    const local = account(demo.local);
    const { api } = await signIn(demo.local);
    const mine = db.contracts.all().filter((c) => involves(c, local.party.profile._id));
    for (const contract of mine) {
      const { data } = await api.POST('/SingleContract', { body: { contractId: contract._id } });
      const sender = contract.senderProfileId === local.party.profile._id;
      expect(data?.contract).toMatchObject({
        _id: contract._id,
        contractId: contract._id,
        category: contract.category,
        status: contract.status === 'pending' && sender ? 'sent' : contract.status,
        direction: sender ? 'sent' : 'received',
        createdAt: contract.createdAt,
        updatedAt: contract.updatedAt,
      });
      if (contract.category === 'investor-local') {
        expect(data?.partnerOne?._id).toBe(local.party.profile._id);
      }
    }
    expect(new Set(mine.map((c) => c.category)).size).toBeGreaterThan(1);
  });

  it('gives an admin the stored status and both names', async () => {
    const foreign = account(demo.foreign);
    const partner = freshParty('local', foreign.party);
    const asForeign = await signIn(demo.foreign);
    const sent = await asForeign.api.POST('/partner/applyForPartnership', { body: { partnerId: partner.party.profile._id } });
    const contractId = sent.data!.contractId!;

    const { api } = await signIn(demo.admin);
    const { data } = await api.POST('/SingleContract', { body: { contractId } });
    expect(data?.contract.status).toBe('pending');
    expect(data?.contract.direction).toBeUndefined();
    expect(data?.contract.name).toBe(`${(partner.party.profile as { companyName: string }).companyName} & Nordvik Payments AB`);
    expect(data?.partnerOne?._id).toBe(partner.party.profile._id);
    expect(data?.partnerTwo?._id).toBe(foreign.party.profile._id);
  });

  it('answers 404 "Not Found" for an unknown contract and 403 for someone who is not a party', async () => {
    const { api, token } = await signIn(demo.foreign);
    const missing = await api.POST('/SingleContract', { body: { contractId: 'ctr_missing' } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toEqual({ message: 'Not Found' });

    const foreign = account(demo.foreign);
    const strangers = db.contracts.all().find((c) => !involves(c, foreign.party.profile._id))!;
    const forbidden = await raw('POST', '/SingleContract', JSON.stringify({ contractId: strangers._id }), token);
    expect(forbidden.status).toBe(403);
  });

  it('gives null for a party whose profile was deleted', async () => {
    const foreign = account(demo.foreign);
    const partner = freshParty('local', foreign.party);
    const asPartner = await signInAs(partner.user);
    const sent = await asPartner.api.POST('/foreign/applyForPartnership', { body: { businessId: foreign.party.profile._id } });
    db.foreignProfiles.delete((q) => q.where({ _id: foreign.party.profile._id }));

    const { data, response } = await asPartner.api.POST('/SingleContract', { body: { contractId: sent.data!.contractId! } });
    expect(response.status).toBe(201);
    expect(data?.partnerOne?._id).toBe(partner.party.profile._id);
    expect(data?.partnerTwo).toBeNull();
    expect(data?.contract.counterparty).toEqual({ _id: foreign.party.profile._id, kind: 'foreign' });

    const { api } = await signIn(demo.admin);
    const asAdmin = await api.POST('/SingleContract', { body: { contractId: sent.data!.contractId! } });
    expect(asAdmin.data?.contract.name).toBe(`${(partner.party.profile as { companyName: string }).companyName} & Unknown party`);
  });

  it('refuses malformed bodies with 400', async () => {
    const { token } = await signIn(demo.foreign);
    for (const body of ['nope', '{}', '[1]', JSON.stringify({ contractId: 1 }), JSON.stringify({ contractId: HUGE }), JSON.stringify({ contractId: null })]) {
      await expectRefusedUnchanged(() => raw('POST', '/SingleContract', body, token), 400);
    }
    const script = await expectRefusedUnchanged(() => raw('POST', '/SingleContract', JSON.stringify({ contractId: SCRIPT }), token), 404);
    expect(script).toEqual({ message: 'Not Found' });
  });
});

describe('every contract (admin)', () => {
  it('lists every contract newest first, with the stored status and both names', async () => {
    const { api } = await signIn(demo.admin);
    const { data, response } = await api.GET('/allContracts');
    expect(response.status).toBe(201);
    expect(data).toHaveLength(db.contracts.count());
    const updated = data!.map((c) => c.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    // "signed" is an approved contract whose agreement both parties signed (the seed has two)
    expect(data!.filter((c) => c.status === 'signed').map((c) => c._id).sort()).toEqual(['ctr_0002', 'ctr_0022']);
    for (const contract of data!) {
      expect(['pending', 'approved', 'signed', 'rejected', 'cancelled']).toContain(contract.status);
      expect(contract.name).toMatch(/^.+ & .+$/);
      expect(contract.direction).toBeUndefined();
    }
  });

  it('refuses everyone but admins (403)', async () => {
    for (const email of [demo.foreign, demo.local, demo.investor]) {
      const { api } = await signIn(email);
      const { response } = await api.GET('/allContracts');
      expect(response.status).toBe(403);
    }
  });
});
