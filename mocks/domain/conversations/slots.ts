import { db } from '../../db';
import type { ContractRecord, MeetingRecord } from '../../db/records';
import { badRequest } from '../../http/failure';
import { fillPlain } from '../../http/wording';
import { conversations as words } from '../../i18n/en';
import { companyName, otherSide, partyOn, profileIdOn, SIDES } from './parties';
import { isReadOnly } from './access';

/*
 * The rules on a meeting's times: every slot starts in the future, no two slots of one proposal
 * overlap, and no slot overlaps an accepted meeting of either party that has not ended yet (in any
 * of their conversations; the meeting a proposal replaces does not count). A refusal names the
 * slot ("Time 2") and the time in the zone of the person who entered it.
 */

export interface Slot {
  start: string;
  minutes: 15 | 30 | 45 | 60;
}

const MINUTE_MS = 60_000;
export const startMs = (slot: Slot) => Date.parse(slot.start);
export const endMs = (slot: Slot) => startMs(slot) + slot.minutes * MINUTE_MS;
const overlap = (a: Slot, b: Slot) => startMs(a) < endMs(b) && startMs(b) < endMs(a);

/** "Tue 2 Dec, 10:00" in a time zone. */
export function localMoment(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')}`;
}

/** The accepted slot of a meeting. */
export const acceptedSlotOf = (meeting: MeetingRecord): Slot | undefined =>
  meeting.acceptedSlot === null ? undefined : meeting.slots[meeting.acceptedSlot];

/** An accepted meeting still ahead or under way (of a request that is still open). */
export function isUpcoming(meeting: MeetingRecord, contract: ContractRecord | undefined, nowMs: number): boolean {
  const slot = acceptedSlotOf(meeting);
  return meeting.status === 'accepted' && slot !== undefined && endMs(slot) > nowMs && contract !== undefined && !isReadOnly(contract);
}

interface Busy {
  meeting: MeetingRecord;
  slot: Slot;
  contract: ContractRecord;
}

/** The accepted, not yet ended meetings of a profile in all its conversations (but `except`). */
function busyTimesOf(profileId: string, nowMs: number, except: ReadonlySet<string>): Busy[] {
  const busy: Busy[] = [];
  for (const meeting of db.meetings.findMany((q) => q.where({ status: 'accepted' }))) {
    if (except.has(meeting.id)) continue;
    const contract = db.contracts.findFirst((q) => q.where({ _id: meeting.contractId }));
    const slot = acceptedSlotOf(meeting);
    if (!contract || !slot || !isUpcoming(meeting, contract, nowMs)) continue;
    if (contract.senderProfileId === profileId || contract.recipientProfileId === profileId) busy.push({ meeting, slot, contract });
  }
  return busy;
}

const refuse = (index: number, message: string) => badRequest(message, [{ path: `slots.${index}.start`, message }]);

export interface SlotCheck {
  contract: ContractRecord;
  /** The side acting (proposing or accepting): "your" meeting is theirs. */
  side: 'sender' | 'recipient';
  /** The zone the refusal writes times in. */
  timeZone: string;
  nowMs: number;
  /** Meetings that do not count (the one replaced, the one being accepted). */
  except?: readonly string[];
}

/**
 * Checks slots (each with its index as the user numbered it, from 0) against the rules above; a
 * 400 naming the first slot that breaks one.
 */
export function checkSlots(slots: ReadonlyArray<{ slot: Slot; index: number }>, check: SlotCheck): void {
  const { contract, side, timeZone, nowMs } = check;
  for (const { slot, index } of slots) {
    if (startMs(slot) <= nowMs) throw refuse(index, fillPlain(words.pastTime, { number: index + 1 }));
  }
  for (const [i, a] of slots.entries()) {
    for (const b of slots.slice(i + 1)) {
      if (overlap(a.slot, b.slot)) throw refuse(b.index, fillPlain(words.overlappingTimes, { first: a.index + 1, second: b.index + 1 }));
    }
  }
  const except = new Set(check.except ?? []);
  for (const busySide of [side, otherSide(side)]) {
    const profileId = profileIdOn(contract, busySide);
    const busy = busyTimesOf(profileId, nowMs, except);
    for (const { slot, index } of slots) {
      const clash = busy.find((each) => overlap(each.slot, slot));
      if (!clash) continue;
      const when = `${localMoment(clash.slot.start, timeZone)} (${timeZone})`;
      if (busySide === side) {
        const theirSide = SIDES.find((each) => profileIdOn(clash.contract, each) !== profileId) ?? 'recipient';
        const with_ = companyName(partyOn(clash.contract, theirSide));
        throw refuse(index, fillPlain(words.clashOwn, { number: index + 1, company: with_, when }));
      }
      const them = companyName(partyOn(contract, busySide));
      throw refuse(index, fillPlain(words.clashTheirs, { number: index + 1, company: them, when }));
    }
  }
}
