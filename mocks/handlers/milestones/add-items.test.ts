import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import type { ContractRecord, StoredContractStatus } from '../../db/records';
import { client, demo, raw, signIn, withMockServer } from '../../test/harness';
import { HUGE, SCRIPT, makeContract, makeMilestone, milestoneCounts, partyOf } from './testing';

withMockServer();

type Who = keyof typeof demo;
type Kind = 'milestone' | 'task' | 'comment';

/** A contract the signed-in account is a party of (admins read every contract). */
async function contractFor(who: Who, status: StoredContractStatus = 'approved'): Promise<ContractRecord> {
  switch (who) {
    case 'foreign':
    case 'admin':
      return makeContract(partyOf(demo.local), partyOf(demo.foreign), status);
    case 'local':
      return makeContract(partyOf(demo.local), partyOf(demo.investor), status);
    case 'investor':
      return makeContract(partyOf(demo.investor), partyOf(demo.foreign), status);
  }
}

const fields = { title: 'Open the bank account', description: 'Corporate account at a UAE bank.', dueDate: '2030-03-31' };

/** Sends one add call of the given kind as the given account. */
async function add(kind: Kind, token: string | undefined, contractId: string, milestoneId: string, extra: Record<string, unknown> = {}) {
  const api = client(token);
  switch (kind) {
    case 'milestone':
      return api.POST('/addMilestone', { body: { contractId, ...fields, ...extra } as never });
    case 'task':
      return api.POST('/addTask', { body: { contractId, milestoneId, ...fields, ...extra } as never });
    case 'comment':
      return api.POST('/addComment', { body: { contractId, milestoneId, text: 'Documents are with the bank.', ...extra } as never });
  }
}

const path: Record<Kind, string> = { milestone: '/addMilestone', task: '/addTask', comment: '/addComment' };

const allowed: Record<Kind, Who[]> = {
  milestone: ['local', 'investor', 'admin'],
  task: ['local', 'investor', 'admin'],
  comment: ['foreign', 'investor', 'admin'],
};

const forbiddenMessage: Record<Kind, string> = {
  milestone: 'Only local partners, investors and admins can add milestones.',
  task: 'Only local partners, investors and admins can add tasks.',
  comment: 'Only foreign businesses, investors and admins can comment.',
};

const everyone: Who[] = ['foreign', 'local', 'investor', 'admin'];

describe('the permission matrix of adding milestones, tasks and comments', () => {
  for (const kind of ['milestone', 'task', 'comment'] as const) {
    for (const who of everyone) {
      const may = allowed[kind].includes(who);
      it(`${may ? 'lets' : 'does not let'} a ${who} account add a ${kind}`, async () => {
        const contract = await contractFor(who);
        const milestone = await makeMilestone(contract._id);
        const { token } = await signIn(demo[who]);
        const before = milestoneCounts();

        const { response, error } = await add(kind, token, contract._id, milestone._id);

        if (may) {
          expect(response.status).toBe(201);
          expect(milestoneCounts()[`${kind}s`]).toBe(before[`${kind}s`] + 1);
        } else {
          expect(response.status).toBe(403);
          expect(error).toEqual({ message: forbiddenMessage[kind] });
          expect(milestoneCounts()).toEqual(before);
        }
      });
    }
  }
});

describe('POST /addMilestone', () => {
  it('adds a milestone that the list then shows', async () => {
    const contract = await contractFor('local');
    const { api } = await signIn(demo.local);

    const { data, response } = await api.POST('/addMilestone', {
      body: { contractId: contract._id, title: '  Open the bank account ', description: 'Corporate account.', dueDate: '2030-03-31' },
    });

    expect(response.status).toBe(201);
    expect(data!.message).toBe('milestone added successfully!');
    expect(data!.milestone).toMatchObject({ contractId: contract._id, title: 'Open the bank account', dueDate: '2030-03-31' });
    const list = await api.POST('/MileStones', { body: { contractId: contract._id } });
    expect(list.data!.miles.map((milestone) => milestone._id)).toEqual([data!.milestone._id]);
  });
});

describe('POST /addTask', () => {
  it('adds a pending task to a milestone of the contract', async () => {
    const contract = await contractFor('investor');
    const milestone = await makeMilestone(contract._id);
    const { api } = await signIn(demo.investor);

    const { data, response } = await api.POST('/addTask', { body: { contractId: contract._id, milestoneId: milestone._id, ...fields } });

    expect(response.status).toBe(201);
    expect(data!.message).toBe('task added successfully!');
    expect(data!.task).toMatchObject({ milestoneId: milestone._id, contractId: contract._id, status: 'pending', title: fields.title });
  });

  it('answers 404 "Milestone not found" for a milestone of another contract', async () => {
    const contract = await contractFor('local');
    const other = await makeContract(partyOf(demo.investor), partyOf(demo.foreign));
    const foreignMilestone = await makeMilestone(other._id);
    const { token } = await signIn(demo.local);
    const before = milestoneCounts();

    for (const milestoneId of [foreignMilestone._id, 'ms_missing']) {
      const { response, error } = await add('task', token, contract._id, milestoneId);
      expect(response.status).toBe(404);
      expect(error).toEqual({ message: 'Milestone not found' });
    }
    expect(milestoneCounts()).toEqual(before);
  });
});

