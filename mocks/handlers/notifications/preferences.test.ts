import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { DEFAULT_PREFERENCES, sendAllDigestsNow } from '../../domain/notifications';
import { notificationMessages } from '../../validation/notifications';
import { demo, raw, signIn, withMockServer } from '../../test/harness';
import { foreignAndFreshPartner, sendRequest } from '../contracts/testing';
import { makeContract, makeMilestone, partyOf } from '../milestones/testing';
import { call, mailTo, toldTo, userOf } from './testing';

withMockServer();

type Kind = (typeof DEFAULT_PREFERENCES.kinds)[number]['kind'];
const withKind = (kind: Kind, change: { inApp?: boolean; email?: boolean }, digest = false) => ({
  digest,
  kinds: DEFAULT_PREFERENCES.kinds.map((entry) => (entry.kind === kind ? { ...entry, ...change } : entry)),
});

describe('GET and PUT /notifications/preferences', () => {
  it('gives the defaults until saved: every kind in the bell, e-mail for requests, answers, agreements, due tasks, verification and meetings', async () => {
    const { token } = await signIn(demo.foreign);
    const { body } = await call('GET', '/notifications/preferences', token);
    expect(body).toEqual(DEFAULT_PREFERENCES);
    expect(body.kinds).toHaveLength(11);
    expect(body.kinds.filter((entry: { email: boolean }) => entry.email).map((entry: { kind: string }) => entry.kind)).toEqual([
      'request-received', 'request-answered', 'agreement', 'task-due', 'verification', 'meeting',
    ]);
    expect(body.kinds.slice(-2)).toEqual([
      { kind: 'message', inApp: true, email: false },
      { kind: 'meeting', inApp: true, email: true },
    ]);
    expect(body.digest).toBe(false);
  });

  it('reads preferences saved before messages and meetings existed with those two at their defaults, and saves them whole', async () => {
    const { token, user } = await signIn(demo.local);
    const older = DEFAULT_PREFERENCES.kinds.filter((entry) => entry.kind !== 'message' && entry.kind !== 'meeting').map((entry) => ({ ...entry, email: false }));
    await db.notificationPreferences.create({ userId: user.id, digest: true, kinds: older, updatedAt: '2026-10-01T08:00:00.000Z' });
    const { body } = await call('GET', '/notifications/preferences', token);
    expect(body.digest).toBe(true);
    expect(body.kinds).toHaveLength(11);
    expect(body.kinds.filter((entry: { email: boolean }) => entry.email).map((entry: { kind: string }) => entry.kind)).toEqual(['meeting']);
    expect((await call('PUT', '/notifications/preferences', token, body)).body).toEqual(body);
    expect(db.notificationPreferences.findFirst((q) => q.where({ userId: user.id }))!.kinds).toHaveLength(11);
  });

  it('saves every kind in the contract’s order, for the caller only', async () => {
    const { token } = await signIn(demo.local);
    const wanted = withKind('comment-added', { email: true }, true);
    const shuffled = { ...wanted, kinds: [...wanted.kinds].reverse() };
    expect(await call('PUT', '/notifications/preferences', token, shuffled)).toEqual({ status: 200, body: wanted });
    expect((await call('GET', '/notifications/preferences', token)).body).toEqual(wanted);
    expect((await call('GET', '/notifications/preferences', (await signIn(demo.investor)).token)).body).toEqual(DEFAULT_PREFERENCES);
  });

  it('answers 400 with a clear sentence unless every kind is listed exactly once, and saves nothing', async () => {
    const { token } = await signIn(demo.local);
    const kinds = DEFAULT_PREFERENCES.kinds;
    const cases: Array<[unknown, string]> = [
      [{ digest: false, kinds: kinds.slice(2) }, 'Every kind must be listed once. Missing: request-received, request-answered.'],
      [{ digest: false, kinds: [...kinds, kinds[7]] }, 'The kind "task-due" is listed more than once. List every kind exactly once.'],
      [{ digest: false, kinds: [...kinds.slice(1), kinds[3]] }, 'The kind "agreement" is listed more than once. List every kind exactly once.'],
      [{ digest: 'yes', kinds }, notificationMessages.digest],
      [{ kinds }, notificationMessages.digest],
      [{ digest: true }, notificationMessages.kinds],
      [{ digest: true, kinds: 'all' }, notificationMessages.kinds],
      [{ digest: true, kinds: [...kinds.slice(1), { kind: 'news', inApp: true, email: true }] }, notificationMessages.kind],
      [{ digest: true, kinds: [...kinds.slice(1), { kind: 'request-received', inApp: 'on', email: true }] }, notificationMessages.inApp],
      [{ digest: true, kinds: [...kinds.slice(1), 'request-received'] }, notificationMessages.entry],
      [[], notificationMessages.body],
    ];
    for (const [body, message] of cases) {
      expect(await call('PUT', '/notifications/preferences', token, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    }
    expect((await raw('PUT', '/notifications/preferences', '{"digest": tru', token)).status).toBe(400);
    expect((await call('PUT', '/notifications/preferences', undefined, DEFAULT_PREFERENCES)).status).toBe(401);
    expect(db.notificationPreferences.count()).toBe(0);
  });
});

describe('what the preferences do', () => {
  it('e-mails what has e-mail on (subject, recipient, plain text with the link), and not what has it off', async () => {
    const { partner, asForeign } = await foreignAndFreshPartner();
    await sendRequest(asForeign.api, partner.party.profile._id);
    const [mail, ...more] = mailTo(partner.user.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'notification', subject: 'New partnership request from Nordvik Payments AB' });
    expect(mail!.body).toContain(`Hello ${partner.user.name},`);
    expect(mail!.body).toContain('Nordvik Payments AB sent you a partnership request.');
    expect(mail!.body).toContain('Approve or reject it on your contracts page: /partner/AllContracts?tab=pending&with=foreign');
    expect(toldTo(partner.user.id)[0]!.record.emailed).toBe('sent');
    // Comments have e-mail off by default: the bell only.
    const contract = await makeContract(partyOf(demo.local), partyOf(demo.foreign));
    const milestone = await makeMilestone(contract._id);
    await raw('POST', '/addComment', JSON.stringify({ contractId: contract._id, milestoneId: milestone._id, text: 'Noted.' }), asForeign.token);
    expect(toldTo(userOf(demo.local).id).map((told) => [told.event, told.record.emailed])).toEqual([['comment-added', 'off']]);
    expect(mailTo(demo.local)).toEqual([]);
  });

  it('keeps out of the bell a kind with in-app off: e-mailed only when e-mail is on, and never counted', async () => {
    const { partner, asForeign, asPartner } = await foreignAndFreshPartner();
    await call('PUT', '/notifications/preferences', asPartner.token, withKind('request-received', { inApp: false }));
    const before = (await call('GET', '/notifications/unread-count', asPartner.token)).body;
    await sendRequest(asForeign.api, partner.party.profile._id);
    expect((await call('GET', '/notifications/unread-count', asPartner.token)).body).toEqual(before);
    expect((await call('GET', '/notifications?limit=50', asPartner.token)).body.items).toEqual([]);
    expect(mailTo(partner.user.email).map((mail) => mail.subject)).toEqual(['New partnership request from Nordvik Payments AB']);
    // Both channels off: nothing at all.
    await call('PUT', '/notifications/preferences', asPartner.token, withKind('request-cancelled', { inApp: false, email: false }));
    const [contractId] = db.contracts.all().filter((c) => c.recipientProfileId === partner.party.profile._id && c.status === 'pending').map((c) => c._id);
    await raw('POST', '/cancelReq', JSON.stringify({ ID: contractId }), asForeign.token);
    expect(toldTo(partner.user.id).map((told) => told.event)).toEqual(['request-received']);
  });

  it('collects the e-mails of a user with the digest on into one digest: on demand, on a later day, and when it is turned off', async () => {
    const { partner, asForeign, asPartner } = await foreignAndFreshPartner();
    await call('PUT', '/notifications/preferences', asPartner.token, { ...DEFAULT_PREFERENCES, digest: true });
    const first = await sendRequest(asForeign.api, partner.party.profile._id);
    await raw('POST', '/cancelReq', JSON.stringify({ ID: first }), asForeign.token);
    await sendRequest(asForeign.api, partner.party.profile._id);
    expect(mailTo(partner.user.email)).toEqual([]);
    // request-cancelled has e-mail off: two of the three wait for the digest.
    expect(toldTo(partner.user.id).map((told) => told.record.emailed)).toEqual(['digest-pending', 'off', 'digest-pending']);

    expect(await sendAllDigestsNow()).toBe(1);
    const [digest] = mailTo(partner.user.email);
    expect(digest).toMatchObject({ kind: 'digest', subject: 'Your Corridor digest: 2 updates' });
    expect(digest!.body.match(/Nordvik Payments AB sent you a partnership request\./g)).toHaveLength(2);
    expect(await sendAllDigestsNow()).toBe(0);

    // The next ones wait until the user's first notification call on a later (UTC) day.
    await call('PUT', '/notifications/preferences', asPartner.token, withKind('milestone-added', { email: true }, true));
    const contract = await makeContract(partyOf(demo.investor), partner.party);
    const investor = await signIn(demo.investor);
    const addMilestone = (title: string) =>
      raw('POST', '/addMilestone', JSON.stringify({ contractId: contract._id, title, description: 'The next step.', dueDate: '2030-01-01' }), investor.token);
    expect((await addMilestone('Kick-off')).status).toBe(201);
    await call('GET', '/notifications/unread-count', asPartner.token);
    expect(mailTo(partner.user.email)).toHaveLength(1); // the same day: still waiting
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await db.notifications.updateMany((q) => q.where((record) => record.userId === partner.user.id && record.emailed === 'digest-pending'), {
      data(record) {
        record.createdAt = yesterday;
      },
    });
    await call('GET', '/notifications/unread-count', asPartner.token);
    await call('GET', '/notifications', asPartner.token);
    expect(mailTo(partner.user.email).map((mail) => mail.subject)).toEqual(['Your Corridor digest: 2 updates', 'Your Corridor digest: 1 update']);
    expect(mailTo(partner.user.email)[1]!.body).toContain('Khalid Al Mazrouei added the milestone “Kick-off” to your contract with Saqr Bay Family Office.');

    // Turned off with one waiting: it goes out at once.
    await addMilestone('Licence');
    await call('PUT', '/notifications/preferences', asPartner.token, withKind('milestone-added', { email: true }, false));
    expect(mailTo(partner.user.email).map((mail) => mail.subject)).toHaveLength(3);
    expect(toldTo(partner.user.id).filter((told) => told.record.emailed === 'digest-pending')).toEqual([]);
  });
});
