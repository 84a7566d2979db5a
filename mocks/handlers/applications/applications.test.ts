import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { allProfiles, isMatchable } from '../../domain/profiles';
import { demo, raw, signIn, withMockServer } from '../../test/harness';
import {
  account,
  BOGUS_TOKEN,
  expectRefusedUnchanged,
  findContract,
  freshParty,
  HUGE,
  SCRIPT,
  signInAs,
  registerContractHandlers,
} from '../contracts/testing';

withMockServer();
registerContractHandlers();

const endpoints = [
  { path: '/foreign/applyForPartnership', field: 'businessId' },
  { path: '/partner/applyForPartnership', field: 'partnerId' },
  { path: '/investor/applyForPartnership', field: 'investorId' },
] as const;

describe('sending a request', () => {
  it('lets a foreign business connect with a verified local partner: a pending contract it sent', async () => {
    const foreign = account(demo.foreign);
    const partner = freshParty('local', foreign.party);
    const { api } = await signIn(demo.foreign);

    const { data, response } = await api.POST('/partner/applyForPartnership', { body: { partnerId: partner.party.profile._id } });

    expect(response.status).toBe(201);
    expect(data?.message).toBe('Connection request sent successfully');
    expect(findContract(data!.contractId!)).toMatchObject({
      category: 'local-foreign',
      status: 'pending',
      senderKind: 'foreign',
      senderProfileId: foreign.party.profile._id,
      recipientKind: 'local',
      recipientProfileId: partner.party.profile._id,
      FileUrl: null,
    });
  });

  it('lets a local partner apply for partnership with a foreign business', async () => {
    const local = account(demo.local);
    const business = freshParty('foreign', local.party);
    const { api } = await signIn(demo.local);

    const { data, response } = await api.POST('/foreign/applyForPartnership', { body: { businessId: business.party.profile._id } });

    expect(response.status).toBe(201);
    expect(data?.message).toBe('Partnership request sent successfully');
    expect(findContract(data!.contractId!)).toMatchObject({ category: 'local-foreign', senderKind: 'local', recipientKind: 'foreign' });
  });

  it('joins investors with foreign businesses and local partners under the right categories', async () => {
    const investor = account(demo.investor);
    const asInvestor = await signIn(demo.investor);
    const business = freshParty('foreign', investor.party);
    const partner = freshParty('local', investor.party);

    const toBusiness = await asInvestor.api.POST('/foreign/applyForPartnership', { body: { businessId: business.party.profile._id } });
    const toPartner = await asInvestor.api.POST('/partner/applyForPartnership', { body: { partnerId: partner.party.profile._id } });
    expect(findContract(toBusiness.data!.contractId!)?.category).toBe('investor-foreign');
    expect(findContract(toPartner.data!.contractId!)?.category).toBe('investor-local');

    const other = freshParty('investor', account(demo.foreign).party, account(demo.local).party);
    const asForeign = await signIn(demo.foreign);
    const asLocal = await signIn(demo.local);
    const fromForeign = await asForeign.api.POST('/investor/applyForPartnership', { body: { investorId: other.party.profile._id } });
    const fromLocal = await asLocal.api.POST('/investor/applyForPartnership', { body: { investorId: other.party.profile._id } });
    expect(fromForeign.response.status).toBe(201);
    expect(fromLocal.response.status).toBe(201);
    expect(findContract(fromForeign.data!.contractId!)?.category).toBe('investor-foreign');
    expect(findContract(fromLocal.data!.contractId!)?.category).toBe('investor-local');
  });

  it('always sends as the token\'s user, whatever `user` the body names', async () => {
    const foreign = account(demo.foreign);
    const local = account(demo.local);
    const partner = freshParty('local', foreign.party, local.party);
    const { api } = await signIn(demo.foreign);

    const { data } = await api.POST('/partner/applyForPartnership', {
      body: { partnerId: partner.party.profile._id, user: { id: local.user.id, _id: local.user.id, category: 'local' } },
    });

    expect(findContract(data!.contractId!)?.senderProfileId).toBe(foreign.party.profile._id);
  });

  it('refuses pairs that have no contract category, including one\'s own profile (400)', async () => {
    const foreign = account(demo.foreign);
    const local = account(demo.local);
    const investor = account(demo.investor);
    const cases = [
      { email: demo.foreign, path: '/foreign/applyForPartnership', body: { businessId: freshParty('foreign', foreign.party).party.profile._id } },
      { email: demo.foreign, path: '/foreign/applyForPartnership', body: { businessId: foreign.party.profile._id } },
      { email: demo.local, path: '/partner/applyForPartnership', body: { partnerId: local.party.profile._id } },
      { email: demo.investor, path: '/investor/applyForPartnership', body: { investorId: investor.party.profile._id } },
    ];
    for (const { email, path, body } of cases) {
      const { token } = await signIn(email);
      const answer = await expectRefusedUnchanged(() => raw('POST', path, JSON.stringify(body), token), 400);
      expect(answer).toEqual({ message: 'You cannot send a request to this kind of profile.' });
    }
  });

  it('refuses admins and accounts without a completed profile (403)', async () => {
    const partner = freshParty('local', account(demo.foreign).party);
    const { token: adminToken } = await signIn(demo.admin);
    const admin = await expectRefusedUnchanged(
      () => raw('POST', '/partner/applyForPartnership', JSON.stringify({ partnerId: partner.party.profile._id }), adminToken),
      403,
    );
    expect(admin).toEqual({ message: 'Admins cannot send partnership requests.' });

    const { token } = await signIn('new.foreign@corridor.test');
    await expectRefusedUnchanged(
      () => raw('POST', '/partner/applyForPartnership', JSON.stringify({ partnerId: partner.party.profile._id }), token),
      403,
    );
  });

  it('answers 404 with the kind\'s message for unknown and hidden targets', async () => {
    const asForeign = await signIn(demo.foreign);
    const asLocal = await signIn(demo.local);
    const unverified = allProfiles('local').find((party) => !isMatchable(party));
    const rejectedInvestor = allProfiles('investor').find((party) => !isMatchable(party));
    expect(unverified && rejectedInvestor).toBeTruthy();

    const cases = [
      { token: asLocal.token, path: '/foreign/applyForPartnership', body: { businessId: 'fb_missing' }, message: 'Business not found' },
      { token: asForeign.token, path: '/partner/applyForPartnership', body: { partnerId: 'lp_missing' }, message: 'Partner not found' },
      { token: asForeign.token, path: '/partner/applyForPartnership', body: { partnerId: unverified!.profile._id }, message: 'Partner not found' },
      { token: asForeign.token, path: '/investor/applyForPartnership', body: { investorId: 'inv_missing' }, message: 'Investor not found' },
      { token: asForeign.token, path: '/investor/applyForPartnership', body: { investorId: rejectedInvestor!.profile._id }, message: 'Investor not found' },
      // an id of another kind is not a profile of this kind
      { token: asForeign.token, path: '/investor/applyForPartnership', body: { investorId: account(demo.local).party.profile._id }, message: 'Investor not found' },
    ];
    for (const { token, path, body, message } of cases) {
      expect(await expectRefusedUnchanged(() => raw('POST', path, JSON.stringify(body), token), 404)).toEqual({ message });
    }
  });

  it('allows a new request after an earlier one between the pair was rejected or cancelled', async () => {
    const foreign = account(demo.foreign);
    const partner = freshParty('local', foreign.party);
    const asForeign = await signIn(demo.foreign);
    const asPartner = await signInAs(partner.user);
    const first = await asForeign.api.POST('/partner/applyForPartnership', { body: { partnerId: partner.party.profile._id } });
    await asForeign.api.POST('/cancelReq', { body: { ID: first.data!.contractId! } });

    const second = await asPartner.api.POST('/foreign/applyForPartnership', { body: { businessId: foreign.party.profile._id } });
    expect(second.response.status).toBe(201);
    await asForeign.api.POST('/RejectRequest', { body: { ID: second.data!.contractId! } });

    const third = await asForeign.api.POST('/partner/applyForPartnership', { body: { partnerId: partner.party.profile._id } });
    expect(third.response.status).toBe(201);
  });
});

