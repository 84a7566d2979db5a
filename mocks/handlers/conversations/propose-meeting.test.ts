import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { accessMessages, meetingMessages } from '../../domain/conversations';
import { conversationMessages } from '../../validation/conversations';
import { demo, signIn, withMockServer } from '../../test/harness';
import { call, DEMO_THREAD, FORGED, freshPair, hoursFromNow, proposal, threadOf } from './testing';

withMockServer();

const propose = (contractId: string, token: string | undefined, body: unknown) => call('POST', `/conversations/${contractId}/meetings`, token, body);

/** The seeded accepted meeting of the demo business and the demo partner. */
const accepted = () => db.meetings.findFirst((q) => q.where({ id: 'mtg_0002' }))!;

describe('POST /conversations/{contractId}/meetings', () => {
  it('proposes 1 to 3 times with a channel and a note; both parties come with it; the thread tells it', async () => {
    const { contract, asForeign } = await freshPair();
    const slots = [hoursFromNow(48), { start: hoursFromNow(60), minutes: 60 }, { start: hoursFromNow(66), minutes: 15 }];
    const { status, body } = await propose(contract._id, asForeign.token, proposal(slots));
    expect(status).toBe(201);
    expect(body).toMatchObject({
      contractId: contract._id, status: 'proposed', proposedBy: 'sender', timeZone: 'Europe/Stockholm',
      slots: [{ start: slots[0], minutes: 30 }, { minutes: 60 }, { minutes: 15 }],
      channel: { kind: 'video', detail: 'https://meet.nordvik.se/intro' }, note: 'A first call about the licence.',
      acceptedSlot: null, reason: null, cancelledBy: null,
      parties: { sender: { company: 'Nordvik Payments AB', timeZone: 'Europe/Stockholm' }, recipient: { kind: 'local', timeZone: 'Asia/Dubai' } },
    });
    expect(threadOf(contract._id).map(({ from, event, meetingId, body: text }) => ({ from, event, meetingId, text }))).toEqual([
      { from: 'sender', event: 'meeting-proposed', meetingId: body.id, text: 'Nordvik Payments AB proposed an intro meeting by video, with 3 times to choose from.' },
    ]);
  });

  it('writes one time, a phone number and an address as they were given, and a start with an offset as UTC', async () => {
    const { contract, asPartner } = await freshPair();
    const start = new Date(Date.parse(hoursFromNow(50)));
    const withOffset = new Date(start.getTime() + 4 * 3_600_000).toISOString().replace('Z', '+04:00');
    const phone = await propose(contract._id, asPartner.token, proposal([withOffset], { timeZone: 'asia/dubai', channel: { kind: 'phone', detail: ' +971 (4) 331-2208 ' } }));
    expect(phone.body).toMatchObject({ timeZone: 'Asia/Dubai', slots: [{ start: start.toISOString() }], channel: { kind: 'phone', detail: '+971 (4) 331-2208' }, proposedBy: 'recipient' });
    const place = await propose(contract._id, asPartner.token, proposal([hoursFromNow(64)], { channel: { kind: 'in-person', detail: 'Al Noor, Gate Village 4, DIFC' }, note: undefined }));
    expect(place.body).toMatchObject({ channel: { kind: 'in-person', detail: 'Al Noor, Gate Village 4, DIFC' }, note: '' });
    expect(threadOf(contract._id).at(-1)!.body).toMatch(/^.+ proposed an intro meeting in person: \w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d–\d\d:\d\d UTC\.$/);
  });

  it('refuses a time in the past and two times that overlap, naming the time (400, nothing written)', async () => {
    const { contract, asForeign } = await freshPair();
    const before = { meetings: db.meetings.count(), messages: db.messages.count() };
    const past = await propose(contract._id, asForeign.token, proposal([hoursFromNow(24), hoursFromNow(-1)]));
    expect(past).toEqual({ status: 400, body: { message: 'Time 2 is in the past.', errors: [{ path: 'slots.1.start', message: 'Time 2 is in the past.' }] } });
    const overlap = await propose(contract._id, asForeign.token, proposal([hoursFromNow(24), { start: hoursFromNow(30), minutes: 30 }, { start: hoursFromNow(23.5), minutes: 60 }]));
    expect(overlap.body).toEqual({ message: 'Times 1 and 3 overlap.', errors: [{ path: 'slots.2.start', message: 'Times 1 and 3 overlap.' }] });
    const same = await propose(contract._id, asForeign.token, proposal([hoursFromNow(24), hoursFromNow(24)]));
    expect(same.body.message).toBe('Times 1 and 2 overlap.');
    expect({ meetings: db.meetings.count(), messages: db.messages.count() }).toEqual(before);
  });

  it('refuses a time over an accepted meeting of the proposer in another conversation, written in the proposer’s zone', async () => {
    const { contract, asForeign } = await freshPair();
    const taken = accepted().slots[0]!;
    const during = new Date(Date.parse(taken.start) + 15 * 60_000).toISOString();
    const { status, body } = await propose(contract._id, asForeign.token, proposal([hoursFromNow(24), during]));
    expect(status).toBe(400);
    const when = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Europe/Stockholm' }).format(new Date(taken.start));
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Stockholm' }).format(new Date(taken.start));
    expect(body.message).toBe(`Time 2 overlaps your accepted meeting with Al Noor Corporate Services on ${when.replace(',', '')}, ${time} (Europe/Stockholm).`);
    expect(body.errors).toEqual([{ path: 'slots.1.start', message: body.message }]);
  });

  it('refuses a time over an accepted meeting of the other party, without saying whom they meet', async () => {
    // The demo partner proposes to a business it has never dealt with; the business's own slot is free, the partner's is not.
    const { token } = await signIn(demo.investor);
    const taken = accepted().slots[0]!;
    const { body } = await propose('ctr_0002', token, proposal([taken.start], { timeZone: 'Asia/Dubai' }));
    expect(body.message).toMatch(/^Time 1 overlaps a meeting Nordvik Payments AB has already accepted on \w{3} \d{1,2} \w{3}, \d\d:\d\d \(Asia\/Dubai\)\.$/);
  });

  it('replaces the conversation’s open meeting (even an accepted one, whose time then does not count)', async () => {
    const { token } = await signIn(demo.foreign);
    const taken = accepted().slots[0]!;
    const { status, body } = await propose(DEMO_THREAD, token, proposal([taken.start, hoursFromNow(200)]));
    expect(status).toBe(201);
    expect(accepted()).toMatchObject({ status: 'replaced' });
    const tail = threadOf(DEMO_THREAD).slice(-2);
    expect(tail.map(({ event, meetingId }) => [event, meetingId])).toEqual([
      ['meeting-replaced', 'mtg_0002'],
      ['meeting-proposed', body.id],
    ]);
    expect(tail[0]!.body).toMatch(/^Nordvik Payments AB replaced the accepted intro meeting of .+ UTC with new times\.$/);
    const again = await propose(DEMO_THREAD, token, proposal([hoursFromNow(300)]));
    expect(db.meetings.findFirst((q) => q.where({ id: body.id }))!.status).toBe('replaced');
    expect(threadOf(DEMO_THREAD).at(-2)!.body).toBe('Nordvik Payments AB replaced the earlier proposal with new times.');
    const { body: thread } = await call('GET', `/conversations/${DEMO_THREAD}`, token);
    expect(thread.meetings.map((meeting: { id: string; status: string }) => [meeting.id, meeting.status])).toEqual([
      [again.body.id, 'proposed'],
      [body.id, 'replaced'],
      ['mtg_0002', 'replaced'],
    ]);
  });

  it('answers 400 with a clear sentence for a bad zone, link, phone number, length or shape', async () => {
    const { contract, asForeign } = await freshPair();
    const later = [hoursFromNow(30)];
    const cases: Array<[unknown, string, string]> = [
      [proposal(later, { timeZone: 'Mars/Olympus' }), meetingMessages.timeZone, 'timeZone'],
      [proposal(later, { timeZone: '+04:00' }), meetingMessages.timeZone, 'timeZone'],
      [proposal(later, { channel: { kind: 'video', detail: 'http://meet.example.com/x' } }), meetingMessages.video, 'channel.detail'],
      [proposal(later, { channel: { kind: 'video', detail: 'meet me on zoom' } }), meetingMessages.video, 'channel.detail'],
      [proposal(later, { channel: { kind: 'phone', detail: 'call me' } }), meetingMessages.phone, 'channel.detail'],
      [proposal(later, { channel: { kind: 'phone', detail: '+46 12' } }), meetingMessages.phone, 'channel.detail'],
      [proposal(later, { channel: { kind: 'phone', detail: '1'.repeat(21) } }), meetingMessages.phone, 'channel.detail'],
      [proposal(later, { channel: { kind: 'in-person', detail: '   ' } }), conversationMessages.detail, 'channel.detail'],
      [proposal(later, { channel: { kind: 'fax', detail: '123' } }), conversationMessages.kind, 'channel.kind'],
      [proposal([]), conversationMessages.slots, 'slots'],
      [proposal([hoursFromNow(30), hoursFromNow(40), hoursFromNow(50), hoursFromNow(60)]), conversationMessages.slots, 'slots'],
      [proposal([{ start: hoursFromNow(30), minutes: 20 }]), conversationMessages.minutes, 'slots.0.minutes'],
      [proposal([{ start: '2031-12-02T09:00:00', minutes: 30 }]), conversationMessages.start, 'slots.0.start'],
      [proposal(later, { note: 'n'.repeat(1001) }), conversationMessages.note, 'note'],
      [{ ...proposal(later), colour: 'blue' }, 'Unknown field: colour.', '(body)'],
    ];
    for (const [body, message, path] of cases) {
      const answer = await propose(contract._id, asForeign.token, body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(answer.body.errors[0].path).toBe(path);
    }
    expect(db.meetings.findMany((q) => q.where({ contractId: contract._id }))).toEqual([]);
  });

  it('answers 409 on a read-only conversation, 403 to admins and non-parties, 404 for an unknown request, 401 without a session', async () => {
    const body = proposal([hoursFromNow(30)]);
    const rejected = await freshPair('rejected');
    expect(await propose(rejected.contract._id, rejected.asForeign.token, body)).toEqual({ status: 409, body: { message: accessMessages.rejected } });
    const { token: admin } = await signIn(demo.admin);
    expect(await propose(DEMO_THREAD, admin, body)).toEqual({ status: 403, body: { message: accessMessages.adminWrite } });
    const { token: investor } = await signIn(demo.investor);
    expect(await propose(DEMO_THREAD, investor, body)).toEqual({ status: 403, body: { message: accessMessages.notPartyWrite } });
    expect(await propose('ctr_nope', investor, body)).toEqual({ status: 404, body: { message: accessMessages.notFound } });
    expect((await propose(DEMO_THREAD, undefined, body)).status).toBe(401);
    expect((await propose(DEMO_THREAD, FORGED, body)).status).toBe(401);
    expect(accepted().status).toBe('accepted');
  });
});
