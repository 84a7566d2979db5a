import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { findAnyProfile, isMatchable } from '../../domain/profiles';
import { demo, raw, signIn, withMockServer } from '../../test/harness';
import { HUGE, SCRIPT, makeContract, makeMilestone, partyOf } from '../milestones/testing';

withMockServer();

async function admin() {
  const session = await signIn(demo.admin);
  const rows = async () => (await session.api.GET('/adminPanel')).data!;
  return { ...session, rows };
}

/** A pending local partner, found through the admin list as the panel finds it. */
async function pendingPartner(rows: { _id: string; category: string; status: string }[]) {
  const row = rows.find((item) => item.category === 'local' && item.status === 'Pending');
  if (!row) throw new Error('the seed has pending local partners');
  return row;
}

const verificationOf = (id: string) => db.localProfiles.findFirst((q) => q.where({ _id: id }))?.verificationStatus;

const snapshot = () => ({
  foreign: db.foreignProfiles.count(),
  local: db.localProfiles.all().map((profile) => `${profile._id}:${String(profile.verificationStatus)}`),
  investor: db.investorProfiles.count(),
  contracts: db.contracts.all().map((contract) => `${contract._id}:${contract.status}`),
  users: db.users.all().map((user) => `${user.id}:${user.hasCompletedProfile}`),
  sessions: db.sessions.count(),
});

describe('POST /adminPanel/accept/', () => {
  it('verifies a pending local partner: Active in the list, Approved, and matchable', async () => {
    const { api, rows } = await admin();
    const target = await pendingPartner(await rows());
    expect(isMatchable(findAnyProfile(target._id)!)).toBe(false);

    const { data, response } = await api.POST('/adminPanel/accept/', { body: { id: target._id } });

    expect(response.status).toBe(200);
    expect(data).toEqual({ message: 'Business accepted' });
    expect((await rows()).find((row) => row._id === target._id)?.status).toBe('Active');
    expect(verificationOf(target._id)).toBe('Approved');
    expect(isMatchable(findAnyProfile(target._id)!)).toBe(true);
  });

  it('answers 409 for a partner that is no longer pending, and for foreign and investor rows', async () => {
    const { api, rows } = await admin();
    const list = await rows();
    const target = await pendingPartner(list);
    await api.POST('/adminPanel/accept/', { body: { id: target._id } });
    const others = [
      target._id,
      partyOf(demo.local).profile._id,
      list.find((row) => row.category === 'foreign')!._id,
      list.find((row) => row.category === 'investor')!._id,
    ];
    const before = snapshot();

    for (const id of others) {
      const { response, error } = await api.POST('/adminPanel/accept/', { body: { id } });
      expect(response.status, id).toBe(409);
      expect(error).toEqual({ message: 'Only pending local partners can be accepted.' });
    }
    expect(snapshot()).toEqual(before);
  });

  it('answers 404 "Business not found" for an unknown id', async () => {
    const { api } = await admin();

    const { response, error } = await api.POST('/adminPanel/accept/', { body: { id: 'lp_missing' } });

    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Business not found' });
  });
});

describe('PUT /adminPanel/reject/{id}', () => {
  it('rejects a pending local partner: Rejected in the list and out of the matches', async () => {
    const { api, rows } = await admin();
    const target = await pendingPartner(await rows());

    const { data, response } = await api.PUT('/adminPanel/reject/{id}', { params: { path: { id: target._id } } });

    expect(response.status).toBe(200);
    expect(data).toEqual({ message: 'Business rejected' });
    expect((await rows()).find((row) => row._id === target._id)?.status).toBe('Rejected');
    expect(verificationOf(target._id)).toBe('Rejected');
    expect(isMatchable(findAnyProfile(target._id)!)).toBe(false);
  });

  it('answers 409 for a rejected, approved or non-local business and 404 for an unknown one', async () => {
    const { api, rows } = await admin();
    const list = await rows();
    const target = await pendingPartner(list);
    await api.PUT('/adminPanel/reject/{id}', { params: { path: { id: target._id } } });
    const before = snapshot();

    for (const id of [target._id, partyOf(demo.local).profile._id, partyOf(demo.foreign).profile._id, partyOf(demo.investor).profile._id]) {
      const { response, error } = await api.PUT('/adminPanel/reject/{id}', { params: { path: { id } } });
      expect(response.status, id).toBe(409);
      expect(error).toEqual({ message: 'Only pending local partners can be rejected.' });
    }
    for (const id of ['lp_missing', 'x'.repeat(2000), SCRIPT]) {
      const { response } = await api.PUT('/adminPanel/reject/{id}', { params: { path: { id } } });
      expect(response.status).toBe(404);
    }
    expect(snapshot()).toEqual(before);
  });
});

