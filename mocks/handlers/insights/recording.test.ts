import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import type { InsightEventKind, InsightEventOf, InsightEventRecord } from '../../db/records';
import { liveContractBetween } from '../../domain/contracts';
import { findUser } from '../../domain/users';
import { FACTORS } from '../../matching';
import { demo, raw, signIn, withMockServer } from '../../test/harness';
import { account, foreignAndFreshPartner, sendRequest } from '../contracts/testing';
import { makeContract, makeMilestone, makeTask, partyOf } from '../milestones/testing';

withMockServer();

/** The events the calls of this test recorded (the seed's history has other ids). */
function recorded<K extends InsightEventKind>(kind: K): Array<InsightEventOf<K>> {
  const events: readonly InsightEventRecord[] = db.insightEvents.all();
  return events.filter((event): event is InsightEventOf<K> => event.kind === kind && event.id.startsWith('ie_'));
}

const post = (path: string, body: unknown, token: string) => raw('POST', path, JSON.stringify(body), token);

describe('what the calls record for the admin insights', () => {
  it('records one "shown" event per match-list load, with the candidates the list returned', async () => {
    const { api } = await signIn(demo.foreign);
    const { data } = await api.GET('/foreign/matches');
    const list = data as Array<{ _id: string }>;
    const shown = recorded('shown');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ viewer: account(demo.foreign).party.profile._id, viewerKind: 'foreign', shownKind: 'local' });
    expect(shown[0]!.shown).toEqual(list.map((item) => item._id));
    await api.GET('/foreign/matchesInvestors');
    expect(recorded('shown').map((event) => event.shownKind)).toEqual(['local', 'investor']);
  });

  it('records a profile opened by another party, but not one’s own profile, nor an admin’s reading', async () => {
    const foreign = account(demo.foreign);
    const local = account(demo.local);
    const asForeign = await signIn(demo.foreign);
    expect((await post('/foreign/applyForCheckProfileofPartner', { id: local.party.profile._id }, asForeign.token)).status).toBe(201);
    expect((await post('/partner/applyForCheckProfileofForeign', { id: foreign.party.profile._id }, asForeign.token)).status).toBe(201);
    const asAdmin = await signIn(demo.admin);
    expect((await post('/foreign/applyForCheckProfileofPartner', { id: local.party.profile._id }, asAdmin.token)).status).toBe(201);
    expect(recorded('viewed')).toEqual([
      expect.objectContaining({ viewer: foreign.party.profile._id, viewerKind: 'foreign', profile: local.party.profile._id, profileKind: 'local' }),
    ]);
  });

  it('records a request with the score and helping factors the sender’s list shows, then its answer', async () => {
    const foreign = account(demo.foreign);
    const asForeign = await signIn(demo.foreign);
    type Listed = { _id: string; ID: string; matchScore: number; matchReasons: Array<{ factor: string; points: number }> };
    const list = (await asForeign.api.GET('/foreign/matches')).data as Listed[];
    const listed = list.find((item) => !liveContractBetween(foreign.party.profile._id, item._id));
    if (!listed) throw new Error('every listed partner already has a contract with the demo business');
    const contractId = await sendRequest(asForeign.api, listed._id);
    expect(recorded('requested')).toEqual([
      expect.objectContaining({
        contractId,
        sender: foreign.party.profile._id,
        senderKind: 'foreign',
        recipient: listed._id,
        recipientKind: 'local',
        score: listed.matchScore,
        factors: [...new Set(listed.matchReasons.filter((reason) => reason.points > 0).map((reason) => reason.factor))].filter(
          (factor) => (FACTORS as readonly string[]).includes(factor),
        ),
      }),
    ]);
    const asPartner = await signIn(findUser(listed.ID)!.email);
    expect((await post('/ApproveRequest', { ID: contractId }, asPartner.token)).status).toBe(200);
    expect(recorded('answered')).toEqual([expect.objectContaining({ contractId, outcome: 'approved' })]);
  });

  it('records rejected and cancelled answers', async () => {
    const { partner, asForeign, asPartner } = await foreignAndFreshPartner();
    const first = await sendRequest(asForeign.api, partner.party.profile._id);
    expect((await post('/RejectRequest', { ID: first }, asPartner.token)).status).toBe(200);
    const second = await sendRequest(asForeign.api, partner.party.profile._id);
    expect((await post('/cancelReq', { ID: second }, asForeign.token)).status).toBe(200);
    expect(recorded('answered').map(({ contractId, outcome }) => [contractId, outcome])).toEqual([[first, 'rejected'], [second, 'cancelled']]);
  });

  it('records "signed" once both parties have signed', async () => {
    // ctr_0001: the demo partner has signed, the demo foreign business has not.
    const asForeign = await signIn(demo.foreign);
    const signed = await post('/agreement/ctr_0001/sign', { version: 1, fullName: 'Erik Lindqvist', consent: true }, asForeign.token);
    expect(signed.status).toBe(200);
    expect(recorded('signed')).toEqual([expect.objectContaining({ contractId: 'ctr_0001' })]);
  });

  it('records "milestone" when the last pending task of the first milestone is done, once per contract', async () => {
    const contract = await makeContract(partyOf(demo.local), partyOf(demo.foreign));
    const first = await makeMilestone(contract._id, { dueDate: '2030-01-15' });
    const later = await makeMilestone(contract._id, { dueDate: '2030-03-01' });
    const [a, b] = [await makeTask(contract._id, first._id, 'A'), await makeTask(contract._id, first._id, 'B')];
    const other = await makeTask(contract._id, later._id, 'C');
    const { token } = await signIn(demo.local);
    const complete = (taskId: string, status = 'completed') => post('/completeTask', { contractId: contract._id, taskId, status }, token);
    expect((await complete(other._id)).status).toBe(200); // the second milestone: nothing yet
    expect((await complete(a._id)).status).toBe(200); // B is still pending
    expect(recorded('milestone')).toEqual([]);
    expect((await complete(b._id)).status).toBe(200);
    expect(recorded('milestone')).toEqual([expect.objectContaining({ contractId: contract._id })]);
    await complete(b._id, 'pending');
    await complete(b._id);
    expect(recorded('milestone')).toHaveLength(1);
  });
});
