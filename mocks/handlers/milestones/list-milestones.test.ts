import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { client, demo, raw, signIn, withMockServer } from '../../test/harness';
import { HUGE, SCRIPT, makeContract, makeMilestone, makeTask, partyOf } from './testing';

withMockServer();

/** An approved contract of the demo local partner that the seed gave milestones, if any. */
function seededContractWithMilestones(profileId: string) {
  return db.contracts.findFirst((q) =>
    q.where(
      (contract) =>
        contract.status === 'approved' &&
        (contract.senderProfileId === profileId || contract.recipientProfileId === profileId) &&
        db.milestones.findFirst((m) => m.where({ contractId: contract._id })) !== undefined,
    ),
  );
}

describe('POST /MileStones', () => {
  it('lists the milestones, tasks and comments of an approved demo contract', async () => {
    const local = partyOf(demo.local);
    const contract = seededContractWithMilestones(local.profile._id);
    expect(contract, 'the seed gives the demo local partner an approved contract with milestones').toBeDefined();
    const { api } = await signIn(demo.local);

    const { data, response } = await api.POST('/MileStones', { body: { contractId: contract!._id } });

    expect(response.status).toBe(201);
    expect(data!.miles.length).toBeGreaterThan(0);
    const ids = new Set(data!.miles.map((milestone) => milestone._id));
    for (const task of data!.tasks) expect(ids.has(task.milestoneId)).toBe(true);
    for (const comment of data!.comments) expect(ids.has(comment.milestoneId)).toBe(true);
    const dueDates = data!.miles.map((milestone) => milestone.dueDate);
    expect(dueDates).toEqual([...dueDates].sort());
    const created = data!.comments.map((comment) => comment.createdAt);
    expect(created).toEqual([...created].sort());
  });

  it('orders milestones by due date, then by creation, and comments oldest first', async () => {
    const contract = await makeContract(partyOf(demo.local), partyOf(demo.foreign));
    const late = await makeMilestone(contract._id, { title: 'Late', dueDate: '2030-06-01', createdAt: '2026-01-01T00:00:00.000Z' });
    const second = await makeMilestone(contract._id, { title: 'Second', dueDate: '2030-01-01', createdAt: '2026-01-03T00:00:00.000Z' });
    const first = await makeMilestone(contract._id, { title: 'First', dueDate: '2030-01-01', createdAt: '2026-01-02T00:00:00.000Z' });
    const task = await makeTask(contract._id, first._id);
    for (const [text, createdAt] of [
      ['newer', '2026-02-02T00:00:00.000Z'],
      ['older', '2026-02-01T00:00:00.000Z'],
    ] as const) {
      await db.comments.create({ _id: `cmt_${text}`, contractId: contract._id, milestoneId: late._id, text, author: 'A', authorUserId: null, createdAt });
    }
    const { api } = await signIn(demo.foreign);

    const { data } = await api.POST('/MileStones', { body: { contractId: contract._id } });

    expect(data!.miles.map((milestone) => milestone._id)).toEqual([first._id, second._id, late._id]);
    expect(data!.tasks).toEqual([expect.objectContaining({ _id: task._id, milestoneId: first._id, status: 'pending' })]);
    expect(data!.comments.map((comment) => comment.text)).toEqual(['older', 'newer']);
    expect(data!.comments[0]).not.toHaveProperty('authorUserId');
  });

  it('lets an admin read any contract and answers an empty list for a contract without milestones', async () => {
    const contract = await makeContract(partyOf(demo.investor), partyOf(demo.foreign));
    const { api } = await signIn(demo.admin);

    const { data, response } = await api.POST('/MileStones', { body: { contractId: contract._id } });

    expect(response.status).toBe(201);
    expect(data).toEqual({ miles: [], tasks: [], comments: [] });
  });

  it('keeps other contracts out of the answer', async () => {
    const mine = await makeContract(partyOf(demo.local), partyOf(demo.foreign));
    const other = await makeContract(partyOf(demo.investor), partyOf(demo.foreign));
    await makeMilestone(other._id, { title: 'Not mine' });
    const { api } = await signIn(demo.local);

    const { data } = await api.POST('/MileStones', { body: { contractId: mine._id } });

    expect(data!.miles).toEqual([]);
  });

  it('answers 401 without a token, 403 to a third party and 404 "Not Found" for an unknown contract', async () => {
    const contract = await makeContract(partyOf(demo.investor), partyOf(demo.foreign));
    const outsider = await signIn(demo.local);

    const anonymous = await client().POST('/MileStones', { body: { contractId: contract._id } });
    const third = await outsider.api.POST('/MileStones', { body: { contractId: contract._id } });
    const unknown = await outsider.api.POST('/MileStones', { body: { contractId: 'ctr_missing' } });

    expect(anonymous.response.status).toBe(401);
    expect(third.response.status).toBe(403);
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toEqual({ message: 'Not Found' });
  });

  it('answers 400 to malformed bodies', async () => {
    const { token } = await signIn(demo.local);
    for (const body of ['{not json', JSON.stringify({}), JSON.stringify({ contractId: 42 }), JSON.stringify({ contractId: HUGE }), JSON.stringify([1, 2])]) {
      const response = await raw('POST', '/MileStones', body, token);
      expect(response.status, body.slice(0, 40)).toBe(400);
    }
    const scripted = await raw('POST', '/MileStones', JSON.stringify({ contractId: SCRIPT }), token);
    expect(scripted.status).toBe(404);
  });
});
