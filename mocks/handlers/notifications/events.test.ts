import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { newId } from '../../db/ids';
import { NEW_LOCAL_PARTNER } from '../../test/conformance-cases';
import { demo, raw, signIn, withMockServer } from '../../test/harness';
import { foreignAndFreshPartner, sendRequest } from '../contracts/testing';
import { makeContract, makeMilestone, partyOf } from '../milestones/testing';
import { call, dayFromToday, eventsOf, toldTo, userOf } from './testing';

withMockServer();

const post = (path: string, body: unknown, token: string) => raw('POST', path, JSON.stringify(body), token);

/** The demo business and a fresh partner, with a request between them approved (agreement version 1, unsigned). */
async function approvedPair() {
  const pair = await foreignAndFreshPartner();
  const contractId = await sendRequest(pair.asForeign.api, pair.partner.party.profile._id);
  expect((await post('/ApproveRequest', { ID: contractId }, pair.asPartner.token)).status).toBe(200);
  return { ...pair, contractId };
}

describe('requests', () => {
  it('tells the recipient of a request who sent it, and not the sender', async () => {
    const { foreign, partner, asForeign } = await foreignAndFreshPartner();
    await sendRequest(asForeign.api, partner.party.profile._id);
    const [told, ...more] = toldTo(partner.user.id);
    expect(more).toEqual([]);
    expect(told).toMatchObject({ event: 'request-received', text: 'Nordvik Payments AB sent you a partnership request.', link: '/partner/AllContracts?tab=pending&with=foreign' });
    expect(told!.record).toMatchObject({ kind: 'request-received', counterpart: { name: 'Nordvik Payments AB', profileId: foreign.party.profile._id, kind: 'foreign' } });
    expect(eventsOf(foreign.user.id)).toEqual([]);
  });

  it('tells the sender of an approval once (the agreement is ready), linking the contract; the approver is not told', async () => {
    const { foreign, partner, contractId } = await approvedPair();
    const company = db.localProfiles.findFirst((q) => q.where({ _id: partner.party.profile._id }))!.companyName;
    expect(toldTo(foreign.user.id).map(({ event, text, link }) => ({ event, text, link }))).toEqual([
      { event: 'request-approved', text: `${company} approved your partnership request. The agreement is ready to sign.`, link: `/contract/${contractId}` },
    ]);
    expect(eventsOf(partner.user.id)).toEqual(['request-received']);
  });

  it('tells the sender of a rejection, and the recipient of a withdrawn request', async () => {
    const { foreign, partner, asForeign, asPartner } = await foreignAndFreshPartner();
    const first = await sendRequest(asForeign.api, partner.party.profile._id);
    expect((await post('/RejectRequest', { ID: first }, asPartner.token)).status).toBe(200);
    const second = await sendRequest(asForeign.api, partner.party.profile._id);
    expect((await post('/cancelReq', { ID: second }, asForeign.token)).status).toBe(200);
    expect(toldTo(foreign.user.id).map(({ event, link }) => [event, link])).toEqual([['request-rejected', '/foreign/AllContracts?tab=sent&with=local']]);
    expect(toldTo(partner.user.id).map(({ event, text, link }) => [event, text, link])).toEqual([
      ['request-received', 'Nordvik Payments AB sent you a partnership request.', '/partner/AllContracts?tab=pending&with=foreign'],
      ['request-received', 'Nordvik Payments AB sent you a partnership request.', '/partner/AllContracts?tab=pending&with=foreign'],
      ['request-cancelled', 'Nordvik Payments AB withdrew its partnership request.', '/partner/AllContracts?tab=pending&with=foreign'],
    ]);
  });
});

