import type { components } from '@/api/schema';
import { meetings as meetingsText } from '@/i18n/meetings';
import { fill } from '@/lib/format';
import { cityOfTimeZone, formatInZones, isTimeZone, type ZoneLabel } from '@/lib/zoned-time';

type Meeting = components['schemas']['Meeting'];
type MeetingSlot = components['schemas']['MeetingSlot'];
type ConversationParty = components['schemas']['ConversationParty'];
type PartySide = components['schemas']['PartySide'];
export type Viewer = PartySide | 'admin';
export type Parties = Meeting['parties'];

/** The conversation's meeting now: the newest proposal that was not replaced by a later one (`meetings` come newest first). */
export function currentMeeting(meetings: readonly Meeting[]): Meeting | null {
  return meetings.find((meeting) => meeting.status !== 'replaced') ?? null;
}

export const otherSide = (side: PartySide): PartySide => (side === 'sender' ? 'recipient' : 'sender');

/** A party's zone, named by its city (or the zone's own city), or null when it has none the runtime knows. */
export function partyZone(party: ConversationParty | undefined): ZoneLabel | null {
  if (!party || !isTimeZone(party.timeZone)) return null;
  return { timeZone: party.timeZone, label: party.city?.trim() || cityOfTimeZone(party.timeZone) };
}

/**
 * The zones a viewer reads a meeting's times in: their own (the browser's or the one they chose)
 * first, then the other party's; an admin sees both parties'. Where the viewer's zone is their own
 * party's, it carries that party's city; where the counterpart's zone is unknown, the zone the
 * proposer entered the slots in stands in.
 */
export function meetingZones(viewer: Viewer, parties: Parties, viewerZone: string, enteredIn?: string): ZoneLabel[] {
  const mine = viewer === 'admin' ? null : partyZone(parties[viewer]);
  const own: ZoneLabel = mine && mine.timeZone === viewerZone ? mine : { timeZone: viewerZone, label: cityOfTimeZone(viewerZone) };
  const entered = isTimeZone(enteredIn) ? { timeZone: enteredIn, label: cityOfTimeZone(enteredIn) } : null;
  const others = viewer === 'admin' ? [partyZone(parties.sender), partyZone(parties.recipient)] : [partyZone(parties[otherSide(viewer)]) ?? entered];
  return [own, ...others.filter((zone): zone is ZoneLabel => zone !== null)];
}

/** "30 min". */
export const durationText = (minutes: number) => fill(meetingsText.slot.minutes, { minutes });

/** A slot in every zone given, with its length: "Wed 2 Dec, 10:00 Stockholm · 13:00 Dubai · 30 min". */
export function slotText(slot: MeetingSlot, zones: readonly ZoneLabel[]): string {
  return fill(meetingsText.slot.line, { time: formatInZones(slot.start, zones), duration: durationText(slot.minutes) });
}

/** When a slot ends. */
export const slotEnd = (slot: MeetingSlot) => new Date(Date.parse(slot.start) + slot.minutes * 60_000);

/** True once a slot has begun: it can no longer be chosen. */
export const slotStarted = (slot: MeetingSlot, now: Date = new Date()) => Date.parse(slot.start) <= now.getTime();

/** The accepted slot of a meeting, or null. */
export function acceptedSlotOf(meeting: Meeting): MeetingSlot | null {
  return meeting.acceptedSlot === null ? null : (meeting.slots[meeting.acceptedSlot] ?? null);
}

/** True for an accepted meeting whose call is over. */
export function meetingHeld(meeting: Meeting, now: Date = new Date()): boolean {
  const slot = acceptedSlotOf(meeting);
  return meeting.status === 'accepted' && slot !== null && slotEnd(slot).getTime() <= now.getTime();
}
