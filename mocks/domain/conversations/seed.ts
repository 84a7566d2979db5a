import { db } from '../../db';
import type { ContractRecord, ConversationReadRecord, MeetingRecord, MessageRecord, NotificationRecord, PartySide } from '../../db/records';
import { meetingNotices, messageNotices, type Notice } from '../notifications/notices';
import { draftNotification } from '../notifications/notify';
import { isReadOnly } from './access';
import { seededId } from './ids';
import { eventBodies } from './meetings';
import { companyName, otherSide, partyOn, userOnSide } from './parties';
import { DAY_MS, HOUR_MS, MINUTE_MS, STORIES, type MeetingPlan, type When } from './seed-scripts';
import { readId } from './views';

/*
 * Builds the demo accounts' conversations from their scripts (seed-scripts.ts): the messages, the
 * meetings and their events, the read marks and the unread notices, at times fresh from `nowMs`.
 */

/** The start of today (UTC) of `nowMs`. */
const dayStart = (nowMs: number) => nowMs - (nowMs % DAY_MS);
const utcTime = (text: string) => {
  const [hours = 0, minutes = 0] = text.split(':').map(Number);
  return hours * HOUR_MS + minutes * MINUTE_MS;
};

function timeOf(when: When, nowMs: number, contract: ContractRecord): number {
  if ('latest' in when) {
    const today = dayStart(nowMs) + utcTime(when.latest);
    return today <= nowMs - 20 * MINUTE_MS ? today : dayStart(nowMs) - DAY_MS + utcTime(when.else);
  }
  if ('afterRequest' in when) return Date.parse(contract.createdAt) + when.afterRequest;
  return dayStart(nowMs) - when.daysAgo * DAY_MS + utcTime(when.utc);
}

const isWorkday = (dayMs: number) => [1, 2, 3, 4, 5].includes(new Date(dayMs).getUTCDay());

/** The first Monday to Friday (a working day in Stockholm and in Dubai) on or after a day. */
function workdayFrom(dayMs: number): number {
  let day = dayMs;
  while (!isWorkday(day)) day += DAY_MS;
  return day;
}

/**
 * The slots of a plan: each at its UTC time on the first working day at least `daysAhead` days
 * from now (so three days ahead is three to six days away), later ones on later days.
 */
function slotsOf(plan: MeetingPlan, nowMs: number): MeetingRecord['slots'] {
  const days = new Map<number, number>();
  let latest = -Infinity;
  return plan.slots.map((slot) => {
    let day = days.get(slot.daysAhead);
    if (day === undefined) {
      const earliest = nowMs + slot.daysAhead * DAY_MS;
      day = dayStart(earliest);
      if (day + utcTime(slot.utc) < earliest) day += DAY_MS;
      day = workdayFrom(Math.max(day, latest + DAY_MS));
      days.set(slot.daysAhead, day);
      latest = day;
    }
    return { start: new Date(day + utcTime(slot.utc)).toISOString(), minutes: slot.minutes };
  });
}

export interface SeededConversations {
  messages: MessageRecord[];
  reads: ConversationReadRecord[];
  meetings: MeetingRecord[];
  /** What the parties were told, still unread: the messages and meeting steps after their read mark. */
  notices: Array<{ notice: Notice; at: string }>;
}

