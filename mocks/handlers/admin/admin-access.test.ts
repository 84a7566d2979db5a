import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { allProfiles } from '../../domain/profiles';
import { client, demo, signIn, withMockServer } from '../../test/harness';

withMockServer();

type Api = ReturnType<typeof client>;

const pendingLocalId = () => {
  const pending = db.localProfiles.findFirst((q) => q.where({ verificationStatus: 'Pending' }));
  if (!pending) throw new Error('the seed has pending local partners');
  return pending._id;
};

/** Every admin call, with a target that an admin could act on. */
const calls: Record<string, (api: Api, id: string) => Promise<{ response: Response; error?: unknown }>> = {
  'GET /adminPanel': (api) => api.GET('/adminPanel'),
  'POST /adminPanel/accept/': (api, id) => api.POST('/adminPanel/accept/', { body: { id } }),
  'PUT /adminPanel/reject/{id}': (api, id) => api.PUT('/adminPanel/reject/{id}', { params: { path: { id } } }),
  'POST /adminPanel/delete': (api, id) => api.POST('/adminPanel/delete', { body: { id } }),
};

const snapshot = () => ({
  local: db.localProfiles.all().map((profile) => `${profile._id}:${String(profile.verificationStatus)}`),
  profiles: db.foreignProfiles.count() + db.localProfiles.count() + db.investorProfiles.count(),
  contracts: db.contracts.all().map((contract) => `${contract._id}:${contract.status}`),
});

describe('admin access', () => {
  for (const [name, call] of Object.entries(calls)) {
    it.each(['foreign', 'local', 'investor'] as const)(`${name} answers 403 to a %s account and changes nothing`, async (who) => {
      const { api } = await signIn(demo[who]);
      const id = pendingLocalId();
      const before = snapshot();

      const { response, error } = await call(api, id);

      expect(response.status).toBe(403);
      expect(error).toEqual({ message: 'Admin access required.' });
      expect(snapshot()).toEqual(before);
    });

    it(`${name} answers 401 without a token and changes nothing`, async () => {
      const id = pendingLocalId();
      const before = snapshot();

      const { response } = await call(client(), id);

      expect(response.status).toBe(401);
      expect(snapshot()).toEqual(before);
    });
  }
});

describe('GET /adminPanel', () => {
  it('lists one row per profile of every kind, newest first', async () => {
    const { api } = await signIn(demo.admin);

    const { data, response } = await api.GET('/adminPanel');

    expect(response.status).toBe(201);
    const profiles = [...allProfiles('foreign'), ...allProfiles('local'), ...allProfiles('investor')];
    expect(data).toHaveLength(profiles.length);
    expect(new Set(data!.map((row) => row._id))).toEqual(new Set(profiles.map((party) => party.profile._id)));
    const created = data!.map((row) => String(profiles.find((party) => party.profile._id === row._id)!.profile.createdAt));
    expect(created).toEqual([...created].sort().reverse());
    for (const row of data!) {
      expect(row.name).not.toBe('');
      expect(['Active', 'Pending', 'Rejected']).toContain(row.status);
    }
    expect(data!.some((row) => row.category === 'local' && row.status === 'Pending')).toBe(true);
  });

  it('shows each kind with its name, industry, contact and status', async () => {
    const { api } = await signIn(demo.admin);
    const foreign = allProfiles('foreign')[0]!;
    const investor = allProfiles('investor')[0]!;
    const local = allProfiles('local')[0]!;

    const { data } = await api.GET('/adminPanel');
    const row = (id: string) => data!.find((item) => item._id === id);

    const owner = db.users.findFirst((q) => q.where({ id: foreign.profile.ID }));
    expect(row(foreign.profile._id)).toEqual({
      _id: foreign.profile._id,
      name: foreign.kind === 'foreign' ? foreign.profile.companyName : '',
      category: 'foreign',
      industry: foreign.kind === 'foreign' ? foreign.profile.industry : '',
      contact: owner?.email,
      status: 'Active',
    });
    expect(row(investor.profile._id)).toMatchObject({
      category: 'investor',
      name: investor.kind === 'investor' ? investor.profile.legalName : '',
      industry: investor.kind === 'investor' ? investor.profile.targetIndustries : '',
      contact: investor.kind === 'investor' ? investor.profile.contactEmail : '',
    });
    expect(row(local.profile._id)).toMatchObject({
      category: 'local',
      name: local.kind === 'local' ? local.profile.companyName : '',
      industry: local.kind === 'local' ? local.profile.industryFocus : '',
      contact: local.kind === 'local' ? local.profile.contactEmail : '',
    });
  });
});
