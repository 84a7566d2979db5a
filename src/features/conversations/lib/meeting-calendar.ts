import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { components } from '@/api/schema';
import { meetings as meetingsText } from '@/i18n/meetings';
import { fill } from '@/lib/format';
import { acceptedSlotOf, otherSide, slotEnd } from './meeting-times';

/*
 * The .ics file of an accepted meeting (RFC 5545), written by ical-generator: loaded only when
 * someone presses "Add to calendar" (the panel imports this module dynamically).
 */

type Meeting = components['schemas']['Meeting'];
type ConversationParty = components['schemas']['ConversationParty'];

const copy = meetingsText.calendar;

/** The event's UID: the same for every download of the same meeting, so a calendar updates it instead of adding a copy. */
export const meetingUid = (meetingId: string) => `${meetingId}@corridor.test`;

export const meetingFileName = (meetingId: string) => fill(copy.fileName, { id: meetingId.replace(/[^\w.-]+/g, '_') });

const person = (party: ConversationParty) => ({ name: party.name || party.company, email: party.email ?? '' });

/**
 * The calendar text of an accepted meeting: METHOD:REQUEST with one VEVENT — its UID, DTSTAMP (the
 * acceptance), DTSTART/DTEND in UTC, the summary naming both companies, the note, channel and a
 * link to the conversation, the location or video URL, the proposer as ORGANIZER and the other
 * party as ATTENDEE. Without both e-mail addresses it is a plain PUBLISH without those two.
 */
export function meetingCalendarText(meeting: Meeting, origin: string): string {
  const slot = acceptedSlotOf(meeting);
  if (meeting.status !== 'accepted' || !slot) throw new Error(`Meeting ${meeting.id} has no accepted time`);
  const organizer = meeting.parties[meeting.proposedBy];
  const attendee = meeting.parties[otherSide(meeting.proposedBy)];
  const invitation = Boolean(organizer.email && attendee.email);
  const { kind, detail } = meeting.channel;
  const conversationUrl = `${origin.replace(/\/+$/, '')}/messages/${encodeURIComponent(meeting.contractId)}`;

  const calendar = ical({
    prodId: { company: 'Corridor', product: 'Corridor', language: 'EN' },
    method: invitation ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: meetingUid(meeting.id),
    stamp: new Date(meeting.updatedAt),
    start: new Date(slot.start),
    end: slotEnd(slot),
    summary: fill(copy.summary, { first: organizer.company, second: attendee.company }),
    description: [meeting.note.trim() ? fill(copy.note, { note: meeting.note.trim() }) : null, fill(copy[kind], { detail }), fill(copy.conversation, { url: conversationUrl })]
      .filter(Boolean)
      .join('\n'),
    location: kind === 'phone' ? fill(copy.phone, { detail }) : detail,
    url: kind === 'video' ? detail : null,
    status: ICalEventStatus.CONFIRMED,
    ...(invitation
      ? {
          organizer: person(organizer),
          attendees: [{ ...person(attendee), role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED }],
        }
      : {}),
  });
  return calendar.toString();
}

/** The .ics file as a Blob with its name (`corridor-meeting-<id>.ics`). */
export function meetingCalendarFile(meeting: Meeting, origin: string): { blob: Blob; fileName: string } {
  return { blob: new Blob([meetingCalendarText(meeting, origin)], { type: 'text/calendar;charset=utf-8' }), fileName: meetingFileName(meeting.id) };
}