/** Builds the conversations from what the collections hold (the contracts and their parties' accounts). */
export function buildConversations(nowMs: number): SeededConversations {
  const built: SeededConversations = { messages: [], reads: [], meetings: [], notices: [] };
  let n = 0;
  for (const story of STORIES) {
    const contract = db.contracts.findFirst((q) => q.where({ _id: story.contractId }));
    if (!contract) continue;
    const authors = { sender: userOnSide(contract, 'sender'), recipient: userOnSide(contract, 'recipient') };
    if (!authors.sender || !authors.recipient) continue;
    const messages: MessageRecord[] = [];
    const write = (side: PartySide, atMs: number, body: string, meeting?: { id: string; event: MessageRecord['event'] }) => {
      const author = authors[side]!;
      const record: MessageRecord = {
        id: seededId('msg', atMs, (n += 1)),
        contractId: contract._id,
        from: side,
        authorUserId: author.id,
        authorName: author.name,
        body,
        sentAt: new Date(atMs).toISOString(),
        clientId: null,
        meetingId: meeting?.id ?? null,
        event: meeting?.event ?? null,
      };
      messages.push(record);
      return record;
    };
    for (const line of story.before) write(line.side, timeOf(line.when, nowMs, contract), line.body);
    let proposal: MessageRecord | undefined;
    const plan = story.meeting;
    if (plan) {
      const proposedMs = timeOf(plan.proposedAt, nowMs, contract);
      const company = companyName(partyOn(contract, plan.by));
      const meeting: MeetingRecord = {
        id: plan.id,
        contractId: contract._id,
        status: 'proposed',
        proposedBy: plan.by,
        proposerUserId: authors[plan.by]!.id,
        timeZone: plan.timeZone,
        slots: slotsOf(plan, nowMs),
        channel: plan.channel,
        note: plan.note,
        acceptedSlot: null,
        reason: null,
        cancelledBy: null,
        createdAt: new Date(proposedMs).toISOString(),
        updatedAt: new Date(proposedMs).toISOString(),
      };
      proposal = write(plan.by, proposedMs, eventBodies.proposed(company, meeting), { id: meeting.id, event: 'meeting-proposed' });
      built.notices.push(...meetingNotices(contract, plan.by, 'meeting-proposed', { meetingId: meeting.id, slots: meeting.slots.length }).map((notice) => ({ notice, at: proposal!.sentAt })));
      if (plan.accepted) {
        const acceptedMs = timeOf(plan.accepted.at, nowMs, contract);
        const by = otherSide(plan.by);
        const slot = meeting.slots[plan.accepted.slot]!;
        Object.assign(meeting, { status: 'accepted', acceptedSlot: plan.accepted.slot, updatedAt: new Date(acceptedMs).toISOString() });
        const accepted = write(by, acceptedMs, eventBodies.accepted(companyName(partyOn(contract, by)), slot), { id: meeting.id, event: 'meeting-accepted' });
        built.notices.push(...meetingNotices(contract, by, 'meeting-accepted', { meetingId: meeting.id, start: slot.start }).map((notice) => ({ notice, at: accepted.sentAt })));
      }
      built.meetings.push(meeting);
    }
    for (const line of story.after ?? []) write(line.side, timeOf(line.when, nowMs, contract), line.body);

    // A story that would start before its request or run past now or past a rejection is left out whole.
    const first = messages[0];
    const last = messages.at(-1);
    const closedMs = isReadOnly(contract) ? Date.parse(contract.updatedAt) : nowMs;
    if (!first || !last || Date.parse(first.sentAt) <= Date.parse(contract.createdAt) || Date.parse(last.sentAt) >= Math.min(nowMs, closedMs)) {
      if (plan) built.meetings.pop();
      built.notices = built.notices.filter(({ notice }) => notice.values.contractId !== contract._id);
      continue;
    }
    built.messages.push(...messages);

    for (const side of ['sender', 'recipient'] as const) {
      const upTo = story.readUpTo[side];
      // Whoever wrote has read up to their own last message at least.
      const own = messages.filter((message) => message.from === side).at(-1);
      const marked = upTo === 'all' ? last : upTo === 'proposal' ? proposal : typeof upTo === 'number' ? messages[upTo] : undefined;
      const mark = [own, marked].filter((message) => message !== undefined).sort((a, b) => (a.id < b.id ? 1 : -1))[0];
      if (mark) built.reads.push({ id: readId(contract._id, side), contractId: contract._id, side, upTo: mark.id, at: mark.sentAt });
      // What this side has not read yet rings its bell: meeting steps one by one, messages as one notification.
      const unreadLines = messages.filter((message) => message.from !== side && (!mark || message.id > mark.id) && message.event === null);
      if (unreadLines.length > 0) {
        const latest = unreadLines.at(-1)!;
        built.notices.push(...messageNotices(contract, otherSide(side), latest.body, unreadLines.length).map((notice) => ({ notice, at: latest.sentAt })));
      }
      // Meeting steps this side has read were told (and read) before: only unread ones stay.
      built.notices = built.notices.filter(
        ({ notice, at }) =>
          notice.values.contractId !== contract._id || notice.userId !== userOnSide(contract, side)?.id || !mark || at > mark.sentAt,
      );
    }
  }
  return built;
}

/** Adds the demo accounts' conversations (and, with `notifications`, the unread ones' notifications) to the fresh collections. */
export async function seedConversations(options: { nowMs?: number; notifications?: boolean } = {}): Promise<void> {
  const built = buildConversations(options.nowMs ?? Date.now());
  for (const message of built.messages) await db.messages.create(message);
  for (const read of built.reads) await db.conversationReads.create(read);
  for (const meeting of built.meetings) await db.meetings.create(meeting);
  if (options.notifications === false) return;
  let n = 9000;
  for (const { notice, at } of built.notices) {
    const user = db.users.findFirst((q) => q.where({ id: notice.userId }));
    if (!user) continue;
    const record: NotificationRecord = draftNotification(notice, user, at, `ntf_${(n += 1)}`);
    await db.notifications.create(record);
  }
}