describe('refused input', () => {
  it('answers 401 without a token and with an unknown token', async () => {
    for (const { path, field } of endpoints) {
      const body = JSON.stringify({ [field]: account(demo.local).party.profile._id });
      for (const token of [undefined, BOGUS_TOKEN]) {
        await expectRefusedUnchanged(() => raw('POST', path, body, token), 401);
      }
    }
  });

  it('answers 400 to malformed bodies and creates nothing', async () => {
    const { token } = await signIn(demo.foreign);
    for (const { path, field } of endpoints) {
      const bodies = [
        '{not json',
        '',
        'null',
        '[]',
        '42',
        JSON.stringify({}),
        JSON.stringify({ [field]: 12345 }),
        JSON.stringify({ [field]: { $ne: null } }),
        JSON.stringify({ [field]: [account(demo.local).party.profile._id] }),
        JSON.stringify({ [field]: '' }),
        JSON.stringify({ [field]: '   ' }),
        JSON.stringify({ [field]: HUGE }),
      ];
      for (const body of bodies) {
        await expectRefusedUnchanged(() => raw('POST', path, body, token), 400);
      }
    }
  });

  it('treats script text as an unknown id (404) and never stores it', async () => {
    const { token } = await signIn(demo.foreign);
    const before = db.contracts.count();
    for (const { path, field } of endpoints.slice(1)) {
      const answer = await expectRefusedUnchanged(() => raw('POST', path, JSON.stringify({ [field]: SCRIPT }), token), 404);
      expect(JSON.stringify(answer)).not.toContain('<script>');
    }
    expect(db.contracts.count()).toBe(before);
  });
});
