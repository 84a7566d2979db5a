import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyChangesFromElsewhere, db, initDb, resetDb } from '../../db';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import type { MessageRecord, NotificationRecord, PartySide } from '../../db/records';
import { unreadCount } from '../notifications';
import { subscribe, subscriberCount, type LiveEvent } from './index';

const FOREIGN = DEMO_ACCOUNTS.foreign;
const LOCAL = DEMO_ACCOUNTS.local;
const INVESTOR = DEMO_ACCOUNTS.investor;

/** One task later: when the hub has announced what the last task changed. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 5));

/** The seeded request between the demo business and the demo partner. */
function demoContract() {
  const contract = db.contracts
    .all()
    .find((c) => [c.senderProfileId, c.recipientProfileId].sort().join() === [FOREIGN.profileId, LOCAL.profileId].sort().join());
  if (!contract) throw new Error('the seed has no request between the demo business and the demo partner');
  return contract;
}

let counter = 0;
function messageRecord(contractId: string, from: PartySide, body: string): MessageRecord {
  counter += 1;
  return {
    id: `msg_live${counter}`,
    contractId,
    from,
    authorUserId: FOREIGN.userId,
    authorName: 'Astrid',
    body,
    sentAt: new Date().toISOString(),
    clientId: null,
    meetingId: null,
    event: null,
  };
}

function notificationRecord(userId: string, extra: Partial<NotificationRecord> = {}): NotificationRecord {
  counter += 1;
  return {
    id: `ntf_live${counter}`,
    userId,
    kind: 'comment-added',
    event: 'comment-added',
    values: { company: 'Nordvik Payments AB' },
    counterpart: null,
    link: '/',
    createdAt: new Date(Date.now() + counter).toISOString(),
    readAt: null,
    ...extra,
  };
}

/** Subscribes a user and keeps what they receive. */
function listen(userId: string) {
  const received: LiveEvent[] = [];
  const stop = subscribe(userId, (event) => received.push(event));
  stops.push(stop);
  return { received, stop };
}
let stops: Array<() => void> = [];

beforeAll(async () => {
  await initDb();
});
beforeEach(async () => {
  await resetDb();
  await nextTask();
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('the live hub', () => {
  it('tells both parties of a conversation about a new message, and nobody else', async () => {
    const contract = demoContract();
    const foreign = listen(FOREIGN.userId);
    const local = listen(LOCAL.userId);
    const investor = listen(INVESTOR.userId);
    const record = await db.messages.create(messageRecord(contract._id, 'sender', 'Hej from Stockholm'));
    await nextTask();
    const expected = { type: 'message', contractId: contract._id, message: expect.objectContaining({ id: record.id, body: 'Hej from Stockholm' }) };
    expect(foreign.received).toEqual([expected]);
    expect(local.received).toEqual([expected]);
    expect(investor.received).toEqual([]);
  });

  it('announces a read mark and a meeting to the parties, with their state after the change', async () => {
    const contract = demoContract();
    const local = listen(LOCAL.userId);
    const read = await db.conversationReads.create({ id: `${contract._id}:recipient`, contractId: contract._id, side: 'recipient', upTo: null, at: null });
    await db.conversationReads.update((q) => q.where({ id: read.id }), {
      data(stored) {
        stored.upTo = 'msg_x';
        stored.at = '2026-01-02T10:00:00.000Z';
      },
    });
    await nextTask();
    // The create and the two field updates of one task are one event, as the record is now.
    expect(local.received).toEqual([{ type: 'read', contractId: contract._id, side: 'recipient', upTo: 'msg_x', at: '2026-01-02T10:00:00.000Z' }]);

    const at = new Date().toISOString();
    const meeting = await db.meetings.create({
      id: 'mtg_live1', contractId: contract._id, status: 'proposed', proposedBy: 'sender', proposerUserId: FOREIGN.userId,
      timeZone: 'Europe/Stockholm', slots: [{ start: '2030-03-04T09:00:00.000Z', minutes: 30 }], channel: { kind: 'video', detail: 'https://meet.example/abc' },
      note: '', acceptedSlot: null, reason: null, cancelledBy: null, createdAt: at, updatedAt: at,
    });
    await db.meetings.update((q) => q.where({ id: meeting.id }), {
      data(stored) {
        stored.status = 'accepted';
        stored.acceptedSlot = 0;
      },
    });
    await nextTask();
    expect(local.received.slice(1)).toEqual([
      {
        type: 'meeting',
        contractId: contract._id,
        meeting: expect.objectContaining({ id: 'mtg_live1', status: 'accepted', acceptedSlot: 0, parties: expect.objectContaining({ sender: expect.objectContaining({ side: 'sender' }) }) }),
      },
    ]);
  });

  it('sends a user one notification count for a burst of notifications, with the count the bell shows', async () => {
    const local = listen(LOCAL.userId);
    const foreign = listen(FOREIGN.userId);
    for (let i = 0; i < 25; i += 1) await db.notifications.create(notificationRecord(LOCAL.userId));
    await nextTask();
    const { unread, latestAt } = unreadCount(LOCAL.userId);
    expect(local.received).toEqual([{ type: 'notification', unread, latestAt }]);
    expect(foreign.received).toEqual([]);
  });

  it('counts neither a notification kept only for its e-mail nor its e-mail being sent', async () => {
    const local = listen(LOCAL.userId);
    const record = await db.notifications.create(notificationRecord(LOCAL.userId, { emailOnly: true }));
    await nextTask();
    expect(local.received).toEqual([]);
    const shown = await db.notifications.create(notificationRecord(LOCAL.userId));
    await nextTask();
    expect(local.received).toHaveLength(1);
    await db.notifications.update((q) => q.where({ id: shown.id }), {
      data(stored) {
        stored.emailed = 'sent';
      },
    });
    await db.notifications.update((q) => q.where({ id: record.id }), {
      data(stored) {
        stored.emailed = 'sent';
      },
    });
    await nextTask();
    expect(local.received).toHaveLength(1);
    const before = local.received[0] as { unread: number };
    await db.notifications.update((q) => q.where({ id: shown.id }), {
      data(stored) {
        stored.readAt = new Date().toISOString();
      },
    });
    await nextTask();
    expect(local.received.at(-1)).toMatchObject({ type: 'notification', unread: before.unread - 1 });
  });

  it('says nothing while the database fills (a reset), and announces what another tab saved', async () => {
    const contract = demoContract();
    const local = listen(LOCAL.userId);
    await resetDb();
    await nextTask();
    expect(local.received).toEqual([]);
    const record = messageRecord(contract._id, 'sender', 'Written in the other tab');
    await applyChangesFromElsewhere([{ collection: 'messages', key: record.id, record }]);
    await nextTask();
    expect(local.received).toEqual([{ type: 'message', contractId: contract._id, message: expect.objectContaining({ id: record.id, body: 'Written in the other tab' }) }]);
  });

  it('stops sending once a listener leaves, and counts the open streams', async () => {
    const contract = demoContract();
    const first = listen(LOCAL.userId);
    const second = listen(LOCAL.userId);
    expect(subscriberCount(LOCAL.userId)).toBe(2);
    first.stop();
    expect(subscriberCount(LOCAL.userId)).toBe(1);
    await db.messages.create(messageRecord(contract._id, 'sender', 'Only the second tab hears this'));
    await nextTask();
    expect(first.received).toEqual([]);
    expect(second.received).toHaveLength(1);
    second.stop();
    expect(subscriberCount()).toBe(0);
  });
});