describe('agreements', () => {
  it('asks the other party to sign after one signs, then tells the first one that both have', async () => {
    const { foreign, partner, asForeign, asPartner, contractId } = await approvedPair();
    const sign = (token: string, fullName: string) => post(`/agreement/${contractId}/sign`, { version: 1, fullName, consent: true }, token);
    expect((await sign(asForeign.token, 'Astrid Lindqvist')).status).toBe(200);
    expect(toldTo(partner.user.id).at(-1)).toMatchObject({
      event: 'agreement-signed',
      text: 'Nordvik Payments AB signed version 1 of your agreement. It is waiting for your signature.',
      link: `/contract/${contractId}`,
    });
    expect((await sign(asPartner.token, partner.user.name)).status).toBe(200);
    const company = partner.party.kind === 'local' ? partner.party.profile.companyName : '';
    expect(toldTo(foreign.user.id).map(({ event, text }) => [event, text])).toEqual([
      ['request-approved', expect.any(String)],
      ['agreement-fully-signed', `Your agreement with ${company} is now signed by both parties.`],
    ]);
    // The last signer is not told, and the first one is told once (not "signed" as well).
    expect(eventsOf(partner.user.id)).toEqual(['request-received', 'agreement-signed']);
  });

  it('tells the other party that a regenerated version is ready to sign', async () => {
    const { foreign, partner, asForeign, contractId } = await approvedPair();
    expect((await post(`/agreement/${contractId}/regenerate`, { version: 1 }, asForeign.token)).status).toBe(201);
    expect(toldTo(partner.user.id).at(-1)).toMatchObject({
      event: 'agreement-ready',
      text: 'Version 2 of your agreement with Nordvik Payments AB is ready to sign.',
      link: `/contract/${contractId}`,
    });
    expect(eventsOf(foreign.user.id)).toEqual(['request-approved']);
  });
});

describe('milestones, tasks and comments', () => {
  it('tells the other party of a milestone and a task a party added, with who added them', async () => {
    const contract = await makeContract(partyOf(demo.local), partyOf(demo.foreign));
    const local = await signIn(demo.local);
    const milestone = await post('/addMilestone', { contractId: contract._id, title: 'Bank account opened', description: 'Emirates NBD.', dueDate: '2030-03-31' }, local.token);
    const { milestone: added } = (await milestone.json()) as { milestone: { _id: string } };
    await post('/addTask', { contractId: contract._id, milestoneId: added._id, title: 'Book the KYC meeting', description: 'In person.', dueDate: '2030-03-02' }, local.token);
    expect(toldTo(userOf(demo.foreign).id).map(({ event, text, link }) => [event, text, link])).toEqual([
      ['milestone-added', 'Noura Al Hammadi added the milestone “Bank account opened” to your contract with Al Noor Corporate Services.', `/contract/${contract._id}`],
      ['task-added', 'Noura Al Hammadi added the task “Book the KYC meeting”, due on 2 Mar 2030, to your contract with Al Noor Corporate Services.', `/contract/${contract._id}`],
    ]);
    expect(eventsOf(local.user.id)).toEqual([]);
  });

  it('tells both parties when an admin adds a milestone or comments, and the commenting party nothing', async () => {
    const contract = await makeContract(partyOf(demo.local), partyOf(demo.foreign));
    const milestone = await makeMilestone(contract._id);
    const admin = await signIn(demo.admin);
    await post('/addMilestone', { contractId: contract._id, title: 'Licence renewed', description: 'DMCC.', dueDate: '2031-01-10' }, admin.token);
    await post('/addComment', { contractId: contract._id, milestoneId: milestone._id, text: 'Checked the licence copy.' }, admin.token);
    const foreign = await signIn(demo.foreign);
    await post('/addComment', { contractId: contract._id, milestoneId: milestone._id, text: 'Thanks,\n the bank has it too.' }, foreign.token);
    expect(toldTo(userOf(demo.local).id).map(({ event, text }) => [event, text])).toEqual([
      ['milestone-added', 'Corridor Admin added the milestone “Licence renewed” to your contract with Nordvik Payments AB.'],
      ['comment-added', 'Corridor Admin commented on your contract with Nordvik Payments AB: “Checked the licence copy.”'],
      ['comment-added', 'Astrid Lindqvist commented on your contract with Nordvik Payments AB: “Thanks, the bank has it too.”'],
    ]);
    expect(eventsOf(foreign.user.id)).toEqual(['milestone-added', 'comment-added']);
    expect(eventsOf(admin.user.id)).toEqual([]);
  });
});

