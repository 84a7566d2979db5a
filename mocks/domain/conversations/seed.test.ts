/**
 * Every seeded message, read mark and meeting obeys the rules the calls enforce: each is walked
 * through the server's own rule functions as if the call that would have made it came at its time.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { db, initDb } from '../../db';
import type { ContractRecord, MeetingRecord, MessageRecord } from '../../db/records';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { Failure } from '../../http/failure';
import { proposeMeetingBody, sendMessageBody } from '../../validation/conversations';
import { findProfile } from '../profiles';
import { requireOpen } from './access';
import { unreadMessagesOf } from './inbox';
import { checkedChannel } from './meetings';
import { buildConversations } from './seed';
import { userOnSide } from './parties';
import { checkSlots } from './slots';
import { canonicalTimeZone } from './time-zones';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');

/** What the server answered, or null when it let the call through. */
function refusal(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof Failure) return error.message;
    throw error;
  }
}

const contractOf = (id: string): ContractRecord => db.contracts.findFirst((q) => q.where({ _id: id }))!;
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);

/** Every thread by its request (Node 20 has no Map.groupBy). */
function threads(): Map<string, MessageRecord[]> {
  const byContract = new Map<string, MessageRecord[]>();
  for (const message of db.messages.all()) byContract.set(message.contractId, [...(byContract.get(message.contractId) ?? []), message]);
  return byContract;
}

beforeAll(async () => {
  await initDb({ nowMs: NOW, insightsHistory: false });
});

