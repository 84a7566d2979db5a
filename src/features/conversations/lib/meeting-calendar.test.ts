import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { acceptedMeeting, dubaiParty, proposedMeeting, stockholmParty } from '../components/meetings/fixtures';
import { meetingCalendarFile, meetingCalendarText, meetingFileName } from './meeting-calendar';

const origin = 'https://corridor.example';

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return { calendar, event };
}

const start = '2026-12-02T09:00:00.000Z';
const meeting = acceptedMeeting({
  id: 'mtg_0042',
  slots: [
    { start: '2026-12-01T06:00:00.000Z', minutes: 30 },
    { start, minutes: 45 },
  ],
  acceptedSlot: 1,
  updatedAt: '2026-11-26T10:15:00.000Z',
});

describe('the calendar file of an accepted meeting', () => {
  it('parses back with the accepted slot’s UTC times, a stable UID, the organizer and the attendee', () => {
    const text = meetingCalendarText(meeting, origin);
    const { calendar, event } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Corridor//Corridor//EN');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);

    const parsed = new ICAL.Event(event);
    expect(parsed.uid).toBe('mtg_0042@corridor.test');
    expect(parsed.startDate.toJSDate().toISOString()).toBe(start);
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-12-02T09:45:00.000Z');
    expect(parsed.startDate.zone?.tzid).toBe('UTC');
    expect(text).toMatch(/\r\nDTSTART:20261202T090000Z\r\n/);
    expect(text).toMatch(/\r\nDTEND:20261202T094500Z\r\n/);
    expect(text).toMatch(/\r\nDTSTAMP:20261126T101500Z\r\n/);
    expect(parsed.summary).toBe('Intro call: Al Noor Corporate Services · Nordvik Payments AB');
    expect(parsed.location).toBe('https://meet.corridor.test/al-noor-nordvik');
    expect(event.getFirstPropertyValue('url')).toBe('https://meet.corridor.test/al-noor-nordvik');
    expect(parsed.description).toContain('Note: A first call to walk through the mainland licence options and the timeline.');
    expect(parsed.description).toContain('Video call: https://meet.corridor.test/al-noor-nordvik');
    expect(parsed.description).toContain(`Conversation on Corridor: ${origin}/messages/ctr_0001`);

    const organizer = event.getFirstProperty('organizer');
    expect(String(organizer?.getFirstValue()).toLowerCase()).toBe(`mailto:${dubaiParty.email}`);
    expect(organizer?.getParameter('cn')).toBe(dubaiParty.name);
    const attendees = event.getAllProperties('attendee');
    expect(attendees).toHaveLength(1);
    expect(String(attendees[0]?.getFirstValue()).toLowerCase()).toBe(`mailto:${stockholmParty.email}`);
    expect(attendees[0]?.getParameter('cn')).toBe(stockholmParty.name);
    expect(attendees[0]?.getParameter('partstat')).toBe('ACCEPTED');
  });

  it('ends every line with CRLF and folds lines longer than 75 octets', () => {
    const long = acceptedMeeting({ note: `Agenda: ${'licences, banking, visas and office space in Dubai — '.repeat(6)}` });
    const text = meetingCalendarText(long, origin);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    const encoder = new TextEncoder();
    for (const line of lines) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // unfolded, the note comes back whole
    expect(new ICAL.Event(parse(text).event).description).toContain(long.note.trim());
  });

  it('is the same file on every download of the same meeting (UID and DTSTAMP do not move)', () => {
    expect(meetingCalendarText(meeting, origin)).toBe(meetingCalendarText(meeting, origin));
  });

  it('puts an address or a phone number in LOCATION and no URL', () => {
    const inPerson = parse(meetingCalendarText(acceptedMeeting({ channel: { kind: 'in-person', detail: 'Al Noor Tower, Floor 12, Sheikh Zayed Road, Dubai' } }), origin));
    expect(new ICAL.Event(inPerson.event).location).toBe('Al Noor Tower, Floor 12, Sheikh Zayed Road, Dubai');
    expect(inPerson.event.getFirstPropertyValue('url')).toBeNull();
    const phone = parse(meetingCalendarText(acceptedMeeting({ channel: { kind: 'phone', detail: '+971 4 123 4567' } }), origin));
    expect(new ICAL.Event(phone.event).location).toBe('Phone: +971 4 123 4567');
  });

  it('falls back to a plain PUBLISH without organizer and attendee when an e-mail address is missing', () => {
    const { email: _unused, ...noEmail } = stockholmParty;
    const { calendar, event } = parse(meetingCalendarText(acceptedMeeting({ parties: { sender: noEmail, recipient: dubaiParty } }), origin));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.getFirstProperty('organizer')).toBeNull();
    expect(event.getAllProperties('attendee')).toHaveLength(0);
  });

  it('refuses a meeting that has no accepted time', () => {
    expect(() => meetingCalendarText(proposedMeeting(), origin)).toThrow(/no accepted time/);
  });

  it('names the file after the meeting, as text/calendar', () => {
    const file = meetingCalendarFile(meeting, origin);
    expect(file.fileName).toBe('corridor-meeting-mtg_0042.ics');
    expect(file.blob.type).toBe('text/calendar;charset=utf-8');
    expect(meetingFileName('a/b')).toBe('corridor-meeting-a_b.ics');
  });
});
