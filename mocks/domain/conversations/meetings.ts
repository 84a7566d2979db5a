import { db } from '../../db';
import type { ContractRecord, MeetingRecord, PartySide, UserRecord } from '../../db/records';
import { badRequest, conflict, forbidden, notFound } from '../../http/failure';
import { fillPlain } from '../../http/wording';
import { conversations as words } from '../../i18n/en';
import { notifyMeeting } from '../notifications/messages';
import type { AnyProfile } from '../profiles';
import { accessMessages, requireOpen, writableConversation } from './access';
import { orderedId } from './ids';
import { writeMessage } from './messages';
import { companyName, conversationParty, partyOn } from './parties';
import { acceptedSlotOf, checkSlots, endMs, isUpcoming, startMs, type Slot } from './slots';
import { canonicalTimeZone } from './time-zones';

/*
 * Intro meetings: a party proposes one to three times; the other party accepts one or declines
 * with a reason; either cancels. A new proposal replaces the conversation's open meeting (proposed,
 * or accepted and not yet over). Every step is also a message of the thread (`meetingId`, `event`,
 * and a short English sentence with the times in UTC, written again in the reader's language when
 * read; the app writes the times in each reader's zone).
 */

export const meetingMessages = {
  timeZone: words.timeZone,
  video: words.video,
  phone: words.phone,
  slot: words.slotIndex,
  ownProposal: words.ownProposal,
  ended: words.ended,
} as const;

const notOpen: Readonly<Record<MeetingRecord['status'], string>> = words.notOpen;

export type Channel = MeetingRecord['channel'];

export interface Proposal {
  timeZone: string;
  slots: Slot[];
  channel: Channel;
  note?: string | undefined;
}

