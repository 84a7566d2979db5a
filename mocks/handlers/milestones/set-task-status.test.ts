import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { client, demo, raw, signIn, withMockServer } from '../../test/harness';
import { HUGE, makeContract, makeMilestone, makeTask, partyOf } from './testing';

withMockServer();

async function fixture() {
  const contract = await makeContract(partyOf(demo.local), partyOf(demo.foreign));
  const milestone = await makeMilestone(contract._id);
  const task = await makeTask(contract._id, milestone._id);
  return { contract, milestone, task };
}

const statusOf = (taskId: string) => db.tasks.findFirst((q) => q.where({ _id: taskId }))?.status;

describe('POST /completeTask', () => {
  it('marks a task completed and back to pending, and the list follows', async () => {
    const { contract, task } = await fixture();
    const { api } = await signIn(demo.local);

    const done = await api.POST('/completeTask', { body: { contractId: contract._id, taskId: task._id, status: 'completed' } });

    expect(done.response.status).toBe(200);
    expect(done.data).toEqual({ message: 'Task updated', task: expect.objectContaining({ _id: task._id, status: 'completed' }) });
    const list = await api.POST('/MileStones', { body: { contractId: contract._id } });
    expect(list.data!.tasks.find((t) => t._id === task._id)?.status).toBe('completed');

    const undone = await api.POST('/completeTask', { body: { contractId: contract._id, taskId: task._id, status: 'pending' } });
    expect(undone.data!.task.status).toBe('pending');
    expect(statusOf(task._id)).toBe('pending');
  });

  it('lets an admin update a task', async () => {
    const { contract, task } = await fixture();
    const { api } = await signIn(demo.admin);

    const { response } = await api.POST('/completeTask', { body: { contractId: contract._id, taskId: task._id, status: 'completed' } });

    expect(response.status).toBe(200);
    expect(statusOf(task._id)).toBe('completed');
  });

  it('does not let a foreign business update a task, even as a party', async () => {
    const { contract, task } = await fixture();
    const { api } = await signIn(demo.foreign);

    const { response, error } = await api.POST('/completeTask', { body: { contractId: contract._id, taskId: task._id, status: 'completed' } });

    expect(response.status).toBe(403);
    expect(error).toEqual({ message: 'Only local partners, investors and admins can update tasks.' });
    expect(statusOf(task._id)).toBe('pending');
  });

  it('answers 401 without a token and 403 to a third party', async () => {
    const { contract, task } = await fixture();
    const outsider = await signIn(demo.investor);
    const body = { contractId: contract._id, taskId: task._id, status: 'completed' as const };

    expect((await client().POST('/completeTask', { body })).response.status).toBe(401);
    expect((await outsider.api.POST('/completeTask', { body })).response.status).toBe(403);
    expect(statusOf(task._id)).toBe('pending');
  });

  it('answers 404 for an unknown contract, and for a task of another contract', async () => {
    const { contract, task } = await fixture();
    const other = await makeContract(partyOf(demo.local), partyOf(demo.investor));
    const { api } = await signIn(demo.local);

    const unknown = await api.POST('/completeTask', { body: { contractId: 'ctr_missing', taskId: task._id, status: 'completed' } });
    const elsewhere = await api.POST('/completeTask', { body: { contractId: other._id, taskId: task._id, status: 'completed' } });
    const missing = await api.POST('/completeTask', { body: { contractId: contract._id, taskId: 'tsk_missing', status: 'completed' } });

    expect(unknown.error).toEqual({ message: 'Not Found' });
    expect(elsewhere.response.status).toBe(404);
    expect(elsewhere.error).toEqual({ message: 'Task not found' });
    expect(missing.response.status).toBe(404);
    expect(statusOf(task._id)).toBe('pending');
  });

  it('answers 400 to malformed bodies and changes nothing', async () => {
    const { contract, task } = await fixture();
    const { token } = await signIn(demo.local);
    const base = { contractId: contract._id, taskId: task._id };
    for (const body of [
      'status=completed',
      JSON.stringify(base),
      JSON.stringify({ ...base, status: 'done' }),
      JSON.stringify({ ...base, status: true }),
      JSON.stringify({ ...base, status: '<script>alert(1)</script>' }),
      JSON.stringify({ ...base, taskId: HUGE, status: 'completed' }),
    ]) {
      const response = await raw('POST', '/completeTask', body, token);
      expect(response.status, body.slice(0, 60)).toBe(400);
    }
    expect(statusOf(task._id)).toBe('pending');
  });
});
