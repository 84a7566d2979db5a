import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { acceptedMeeting, conversationWith, proposedMeeting } from '../components/meetings/fixtures';
import { withMeeting } from './meeting-cache';
import { initialMeetingValues, meetingFormSchema, meetingServerErrors, proposeBody, slotsAsValues, type MeetingFormValues } from './meeting-form';

const now = new Date('2026-11-26T08:00:00Z');
const schema = meetingFormSchema(() => now);

const form = (overrides: Partial<MeetingFormValues> = {}): MeetingFormValues => ({
  timeZone: 'Europe/Stockholm',
  slots: [{ date: '2026-12-02', time: '10:00', minutes: '30' }],
  channel: 'video',
  videoUrl: 'https://meet.corridor.test/intro',
  phone: '',
  address: '',
  note: '',
  ...overrides,
});

const problems = (values: MeetingFormValues) => {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the propose form', () => {
  it('accepts 1–3 future slots that do not overlap, with a channel', () => {
    expect(problems(form())).toEqual({});
    expect(
      problems(
        form({
          slots: [
            { date: '2026-12-02', time: '10:00', minutes: '30' },
            { date: '2026-12-02', time: '10:30', minutes: '60' },
            { date: '2026-12-03', time: '09:00', minutes: '15' },
          ],
        }),
      ),
    ).toEqual({});
  });

  it('asks for the date and the time of each slot', () => {
    expect(problems(form({ slots: [{ date: '', time: '', minutes: '30' }] }))).toEqual({ 'slots.0.date': 'Choose a date', 'slots.0.time': 'Choose a start time' });
  });

  it('refuses a slot in the past, read in the chosen zone', () => {
    // 08:30 in Stockholm is 07:30 UTC: before now; 10:00 in Stockholm is after
    expect(problems(form({ slots: [{ date: '2026-11-26', time: '08:30', minutes: '30' }] }))).toEqual({ 'slots.0.time': 'This time has already passed. Choose a later one.' });
    expect(problems(form({ slots: [{ date: '2026-11-26', time: '10:00', minutes: '30' }] }))).toEqual({});
    // 11:30 in Dubai is 07:30 UTC
    expect(problems(form({ timeZone: 'Asia/Dubai', slots: [{ date: '2026-11-26', time: '11:30', minutes: '30' }] }))).toEqual({
      'slots.0.time': 'This time has already passed. Choose a later one.',
    });
  });

  it('refuses overlapping slots at the later one, naming the earlier', () => {
    expect(
      problems(
        form({
          slots: [
            { date: '2026-12-02', time: '10:00', minutes: '45' },
            { date: '2026-12-02', time: '11:00', minutes: '30' },
            { date: '2026-12-02', time: '10:30', minutes: '30' },
          ],
        }),
      ),
    ).toEqual({ 'slots.2.time': 'Overlaps time 1. Choose times that do not overlap.' });
  });

  it('refuses a time the clocks skip, and more than three slots', () => {
    expect(problems(form({ slots: [{ date: '2027-03-28', time: '02:30', minutes: '30' }] }))).toEqual({
      'slots.0.time': 'This time does not exist in Stockholm: the clocks go forward then. Choose another time.',
    });
    const slot = { date: '2026-12-02', time: '10:00', minutes: '15' as const };
    const four = [slot, { ...slot, time: '11:00' }, { ...slot, time: '12:00' }, { ...slot, time: '13:00' }];
    expect(problems(form({ slots: four }))).toEqual({ slots: 'Offer at most three times' });
  });

  it('checks the chosen channel’s detail only', () => {
    expect(problems(form({ videoUrl: 'http://meet.example/x' }))).toEqual({ videoUrl: 'Enter a video link that starts with https://' });
    expect(problems(form({ channel: 'phone', videoUrl: 'nonsense', phone: '+971 4' }))).toEqual({ phone: 'Enter a phone number of 6 to 20 digits (spaces, +, - and brackets may separate them)' });
    expect(problems(form({ channel: 'phone', phone: '+971 4 123 4567' }))).toEqual({});
    expect(problems(form({ channel: 'in-person', address: '  ' }))).toEqual({ address: 'Enter the address' });
    expect(problems(form({ channel: 'in-person', address: 'x'.repeat(301) }))).toEqual({ address: 'Use at most 300 characters' });
    expect(problems(form({ note: 'x'.repeat(1001) }))).toEqual({ note: 'Use at most 1000 characters' });
  });
});

