import { describe, expect, it } from 'vitest';
import { acceptedMeeting, cancelledMeeting, dubaiParty, proposedMeeting, stockholmParty } from '../components/meetings/fixtures';
import { acceptedSlotOf, currentMeeting, meetingHeld, meetingZones, slotStarted, slotText } from './meeting-times';

const parties = { sender: stockholmParty, recipient: dubaiParty };

describe('currentMeeting', () => {
  it('is the newest meeting that was not replaced, or none', () => {
    const newest = proposedMeeting({ id: 'new' });
    expect(currentMeeting([newest, acceptedMeeting({ status: 'replaced' })])).toBe(newest);
    const cancelled = cancelledMeeting();
    expect(currentMeeting([proposedMeeting({ status: 'replaced' }), cancelled])).toBe(cancelled);
    expect(currentMeeting([proposedMeeting({ status: 'replaced' })])).toBeNull();
    expect(currentMeeting([])).toBeNull();
  });
});

describe('meetingZones and slotText', () => {
  it('writes a slot in the viewer’s zone first, then the other party’s, with its length', () => {
    const slot = { start: '2026-12-02T09:00:00.000Z', minutes: 30 as const };
    expect(slotText(slot, meetingZones('sender', parties, 'Europe/Stockholm'))).toBe('Wed 2 Dec, 10:00 Stockholm · 13:00 Dubai · 30 min');
    expect(slotText(slot, meetingZones('recipient', parties, 'Asia/Dubai'))).toBe('Wed 2 Dec, 13:00 Dubai · 10:00 Stockholm · 30 min');
  });

  it('names the viewer’s zone by its own city when it is their party’s, else by the zone', () => {
    const abuDhabi = { ...dubaiParty, city: 'Abu Dhabi' };
    expect(meetingZones('recipient', { sender: stockholmParty, recipient: abuDhabi }, 'Asia/Dubai')[0]).toEqual({ timeZone: 'Asia/Dubai', label: 'Abu Dhabi' });
    // a Stockholm company travelling in London sees London first
    expect(meetingZones('sender', parties, 'Europe/London')).toEqual([
      { timeZone: 'Europe/London', label: 'London' },
      { timeZone: 'Asia/Dubai', label: 'Dubai' },
    ]);
  });

  it('shows one zone when both are in it', () => {
    const slot = { start: '2026-12-02T09:00:00.000Z', minutes: 60 as const };
    expect(slotText(slot, meetingZones('recipient', parties, 'Europe/Stockholm'))).toBe('Wed 2 Dec, 10:00 Stockholm · 60 min');
  });

  it('falls back to the zone the slots were entered in when the counterpart has none', () => {
    const { timeZone: _unused, ...placeless } = dubaiParty;
    expect(meetingZones('sender', { sender: stockholmParty, recipient: placeless }, 'Europe/Stockholm', 'Asia/Dubai')).toEqual([
      { timeZone: 'Europe/Stockholm', label: 'Stockholm' },
      { timeZone: 'Asia/Dubai', label: 'Dubai' },
    ]);
  });

  it('gives an admin both parties’ zones after their own', () => {
    expect(meetingZones('admin', parties, 'UTC').map((zone) => zone.label)).toEqual(['UTC', 'Stockholm', 'Dubai']);
  });

  it('follows daylight saving on the last Sundays of March and October', () => {
    const zones = meetingZones('sender', parties, 'Europe/Stockholm');
    expect(slotText({ start: '2026-03-29T08:00:00.000Z', minutes: 30 }, zones)).toBe('Sun 29 Mar, 10:00 Stockholm · 12:00 Dubai · 30 min');
    expect(slotText({ start: '2026-03-28T09:00:00.000Z', minutes: 30 }, zones)).toBe('Sat 28 Mar, 10:00 Stockholm · 13:00 Dubai · 30 min');
    expect(slotText({ start: '2026-10-25T09:00:00.000Z', minutes: 15 }, zones)).toBe('Sun 25 Oct, 10:00 Stockholm · 13:00 Dubai · 15 min');
    expect(slotText({ start: '2026-10-24T08:00:00.000Z', minutes: 15 }, zones)).toBe('Sat 24 Oct, 10:00 Stockholm · 12:00 Dubai · 15 min');
  });
});

describe('slot times', () => {
  it('knows the accepted slot, when a slot has started and when the call is over', () => {
    const meeting = acceptedMeeting({ slots: [{ start: '2026-12-02T09:00:00.000Z', minutes: 30 }], acceptedSlot: 0 });
    expect(acceptedSlotOf(meeting)).toEqual({ start: '2026-12-02T09:00:00.000Z', minutes: 30 });
    expect(acceptedSlotOf(proposedMeeting())).toBeNull();
    expect(slotStarted(meeting.slots[0]!, new Date('2026-12-02T08:59:59Z'))).toBe(false);
    expect(slotStarted(meeting.slots[0]!, new Date('2026-12-02T09:00:00Z'))).toBe(true);
    expect(meetingHeld(meeting, new Date('2026-12-02T09:29:00Z'))).toBe(false);
    expect(meetingHeld(meeting, new Date('2026-12-02T09:30:00Z'))).toBe(true);
  });
});