describe('the seeded conversations, walked through the server’s rules', () => {
  it('has believable threads for the demo accounts: a long one, pending ones, a read-only one', () => {
    const byContract = threads();
    expect(byContract.get('ctr_0001')!.filter((message) => message.event === null).length).toBeGreaterThanOrEqual(6);
    expect(byContract.get('ctr_0001')!.length).toBeLessThanOrEqual(12);
    expect(contractOf('ctr_0009').status).toBe('pending');
    expect(contractOf('ctr_0019').status).toBe('rejected');
    expect(byContract.has('ctr_0002') && byContract.has('ctr_0012') && byContract.has('ctr_0019')).toBe(true);
    // Some of the demo accounts' conversations have nothing written yet.
    expect(db.contracts.all().filter((contract) => contract.senderProfileId === DEMO_ACCOUNTS.local.profileId && !byContract.has(contract._id)).length).toBeGreaterThan(0);
    const local = findProfile('local', DEMO_ACCOUNTS.local.profileId)!;
    expect(unreadMessagesOf(local).unread).toBeGreaterThanOrEqual(2);
  });

  it('writes every message as a party could: its author owns its side, the text passes the body’s rules, in an open conversation after the request', () => {
    const problems: string[] = [];
    for (const message of db.messages.all()) {
      const contract = contractOf(message.contractId);
      if (!contract) {
        problems.push(`${message.id}: no request`);
        continue;
      }
      if (userOnSide(contract, message.from)?.id !== message.authorUserId) problems.push(`${message.id}: the author is not the ${message.from}`);
      const parsed = sendMessageBody.safeParse({ body: message.body });
      if (!parsed.success || parsed.data.body !== message.body) problems.push(`${message.id}: body refused or untrimmed`);
      const at = Date.parse(message.sentAt);
      if (!(at > Date.parse(contract.createdAt) && at < NOW)) problems.push(`${message.id}: written outside the request's life`);
      // A rejected or cancelled request was open until then: a later message would have been 409.
      if (at >= Date.parse(contract.updatedAt) && refusal(() => requireOpen(contract))) problems.push(`${message.id}: written in a read-only conversation`);
    }
    expect(problems).toEqual([]);
  });

  it('orders each thread by id exactly as by time', () => {
    const messages = [...db.messages.all()].sort(byId);
    const times = messages.map((message) => message.sentAt);
    expect(times).toEqual([...times].sort());
    expect(new Set(messages.map((message) => message.id)).size).toBe(messages.length);
  });

  it('keeps read marks on messages of their own thread, each writer having read up to their last message', () => {
    const problems: string[] = [];
    for (const read of db.conversationReads.all()) {
      const thread = db.messages.findMany((q) => q.where({ contractId: read.contractId })).sort(byId);
      const marked = thread.find((message) => message.id === read.upTo);
      if (read.id !== `${read.contractId}:${read.side}` || !marked) problems.push(`${read.id}: not a message of this thread`);
      else if (read.at !== marked.sentAt && Date.parse(read.at ?? '') < Date.parse(marked.sentAt)) problems.push(`${read.id}: read before it was written`);
      const own = thread.filter((message) => message.from === read.side).at(-1);
      if (own && read.upTo! < own.id) problems.push(`${read.id}: behind its own last message`);
    }
    for (const [contractId, thread] of threads()) {
      for (const side of ['sender', 'recipient'] as const) {
        if (thread.some((message) => message.from === side) && !db.conversationReads.findFirst((q) => q.where({ id: `${contractId}:${side}` }))) {
          problems.push(`${contractId}:${side}: wrote without a read mark`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('proposes every meeting as the call would have accepted it then, and tells each step in the thread', () => {
    const problems: string[] = [];
    const meetings = db.meetings.all();
    expect(meetings.map((meeting) => [meeting.id, meeting.status]).sort()).toEqual([
      ['mtg_0001', 'proposed'],
      ['mtg_0002', 'accepted'],
    ]);
    for (const meeting of meetings) {
      const contract = contractOf(meeting.contractId);
      const body = proposeMeetingBody.safeParse({ timeZone: meeting.timeZone, slots: meeting.slots, channel: meeting.channel, note: meeting.note });
      if (!body.success) problems.push(`${meeting.id}: ${body.error.issues[0]?.message}`);
      if (canonicalTimeZone(meeting.timeZone) !== meeting.timeZone) problems.push(`${meeting.id}: zone`);
      const channel = refusal(() => checkedChannel(meeting.channel));
      if (channel) problems.push(`${meeting.id}: ${channel}`);
      if (userOnSide(contract, meeting.proposedBy)?.id !== meeting.proposerUserId) problems.push(`${meeting.id}: proposed by someone not on its side`);
      const proposedAt = Date.parse(meeting.createdAt);
      // At the time it was proposed, with every other meeting as it is now.
      const slots = refusal(() =>
        checkSlots(meeting.slots.map((slot, index) => ({ slot, index })), { contract, side: meeting.proposedBy, timeZone: meeting.timeZone, nowMs: proposedAt, except: [meeting.id] }),
      );
      if (slots) problems.push(`${meeting.id}: ${slots}`);
      problems.push(...eventsOf(meeting).map((problem) => `${meeting.id}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  it('has the one accepted meeting three to six days ahead, at an office hour in Stockholm and in Dubai', () => {
    const meeting = db.meetings.findFirst((q) => q.where({ id: 'mtg_0002' }))!;
    const start = Date.parse(meeting.slots[meeting.acceptedSlot!]!.start);
    expect(start - NOW).toBeGreaterThanOrEqual(3 * 86_400_000);
    expect(start - NOW).toBeLessThanOrEqual(6 * 86_400_000);
    const hour = (timeZone: string) => Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(start));
    for (const zone of ['Europe/Stockholm', 'Asia/Dubai']) expect(hour(zone), zone).toBeGreaterThanOrEqual(8);
    for (const zone of ['Europe/Stockholm', 'Asia/Dubai']) expect(hour(zone), zone).toBeLessThan(17);
    // Accepting it then was allowed: its time was ahead and free.
    const contract = contractOf(meeting.contractId);
    const slot = meeting.slots[meeting.acceptedSlot!]!;
    expect(refusal(() => checkSlots([{ slot, index: meeting.acceptedSlot! }], { contract, side: 'sender', timeZone: 'Europe/Stockholm', nowMs: Date.parse(meeting.updatedAt), except: [meeting.id] }))).toBeNull();
  });

  it('leaves the contract’s example proposal open to the demo business with three free times', () => {
    const meeting = db.meetings.findFirst((q) => q.where({ id: 'mtg_0001' }))!;
    const contract = contractOf(meeting.contractId);
    expect(userOnSide(contract, meeting.proposedBy === 'sender' ? 'recipient' : 'sender')?.id).toBe(DEMO_ACCOUNTS.foreign.userId);
    expect(meeting.slots).toHaveLength(3);
    for (const [index, slot] of meeting.slots.entries()) {
      expect(refusal(() => checkSlots([{ slot, index }], { contract, side: 'recipient', timeZone: 'Europe/Stockholm', nowMs: NOW, except: [meeting.id] }))).toBeNull();
    }
  });

  it('tells the same story whatever day and hour the seed is loaded', () => {
    const problems: string[] = [];
    for (let hours = 0; hours < 7 * 24; hours += 3) {
      const now = NOW + hours * 3_600_000;
      const built = buildConversations(now);
      if (built.messages.length !== db.messages.count()) problems.push(`${hours} h: ${built.messages.length} messages`);
      for (const message of built.messages) if (Date.parse(message.sentAt) >= now) problems.push(`${hours} h: ${message.id} in the future`);
      const times = [...built.messages].sort(byId).map((message) => message.sentAt);
      if (times.join() !== [...times].sort().join()) problems.push(`${hours} h: ids out of time order`);
      const accepted = built.meetings.find((meeting) => meeting.status === 'accepted')!;
      const ahead = Date.parse(accepted.slots[0]!.start) - now;
      if (ahead < 3 * 86_400_000 || ahead > 6 * 86_400_000) problems.push(`${hours} h: the meeting is ${ahead / 86_400_000} days ahead`);
      const open = built.meetings.find((meeting) => meeting.status === 'proposed')!;
      const taken = accepted.slots[0]!;
      for (const slot of open.slots) if (slot.start === taken.start || Date.parse(slot.start) <= now) problems.push(`${hours} h: ${slot.start} not free`);
    }
    expect(problems).toEqual([]);
  });

  it('rings the bell only for what is unread', () => {
    const seeded = db.notifications.all().filter((record) => record.kind === 'message' || record.kind === 'meeting');
    expect(seeded.length).toBeGreaterThan(0);
    for (const record of seeded) {
      expect(record.readAt).toBeNull();
      expect(record.link).toBe(`/messages/${record.values.contractId}`);
      expect(Date.parse(record.createdAt)).toBeLessThan(NOW);
    }
  });
});

/** The thread tells a meeting's story: proposed by its proposer at its creation, then its outcome by the right side. */
function eventsOf(meeting: MeetingRecord): string[] {
  const events: MessageRecord[] = db.messages.findMany((q) => q.where({ meetingId: meeting.id })).sort(byId);
  const problems: string[] = [];
  const [proposed, ...rest] = events;
  if (!proposed || proposed.event !== 'meeting-proposed' || proposed.from !== meeting.proposedBy || proposed.sentAt !== meeting.createdAt) problems.push('no proposal in the thread');
  if (meeting.status === 'accepted') {
    const accepted = rest.find((message) => message.event === 'meeting-accepted');
    if (!accepted || accepted.from === meeting.proposedBy || accepted.sentAt !== meeting.updatedAt) problems.push('accepted without an event by the other side');
  }
  if (meeting.status === 'proposed' && rest.length > 0) problems.push('answered but still proposed');
  return problems;
}