describe('proposeBody', () => {
  it('sends each slot as the UTC instant of its wall time in the chosen zone', () => {
    expect(
      proposeBody(
        form({
          slots: [
            { date: '2026-12-02', time: '10:00', minutes: '30' },
            { date: '2027-03-28', time: '10:00', minutes: '45' },
          ],
          note: '  Licences first.  ',
        }),
      ),
    ).toEqual({
      timeZone: 'Europe/Stockholm',
      slots: [
        { start: '2026-12-02T09:00:00.000Z', minutes: 30 },
        { start: '2027-03-28T08:00:00.000Z', minutes: 45 },
      ],
      channel: { kind: 'video', detail: 'https://meet.corridor.test/intro' },
      note: 'Licences first.',
    });
    expect(proposeBody(form({ channel: 'in-person', address: ' Al Noor Tower, Dubai ' }))).toEqual({
      timeZone: 'Europe/Stockholm',
      slots: [{ start: '2026-12-02T09:00:00.000Z', minutes: 30 }],
      channel: { kind: 'in-person', detail: 'Al Noor Tower, Dubai' },
    });
  });

  it('starts from the earlier proposal’s channel, and reads its slots back in a zone', () => {
    const earlier = proposedMeeting({ channel: { kind: 'phone', detail: '+46 8 123 456' }, slots: [{ start: '2026-12-02T09:00:00.000Z', minutes: 45 }] });
    expect(initialMeetingValues('Asia/Dubai', earlier)).toMatchObject({ channel: 'phone', phone: '+46 8 123 456', videoUrl: '', timeZone: 'Asia/Dubai' });
    expect(slotsAsValues(earlier, 'Asia/Dubai')).toEqual([{ date: '2026-12-02', time: '13:00', minutes: '45' }]);
  });
});

describe('meetingServerErrors', () => {
  it('puts each refused field where the user typed it', () => {
    const error = new ApiError(400, 'Time 2 overlaps an accepted meeting.', {
      message: 'Time 2 overlaps an accepted meeting.',
      errors: [
        { path: 'slots.1.start', message: 'Time 2 overlaps your accepted meeting on Wed 2 Dec.' },
        { path: 'channel.detail', message: 'Enter a video link that starts with https://' },
        { path: 'slots[0]', message: 'Time 1 is in the past.' },
      ],
    });
    expect(meetingServerErrors(error, 'video')).toEqual({
      fields: [
        { field: 'slots.1.time', message: 'Time 2 overlaps your accepted meeting on Wed 2 Dec.' },
        { field: 'videoUrl', message: 'Enter a video link that starts with https://' },
        { field: 'slots.0.time', message: 'Time 1 is in the past.' },
      ],
      message: null,
    });
  });

  it('gives the message itself for a refusal that names no field', () => {
    expect(meetingServerErrors(new ApiError(409, 'This conversation is read-only.', { message: 'This conversation is read-only.' }), 'phone')).toEqual({
      fields: [],
      message: 'This conversation is read-only.',
    });
    expect(meetingServerErrors(new ApiError(400, 'Bad slots.', { message: 'Bad slots.', errors: [{ path: 'other', message: 'x' }] }), 'phone')).toEqual({
      fields: [],
      message: 'Bad slots.',
    });
  });
});

describe('withMeeting', () => {
  it('swaps a known meeting in place', () => {
    const proposed = proposedMeeting();
    const accepted = { ...proposed, status: 'accepted' as const, acceptedSlot: 0 };
    expect(withMeeting(conversationWith([proposed]), accepted).meetings).toEqual([accepted]);
  });

  it('puts a new proposal first and marks the open one replaced, leaving finished ones', () => {
    const open = acceptedMeeting();
    const held = acceptedMeeting({ id: 'old', slots: [{ start: '2020-01-01T09:00:00.000Z', minutes: 30 }], acceptedSlot: 0 });
    const fresh = proposedMeeting({ id: 'fresh' });
    const next = withMeeting(conversationWith([open, held]), fresh).meetings;
    expect(next.map((meeting) => [meeting.id, meeting.status])).toEqual([
      ['fresh', 'proposed'],
      [open.id, 'replaced'],
      ['old', 'accepted'],
    ]);
  });
});