describe('a task due soon', () => {
  async function taskDue(dueDate: string, status: 'pending' | 'completed' = 'pending') {
    const contract = await makeContract(partyOf(demo.local), partyOf(demo.foreign));
    const milestone = await makeMilestone(contract._id);
    await db.tasks.create({
      _id: newId('tsk'), contractId: contract._id, milestoneId: milestone._id, title: `Due ${dueDate}`, description: 'A task.', dueDate, status, createdAt: new Date().toISOString(),
    });
    return contract;
  }

  it('is told once to each party that asks, for pending tasks due today to 3 days ahead', async () => {
    const contract = await taskDue(dayFromToday(1));
    const contracts = new Set([contract._id]);
    for (const [days, status] of [[0, 'pending'], [3, 'pending'], [4, 'pending'], [-1, 'pending'], [2, 'completed']] as const) {
      contracts.add((await taskDue(dayFromToday(days), status))._id);
    }
    // Only these contracts' tasks (a seeded task may be due soon too, depending on today's date).
    const dueHere = (userId: string) => toldTo(userId).filter((told) => contracts.has(String(told.record.values.contractId)));
    expect(eventsOf(userOf(demo.foreign).id)).toEqual([]);
    const foreign = await signIn(demo.foreign);
    const first = (await call('GET', '/notifications/unread-count', foreign.token)).body.unread;
    const count = await call('GET', '/notifications/unread-count', foreign.token);
    await call('GET', '/notifications', foreign.token);
    const due = dueHere(foreign.user.id);
    expect(due.map((told) => told.record.values.title).sort()).toEqual([`Due ${dayFromToday(0)}`, `Due ${dayFromToday(1)}`, `Due ${dayFromToday(3)}`].sort());
    expect(count.body.unread).toBe(first);
    expect(due.find((told) => told.record.values.title === `Due ${dayFromToday(1)}`)).toMatchObject({
      event: 'task-due',
      link: `/contract/${contract._id}`,
      text: expect.stringMatching(/^The task “Due \d{4}-\d{2}-\d{2}” of your contract with Al Noor Corporate Services is due on \d{1,2} \w{3} \d{4}\.$/),
    });
    expect(dueHere(userOf(demo.local).id)).toEqual([]);
    const local = await signIn(demo.local);
    await call('GET', '/notifications?limit=1', local.token);
    expect(dueHere(local.user.id).map((told) => told.event)).toEqual(['task-due', 'task-due', 'task-due']);
  });
});

describe('verification', () => {
  it('tells a partner accepted or rejected by an admin, linking its own profile; the admin is not told', async () => {
    const [first, second] = db.localProfiles.all().filter((profile) => profile.verificationStatus === 'Pending');
    const admin = await signIn(demo.admin);
    expect((await post('/adminPanel/accept/', { id: first!._id }, admin.token)).status).toBe(200);
    expect((await raw('PUT', `/adminPanel/reject/${second!._id}`, undefined, admin.token)).status).toBe(200);
    expect(toldTo(first!.ID).map(({ event, text, link }) => [event, text, link])).toEqual([
      ['profile-verified', `Your profile ${first!.companyName} is verified: it now appears in match lists.`, `/LocalBusinessProfile/${first!._id}`],
    ]);
    expect(toldTo(second!.ID).map(({ event, link }) => [event, link])).toEqual([['profile-rejected', `/LocalBusinessProfile/${second!._id}`]]);
    expect(eventsOf(admin.user.id)).toEqual([]);
  });

  it('tells the admins a partner waits for verification; a business an admin registered is told nothing, and nothing fails', async () => {
    const profile = NEW_LOCAL_PARTNER;
    const newcomer = await signIn('new.local@corridor.test');
    expect((await post('/local-partner/add', { ...profile, ID: newcomer.user.id }, newcomer.token)).status).toBe(200);
    const admin = await signIn(demo.admin);
    expect(toldTo(admin.user.id).map(({ event, text, link }) => [event, text, link])).toEqual([
      ['verification-requested', 'Gulf Bridge Consultancy submitted its local partner profile and is waiting for verification.', '/adminPanel'],
    ]);
    // Registered by the admin: the admin (the actor) is not told, and its owner account is unclaimed.
    expect((await post('/local-partner/add', { ...profile, companyName: 'Dune Road Advisory', ID: admin.user.id }, admin.token)).status).toBe(200);
    const registered = db.localProfiles.findFirst((q) => q.where({ companyName: 'Dune Road Advisory' }))!;
    expect((await post('/adminPanel/accept/', { id: registered._id }, admin.token)).status).toBe(200);
    expect(eventsOf(admin.user.id)).toEqual(['verification-requested']);
    expect(eventsOf(registered.ID)).toEqual([]);
  });
});