// ---------------------------------------------------------------- wording

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const hhmm = (at: Date) => `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;

/** "Tue 2 Dec 2031, 09:00–09:30 UTC". */
export function utcRange(slot: Slot): string {
  const start = new Date(startMs(slot));
  const end = new Date(endMs(slot));
  return `${WEEKDAYS[start.getUTCDay()]} ${start.getUTCDate()} ${MONTHS[start.getUTCMonth()]} ${start.getUTCFullYear()}, ${hhmm(start)}–${hhmm(end)} UTC`;
}

const thread = words.thread;
const CHANNEL_KEYS = { video: 'video', phone: 'phone', 'in-person': 'inPerson' } as const satisfies Record<Channel['kind'], string>;

/** The thread's sentence for each step, in English (the UI shows the meeting itself beside it). */
export const eventBodies = {
  proposed: (company: string, meeting: Pick<MeetingRecord, 'slots' | 'channel'>) =>
    meeting.slots.length === 1
      ? fillPlain(thread.proposedOne[CHANNEL_KEYS[meeting.channel.kind]], { company, time: utcRange(meeting.slots[0]!) })
      : fillPlain(thread.proposedMany[CHANNEL_KEYS[meeting.channel.kind]], { company, count: meeting.slots.length }),
  replaced: (company: string, old: MeetingRecord) => {
    const slot = acceptedSlotOf(old);
    return slot ? fillPlain(thread.replacedAccepted, { company, time: utcRange(slot) }) : fillPlain(thread.replacedProposal, { company });
  },
  accepted: (company: string, slot: Slot) => fillPlain(thread.accepted, { company, time: utcRange(slot) }),
  declined: (company: string, reason: string) => fillPlain(reason ? thread.declined : thread.declinedNoReason, { company, reason }),
  cancelled: (company: string, meeting: MeetingRecord, reason: string | null) => {
    const slot = acceptedSlotOf(meeting);
    const values = { company, reason: reason ?? '', time: slot ? utcRange(slot) : '' };
    if (slot) return fillPlain(reason ? thread.cancelledWithReason : thread.cancelled, values);
    return fillPlain(reason ? thread.withdrawnWithReason : thread.withdrawn, values);
  },
};

// ---------------------------------------------------------------- reading

const newestFirst = (a: MeetingRecord, b: MeetingRecord) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

/** Every meeting of a conversation, the newest proposal first. */
export function meetingsOf(contractId: string): MeetingRecord[] {
  return db.meetings.findMany((q) => q.where({ contractId })).sort(newestFirst);
}

/** The conversation's open meeting: proposed, or accepted and not over yet. */
export function openMeetingOf(contract: ContractRecord, nowMs: number): MeetingRecord | undefined {
  return meetingsOf(contract._id).find((meeting) => meeting.status === 'proposed' || isUpcoming(meeting, contract, nowMs));
}

/** A profile's accepted meetings that have not ended, the soonest first. */
export function upcomingMeetingsOf(own: AnyProfile, nowMs: number): MeetingRecord[] {
  const contracts = new Map<string, ContractRecord>();
  for (const contract of db.contracts.all()) {
    if (contract.senderProfileId === own.profile._id || contract.recipientProfileId === own.profile._id) contracts.set(contract._id, contract);
  }
  return db.meetings
    .findMany((q) => q.where({ status: 'accepted' }))
    .filter((meeting) => contracts.has(meeting.contractId) && isUpcoming(meeting, contracts.get(meeting.contractId), nowMs))
    .sort((a, b) => startMs(acceptedSlotOf(a)!) - startMs(acceptedSlotOf(b)!) || (a.id < b.id ? -1 : 1));
}

// ---------------------------------------------------------------- the rules

const refuse = (path: string, message: string) => badRequest(message, [{ path, message }]);

/** The channel as stored: a video link must be https, a phone number looks like one; an address is free text. */
export function checkedChannel(channel: Channel): Channel {
  const detail = channel.detail.trim();
  if (channel.kind === 'video') {
    let url: URL | null = null;
    try {
      url = new URL(detail);
    } catch {
      url = null;
    }
    if (!url || url.protocol !== 'https:' || !url.hostname || /\s/.test(detail)) throw refuse('channel.detail', meetingMessages.video);
  }
  if (channel.kind === 'phone') {
    const digits = detail.replace(/\D/g, '').length;
    if (!/^[0-9 +\-()]+$/.test(detail) || digits < 6 || digits > 20) throw refuse('channel.detail', meetingMessages.phone);
  }
  return { kind: channel.kind, detail };
}

export interface MeetingTarget {
  meeting: MeetingRecord;
  contract: ContractRecord;
  /** The caller's side. */
  side: PartySide;
}

/** The meeting of a meeting call's path, in a conversation the caller may write in (admins 403, 404, non-party 403). */
export function meetingFor(caller: UserRecord, meetingId: string): MeetingTarget {
  if (caller.category === 'admin') throw forbidden(accessMessages.adminWrite);
  const meeting = db.meetings.findFirst((q) => q.where({ id: meetingId }));
  if (!meeting) throw notFound(accessMessages.meetingNotFound);
  const { contract, side } = writableConversation(caller, meeting.contractId);
  return { meeting, contract, side };
}

/** The zone a party reads times in (their profile's), else the meeting's. */
const zoneOf = (contract: ContractRecord, side: PartySide, fallback: string) => conversationParty(contract, side).timeZone ?? fallback;

async function change(meeting: MeetingRecord, apply: (record: MeetingRecord) => void): Promise<MeetingRecord> {
  const updated = await db.meetings.update((q) => q.where({ id: meeting.id }), { data: apply });
  if (!updated) throw notFound(accessMessages.meetingNotFound);
  return updated;
}

/**
 * Proposes a meeting (400 for a bad zone, channel or time; 409 on a read-only conversation) and
 * replaces the conversation's open one.
 */
export async function proposeMeeting(contract: ContractRecord, side: PartySide, author: UserRecord, input: Proposal, nowMs = Date.now()): Promise<MeetingRecord> {
  requireOpen(contract);
  const timeZone = canonicalTimeZone(input.timeZone);
  if (!timeZone) throw refuse('timeZone', meetingMessages.timeZone);
  const channel = checkedChannel(input.channel);
  const slots = input.slots.map((slot) => ({ start: new Date(Date.parse(slot.start)).toISOString(), minutes: slot.minutes }));
  const open = openMeetingOf(contract, nowMs);
  checkSlots(slots.map((slot, index) => ({ slot, index })), { contract, side, timeZone, nowMs, except: open ? [open.id] : [] });

  const at = new Date(nowMs).toISOString();
  const company = companyName(partyOn(contract, side));
  if (open) {
    const replaced = await change(open, (record) => {
      record.status = 'replaced';
      record.updatedAt = at;
    });
    await writeMessage({ contract, side, author, body: eventBodies.replaced(company, open), meetingId: replaced.id, event: 'meeting-replaced', atMs: nowMs });
  }
  const meeting = await db.meetings.create({
    id: orderedId('mtg', nowMs),
    contractId: contract._id,
    status: 'proposed',
    proposedBy: side,
    proposerUserId: author.id,
    timeZone,
    slots,
    channel,
    note: (input.note ?? '').trim(),
    acceptedSlot: null,
    reason: null,
    cancelledBy: null,
    createdAt: at,
    updatedAt: at,
  });
  await writeMessage({ contract, side, author, body: eventBodies.proposed(company, meeting), meetingId: meeting.id, event: 'meeting-proposed', atMs: nowMs });
  await notifyMeeting(contract, side, 'meeting-proposed', { meetingId: meeting.id, slots: slots.length }, author, at);
  return meeting;
}

/** The party that did not propose accepts one slot (403 for the proposer, 409 unless proposed, 400 for a slot now taken or past). */
export async function acceptMeeting(target: MeetingTarget, caller: UserRecord, slotIndex: number, nowMs = Date.now()): Promise<MeetingRecord> {
  const { meeting, contract, side } = target;
  if (meeting.proposedBy === side) throw forbidden(meetingMessages.ownProposal);
  if (meeting.status !== 'proposed') throw conflict(notOpen[meeting.status]);
  requireOpen(contract);
  const slot = meeting.slots[slotIndex];
  if (!slot) throw refuse('slot', meetingMessages.slot);
  checkSlots([{ slot, index: slotIndex }], { contract, side, timeZone: zoneOf(contract, side, meeting.timeZone), nowMs, except: [meeting.id] });
  const at = new Date(nowMs).toISOString();
  const accepted = await change(meeting, (record) => {
    record.status = 'accepted';
    record.acceptedSlot = slotIndex;
    record.updatedAt = at;
  });
  const company = companyName(partyOn(contract, side));
  await writeMessage({ contract, side, author: caller, body: eventBodies.accepted(company, slot), meetingId: meeting.id, event: 'meeting-accepted', atMs: nowMs });
  await notifyMeeting(contract, side, 'meeting-accepted', { meetingId: meeting.id, start: slot.start }, caller, at);
  return accepted;
}

/** The party that did not propose declines, with a reason (403 for the proposer, 409 unless proposed). */
export async function declineMeeting(target: MeetingTarget, caller: UserRecord, reason: string, nowMs = Date.now()): Promise<MeetingRecord> {
  const { meeting, contract, side } = target;
  if (meeting.proposedBy === side) throw forbidden(meetingMessages.ownProposal);
  if (meeting.status !== 'proposed') throw conflict(notOpen[meeting.status]);
  requireOpen(contract);
  const at = new Date(nowMs).toISOString();
  const declined = await change(meeting, (record) => {
    record.status = 'declined';
    record.reason = reason;
    record.updatedAt = at;
  });
  const company = companyName(partyOn(contract, side));
  await writeMessage({ contract, side, author: caller, body: eventBodies.declined(company, reason), meetingId: meeting.id, event: 'meeting-declined', atMs: nowMs });
  await notifyMeeting(contract, side, 'meeting-declined', { meetingId: meeting.id, excerpt: reason }, caller, at);
  return declined;
}

/** Either party cancels a proposed or accepted meeting that is not over (409 otherwise). */
export async function cancelMeeting(target: MeetingTarget, caller: UserRecord, reason: string | null, nowMs = Date.now()): Promise<MeetingRecord> {
  const { meeting, contract, side } = target;
  if (meeting.status !== 'proposed' && meeting.status !== 'accepted') throw conflict(notOpen[meeting.status]);
  const slot = acceptedSlotOf(meeting);
  if (meeting.status === 'accepted' && slot && endMs(slot) <= nowMs) throw conflict(meetingMessages.ended);
  requireOpen(contract);
  const at = new Date(nowMs).toISOString();
  const cancelled = await change(meeting, (record) => {
    record.status = 'cancelled';
    record.reason = reason;
    record.cancelledBy = side;
    record.updatedAt = at;
  });
  const company = companyName(partyOn(contract, side));
  await writeMessage({ contract, side, author: caller, body: eventBodies.cancelled(company, meeting, reason), meetingId: meeting.id, event: 'meeting-cancelled', atMs: nowMs });
  const event = slot ? 'meeting-cancelled' : 'meeting-withdrawn';
  await notifyMeeting(contract, side, event, { meetingId: meeting.id, ...(slot ? { start: slot.start } : {}) }, caller, at);
  return cancelled;
}

const closedBecause: Partial<Record<ContractRecord['status'], string>> = {
  rejected: words.closedDeclined,
  cancelled: words.closedWithdrawn,
};

/**
 * A request declined or withdrawn ends its open meetings (proposed, or accepted and not over): each
 * reads "cancelled" with the reason, and the thread says so. The request's own notification tells
 * the other party, so these notify nobody.
 */
export async function closeMeetingsOfRequest(contract: ContractRecord, side: PartySide, author: UserRecord, nowMs = Date.now()): Promise<void> {
  const reason = closedBecause[contract.status];
  if (!reason) return;
  const at = new Date(nowMs).toISOString();
  const company = companyName(partyOn(contract, side));
  for (const meeting of meetingsOf(contract._id)) {
    const slot = acceptedSlotOf(meeting);
    const open = meeting.status === 'proposed' || (meeting.status === 'accepted' && slot !== undefined && endMs(slot) > nowMs);
    if (!open) continue;
    await change(meeting, (record) => {
      record.status = 'cancelled';
      record.reason = reason;
      record.cancelledBy = side;
      record.updatedAt = at;
    });
    await writeMessage({ contract, side, author, body: eventBodies.cancelled(company, meeting, reason), meetingId: meeting.id, event: 'meeting-cancelled', atMs: nowMs });
  }
}