describe('POST /addComment', () => {
  it('signs the comment with the account name, not with anything in the body', async () => {
    const contract = await contractFor('foreign');
    const milestone = await makeMilestone(contract._id);
    const { api, user } = await signIn(demo.foreign);

    const { data, response } = await api.POST('/addComment', {
      body: { contractId: contract._id, milestoneId: milestone._id, text: 'Looks good.', author: 'Someone else' } as never,
    });

    expect(response.status).toBe(201);
    expect(data!.message).toBe('comment added successfully!');
    expect(data!.comment).toMatchObject({ milestoneId: milestone._id, text: 'Looks good.', author: user.name });
  });

  it('signs an admin without a name as "Corridor Admin"', async () => {
    const contract = await contractFor('admin');
    const milestone = await makeMilestone(contract._id);
    const { api, user } = await signIn(demo.admin);
    await db.users.update((q) => q.where({ id: user.id }), {
      data(record) {
        record.name = '';
      },
    });

    const { data } = await api.POST('/addComment', { body: { contractId: contract._id, milestoneId: milestone._id, text: 'Checked.' } });

    expect(data!.comment.author).toBe('Corridor Admin');
  });

  it('answers 404 "Milestone not found" for an unknown milestone', async () => {
    const contract = await contractFor('foreign');
    const { token } = await signIn(demo.foreign);

    const { response, error } = await add('comment', token, contract._id, 'ms_missing');

    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Milestone not found' });
  });
});

describe.each(['milestone', 'task', 'comment'] as const)('adding a %s', (kind) => {
  const who: Who = 'investor'; // allowed to add all three

  it('answers 401 without a token', async () => {
    const contract = await contractFor(who);
    const milestone = await makeMilestone(contract._id);
    const before = milestoneCounts();

    const { response } = await add(kind, undefined, contract._id, milestone._id);

    expect(response.status).toBe(401);
    expect(milestoneCounts()).toEqual(before);
  });

  it('answers 403 to an account that is not a party of the contract', async () => {
    const contract = await makeContract(partyOf(demo.local), partyOf(demo.foreign));
    const milestone = await makeMilestone(contract._id);
    const { token } = await signIn(demo.investor);
    const before = milestoneCounts();

    const { response } = await add(kind, token, contract._id, milestone._id);

    expect(response.status).toBe(403);
    expect(milestoneCounts()).toEqual(before);
  });

  it('answers 404 "Not Found" for an unknown contract', async () => {
    const { token } = await signIn(demo[who]);
    const before = milestoneCounts();

    const { response, error } = await add(kind, token, 'ctr_missing', 'ms_missing');

    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Not Found' });
    expect(milestoneCounts()).toEqual(before);
  });

  it.each(['pending', 'rejected', 'cancelled'] as const)('answers 409 on a %s contract', async (status) => {
    const contract = await contractFor(who, status);
    const milestone = await makeMilestone(contract._id);
    const { token } = await signIn(demo[who]);
    const before = milestoneCounts();

    const { response, error } = await add(kind, token, contract._id, milestone._id);

    expect(response.status).toBe(409);
    expect(error).toEqual({ message: 'Milestones can only be added to an approved contract.' });
    expect(milestoneCounts()).toEqual(before);
  });

  const required = kind === 'comment' ? 'Comment text is required' : 'Title, description and due date are required';
  const requiredFields = kind === 'comment' ? ['text'] : ['title', 'description', 'dueDate'];

  it.each(requiredFields)(`answers 400 "${required}" when %s is missing or blank, and adds nothing`, async (field) => {
    const contract = await contractFor(who);
    const milestone = await makeMilestone(contract._id);
    const { token } = await signIn(demo[who]);
    const before = milestoneCounts();

    for (const value of [undefined, '', '   ', 12, null]) {
      const { response, error } = await add(kind, token, contract._id, milestone._id, { [field]: value });
      expect(response.status, JSON.stringify(value)).toBe(400);
      expect(error).toMatchObject({ message: required });
    }
    expect(milestoneCounts()).toEqual(before);
  });

  it('answers 400 to malformed bodies, huge strings and markup, and adds nothing', async () => {
    const contract = await contractFor(who);
    const milestone = await makeMilestone(contract._id);
    const { token } = await signIn(demo[who]);
    const before = milestoneCounts();
    const textField = kind === 'comment' ? 'text' : 'title';
    const base = { contractId: contract._id, milestoneId: milestone._id, ...fields, text: 'ok' };
    const bodies = [
      '{"contractId": ',
      'null',
      '"just a string"',
      JSON.stringify({ ...base, contractId: { $ne: null } }),
      JSON.stringify({ ...base, contractId: HUGE }),
      ...(kind === 'milestone' ? [] : [JSON.stringify({ ...base, milestoneId: ['x'] })]),
      JSON.stringify({ ...base, [textField]: HUGE }),
      JSON.stringify({ ...base, [textField]: SCRIPT }),
      JSON.stringify({ ...base, [textField]: 'Nice <img src=x onerror=alert(1)>' }),
      // A comment has neither a description nor a due date.
      ...(kind === 'comment'
        ? []
        : [
            JSON.stringify({ ...base, description: HUGE }),
            JSON.stringify({ ...base, description: SCRIPT }),
            JSON.stringify({ ...base, dueDate: '31/03/2030' }),
            JSON.stringify({ ...base, dueDate: '2030-02-31' }),
            JSON.stringify({ ...base, dueDate: 20300331 }),
          ]),
    ];

    for (const body of bodies) {
      const response = await raw('POST', path[kind], body, token);
      expect(response.status, body.slice(0, 80)).toBe(400);
    }
    expect(milestoneCounts()).toEqual(before);
  });
});
