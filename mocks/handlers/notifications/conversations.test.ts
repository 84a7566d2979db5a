import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { demo, raw, withMockServer } from '../../test/harness';
import { call as talk, freshPair, hoursFromNow, proposal } from '../conversations/testing';
import { call, mailTo, toldTo, userOf } from './testing';

withMockServer();

const post = (path: string, body: unknown, token: string) => raw('POST', path, JSON.stringify(body), token);
const write = (contractId: string, token: string, body: string) => post(`/conversations/${contractId}/messages`, { body }, token);
const told = (userId: string) => toldTo(userId).map(({ event, text, link, record }) => ({ event, text, link, read: record.readAt !== null }));

describe('messages in the bell', () => {
  it('tells the other party of a message once per conversation while unread, counting up and moving to the top', async () => {
    const { contract, partner, asForeign, asPartner } = await freshPair();
    expect((await write(contract._id, asForeign.token, 'Hello Noura, we have just sent you a request.')).status).toBe(201);
    expect(told(partner.user.id)).toEqual([
      { event: 'message-received', text: 'Nordvik Payments AB sent you a message: “Hello Noura, we have just sent you a request.”', link: `/messages/${contract._id}`, read: false },
    ]);
    const first = toldTo(partner.user.id)[0]!.record;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await write(contract._id, asForeign.token, 'Second line.');
    await write(contract._id, asForeign.token, 'Third line.');
    const grouped = toldTo(partner.user.id);
    expect(grouped).toHaveLength(1);
    expect(grouped[0]!.record).toMatchObject({ id: first.id, event: 'messages-received', kind: 'message', values: { count: 3, excerpt: 'Third line.' }, readAt: null });
    expect(grouped[0]!.text).toBe('Nordvik Payments AB sent you 3 new messages.');
    expect(grouped[0]!.record.createdAt > first.createdAt).toBe(true);
    // Through the bell: it is the newest, and counted once.
    const { body } = await call('GET', '/notifications?limit=50', asPartner.token);
    expect(body.items[0]).toMatchObject({ id: first.id, kind: 'message', text: 'Nordvik Payments AB sent you 3 new messages.', read: false });
    // The writer is never told about their own messages.
    expect(toldTo(userOf(demo.foreign).id).filter((each) => each.record.kind === 'message')).toEqual([]);
  });

  it('starts a new notification once the last one was read in the bell, or by reading the thread', async () => {
    const { contract, partner, asForeign, asPartner } = await freshPair();
    await write(contract._id, asForeign.token, 'One.');
    const [first] = toldTo(partner.user.id);
    expect((await post(`/notifications/${first!.record.id}/read`, {}, asPartner.token)).status).toBe(200);
    await write(contract._id, asForeign.token, 'Two.');
    expect(told(partner.user.id).map(({ event, read }) => [event, read])).toEqual([
      ['message-received', true],
      ['message-received', false],
    ]);
    expect((await post(`/conversations/${contract._id}/read`, {}, asPartner.token)).status).toBe(200);
    expect(told(partner.user.id).every(({ read }) => read)).toBe(true);
    await write(contract._id, asForeign.token, 'Three.');
    expect(told(partner.user.id).map(({ read }) => read)).toEqual([true, true, false]);
  });

  it('keeps message notifications out of e-mail by default, and e-mails one per unread batch when asked', async () => {
    const { contract, partner, asForeign, asPartner } = await freshPair();
    await write(contract._id, asForeign.token, 'No e-mail for this one.');
    expect(mailTo(partner.user.email)).toEqual([]);
    const { body: preferences } = await call('GET', '/notifications/preferences', asPartner.token);
    const kinds = preferences.kinds.map((entry: { kind: string }) => (entry.kind === 'message' ? { ...entry, email: true } : entry));
    expect((await call('PUT', '/notifications/preferences', asPartner.token, { digest: false, kinds })).status).toBe(200);
    await post(`/conversations/${contract._id}/read`, {}, asPartner.token);
    await write(contract._id, asForeign.token, 'This one is e-mailed.');
    await write(contract._id, asForeign.token, 'This one joins it.');
    const mails = mailTo(partner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'New message from Nordvik Payments AB' });
    expect(mails[0]!.body).toContain(`Read and answer it: /messages/${contract._id}`);
  });
});

describe('meetings in the bell', () => {
  it('tells the other party of each step, never the one who took it, and e-mails them by default', async () => {
    const { contract, partner, asForeign, asPartner } = await freshPair('approved');
    const foreign = userOf(demo.foreign);
    const first = await talk('POST', `/conversations/${contract._id}/meetings`, asForeign.token, proposal([hoursFromNow(30), hoursFromNow(54)]));
    expect(told(partner.user.id)).toEqual([
      { event: 'meeting-proposed', text: 'Nordvik Payments AB proposed an intro meeting with 2 times to choose from.', link: `/messages/${contract._id}`, read: false },
    ]);
    expect(mailTo(partner.user.email).map((mail) => mail.subject)).toEqual(['Nordvik Payments AB proposed an intro meeting']);
    const company = db.localProfiles.findFirst((q) => q.where({ _id: partner.party.profile._id }))!.companyName;
    await talk('POST', `/meetings/${first.body.id}/decline`, asPartner.token, { reason: 'We are at a conference all week.' });
    const second = await talk('POST', `/conversations/${contract._id}/meetings`, asForeign.token, proposal([hoursFromNow(62)]));
    await talk('POST', `/meetings/${second.body.id}/accept`, asPartner.token, { slot: 0 });
    await talk('POST', `/meetings/${second.body.id}/cancel`, asForeign.token, {});
    expect(told(foreign.id).filter(({ event }) => event.startsWith('meeting')).map(({ event, text }) => [event, text])).toEqual([
      ['meeting-declined', `${company} declined your intro meeting: “We are at a conference all week.”`],
      ['meeting-accepted', expect.stringMatching(new RegExp(`^${company} accepted your intro meeting: \\w{3} \\d{1,2} \\w{3} \\d{4}, \\d\\d:\\d\\d UTC\\.$`))],
    ]);
    expect(told(partner.user.id).map(({ event }) => event)).toEqual(['meeting-proposed', 'meeting-proposed', 'meeting-cancelled']);
  });
});