describe('POST /adminPanel/delete', () => {
  it('deletes a business: gone from the list, open requests cancelled, approved contracts kept', async () => {
    const { api, rows } = await admin();
    const local = partyOf(demo.local);
    const owner = await signIn(demo.local);
    const pending = await makeContract(partyOf(demo.foreign), local, 'pending');
    const approved = await makeContract(local, partyOf(demo.investor), 'approved');
    const milestone = await makeMilestone(approved._id);
    const countBefore = (await rows()).length;

    const { data, response } = await api.POST('/adminPanel/delete', { body: { id: local.profile._id } });

    expect(response.status).toBe(200);
    expect(data).toEqual({ message: 'Business deleted' });
    const after = await rows();
    expect(after).toHaveLength(countBefore - 1);
    expect(after.some((row) => row._id === local.profile._id)).toBe(false);
    expect(findAnyProfile(local.profile._id)).toBeUndefined();
    const contract = (id: string) => db.contracts.findFirst((q) => q.where({ _id: id }));
    expect(contract(pending._id)?.status).toBe('cancelled');
    expect(contract(approved._id)?.status).toBe('approved');
    expect(db.milestones.findFirst((q) => q.where({ _id: milestone._id }))).toBeDefined();
    // The approved contract's detail shows the deleted party as missing; its milestones remain.
    const detail = await api.POST('/SingleContract', { body: { contractId: approved._id } });
    expect(detail.response.status).toBe(201);
    expect(detail.data!.partnerOne).toBeNull(); // investor-local: the local partner is Partner One
    expect(detail.data!.partnerTwo).not.toBeNull();
    const miles = await api.POST('/MileStones', { body: { contractId: approved._id } });
    expect(miles.data!.miles.map((m) => m._id)).toEqual([milestone._id]);
    const stillPending = db.contracts.findMany((q) =>
      q.where((c) => c.status === 'pending' && (c.senderProfileId === local.profile._id || c.recipientProfileId === local.profile._id)),
    );
    expect(stillPending).toEqual([]);
    // The account remains, without a profile and signed out everywhere.
    const user = db.users.findFirst((q) => q.where({ id: owner.user.id }));
    expect(user?.hasCompletedProfile).toBe(false);
    expect((await owner.api.GET('/partner-dashboard/profile')).response.status).toBe(401);
  });

  it('deletes foreign and investor businesses too', async () => {
    const { api, rows } = await admin();
    for (const email of [demo.foreign, demo.investor]) {
      const id = partyOf(email).profile._id;
      const { response } = await api.POST('/adminPanel/delete', { body: { id } });
      expect(response.status).toBe(200);
      expect((await rows()).some((row) => row._id === id)).toBe(false);
    }
  });

  it('leaves an admin account that owns the profile signed in and untouched', async () => {
    const { api, user, rows } = await admin();
    const now = new Date().toISOString();
    await db.foreignProfiles.create({
      _id: 'fb_admin_made',
      ID: user.id,
      companyName: 'Registered by the admin',
      industry: 'Technology & SaaS',
      status: 'Active',
      createdAt: now,
      updatedAt: now,
    });

    const { response } = await api.POST('/adminPanel/delete', { body: { id: 'fb_admin_made' } });

    expect(response.status).toBe(200);
    expect(db.users.findFirst((q) => q.where({ id: user.id }))?.hasCompletedProfile).toBe(true);
    expect((await rows()).length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown id and 400 to malformed bodies, changing nothing', async () => {
    const { api, token } = await admin();
    const before = snapshot();

    const unknown = await api.POST('/adminPanel/delete', { body: { id: 'fb_missing' } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toEqual({ message: 'Business not found' });

    for (const path of ['/adminPanel/delete', '/adminPanel/accept/']) {
      for (const body of ['{"id":', '[]', JSON.stringify({}), JSON.stringify({ id: 7 }), JSON.stringify({ id: { $gt: '' } }), JSON.stringify({ id: HUGE })]) {
        const response = await raw('POST', path, body, token);
        expect(response.status, `${path} ${body.slice(0, 40)}`).toBe(400);
      }
      const scripted = await raw('POST', path, JSON.stringify({ id: SCRIPT }), token);
      expect(scripted.status).toBe(404);
    }
    expect(snapshot()).toEqual(before);
  });
});

describe('a business an admin registers', () => {
  it('is listed as not claimed yet, without its placeholder e-mail as the contact', async () => {
    const { token, rows } = await admin();
    const profile = {
      companyName: 'Fjord Freight AS', industry: 'Other', companySize: '11-50', operatingRegion: 'Bergen, Norway',
      expansionGoal: 'Market Entry', targetRevenue: 20, expansionTimeline: '6-12 months', marketType: 'B2B',
      preferredPartnerType: 'Logistics', budgetRange: '100k-250k',
    };
    const answer = await raw('POST', '/foreign/add', JSON.stringify({ ID: 'usr_unclaimed', ...profile }), token);
    expect(answer.status).toBe(200);
    const row = (await rows()).find((item) => item.name === 'Fjord Freight AS');
    expect(row).toMatchObject({ category: 'foreign', contact: '', unclaimed: true });
    // every seeded business has a claimed owner: no row says otherwise
    expect((await rows()).filter((item) => item.unclaimed).map((item) => item.name)).toEqual(['Fjord Freight AS']);
  });
});
