import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { demo, raw, signIn, withMockServer } from '../../test/harness';

withMockServer();

describe('profile writes are as strict as a real server', () => {
  it('refuses a required field sent as blanks instead of storing ""', async () => {
    const { token, user } = await signIn(demo.local);
    const profile = db.localProfiles.findFirst((q) => q.where({ ID: user.id }))!;
    const answer = await raw('POST', '/partner/updateProfile', JSON.stringify({ id: profile._id, updateData: { companyName: '   ' } }), token);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe('companyName is required');
    expect(db.localProfiles.findFirst((q) => q.where({ _id: profile._id }))!.companyName).toBe(profile.companyName);
  });

  it('ignores fields an owner may not set (hasPurchased, verification, ids)', async () => {
    const { token, user } = await signIn(demo.local);
    const profile = db.localProfiles.findFirst((q) => q.where({ ID: user.id }))!;
    const answer = await raw(
      'POST',
      '/partner/updateProfile',
      JSON.stringify({ id: profile._id, updateData: { hasPurchased: true, verificationStatus: 'Verified', _id: 'lp_x', ID: 'usr_x', designation: 'Partner' } }),
      token,
    );
    expect(answer.status).toBe(200);
    const stored = db.localProfiles.findFirst((q) => q.where({ _id: profile._id }))!;
    expect(stored).toMatchObject({ hasPurchased: profile.hasPurchased, verificationStatus: profile.verificationStatus, _id: profile._id, ID: profile.ID, designation: 'Partner' });
  });

  it('answers the foreign registration’s 403 in JSON, as the contract says', async () => {
    const { token } = await signIn(demo.local);
    const profile = {
      companyName: 'Fjell Robotics AS', industry: 'Manufacturing & Industrial', companySize: '11-50', operatingRegion: 'Norway',
      expansionGoal: 'Market Entry', targetRevenue: 40, expansionTimeline: '6-12 months', marketType: 'emerging',
      preferredPartnerType: 'Distributor', budgetRange: '100k-250k',
    };
    const answer = await raw('POST', '/foreign/add', JSON.stringify({ ID: 'usr_x', ...profile }), token);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await answer.json()) as { message: string }).message).toBeTruthy();
  });
});
