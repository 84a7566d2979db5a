import { z } from 'zod';
import { ApiError } from '@/api/errors';
import type { components } from '@/api/schema';
import { meetings as meetingsText } from '@/i18n/meetings';
import { fill, formatNumber } from '@/lib/format';
import { cityOfTimeZone, isTimeZone, wallClockOf, zonedInstant } from '@/lib/zoned-time';

type Meeting = components['schemas']['Meeting'];
type ProposeMeetingBody = components['schemas']['ProposeMeetingBody'];
type ChannelKind = components['schemas']['MeetingChannel']['kind'];

const errors = meetingsText.propose.errors;

/**
 * A message read when a check fails, not when the schema is made: the dialog makes its schema once,
 * and a language switch while it is open must still word its errors in the new language (decision 029).
 */
const say = (message: () => string) => ({ error: message });

/** The contract's limits (ProposeMeetingBody, decline and cancel bodies); the server checks the same. */
export const MAX_SLOTS = 3;
export const NOTE_MAX = 1000;
export const DETAIL_MAX = 300;
export const REASON_MAX = 500;
export const DURATIONS = ['15', '30', '45', '60'] as const;
export const CHANNELS = ['video', 'phone', 'in-person'] as const satisfies readonly ChannelKind[];

/** The field of the form that holds each channel's detail: switching channel keeps what was typed in the others. */
export const detailField = { video: 'videoUrl', phone: 'phone', 'in-person': 'address' } as const satisfies Record<ChannelKind, string>;

/** A video link the server accepts: an https URL with a host and no spaces. */
export function isVideoUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A phone number the server accepts: digits, spaces, +, - and brackets, with 6 to 20 digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^[0-9 +\-()]+$/.test(value) && digits >= 6 && digits <= 20;
}

const slotSchema = z.object({
  date: z.string().trim().min(1, say(() => errors.date)),
  time: z.string().trim().min(1, say(() => errors.time)),
  minutes: z.enum(DURATIONS, say(() => errors.duration)),
});

/**
 * The propose form: 1–3 slots read in the chosen zone, none past, skipped by the clocks or
 * overlapping another; the chosen channel's detail; an optional note. The same rules the server
 * applies, so most refusals are shown before anything is sent. `now` is read at each check.
 */
export function meetingFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      timeZone: z.string().refine((zone) => isTimeZone(zone), say(() => errors.zone)),
      slots: z.array(slotSchema).min(1, say(() => errors.date)).max(MAX_SLOTS, say(() => errors.tooMany)),
      channel: z.enum(CHANNELS),
      videoUrl: z.string().trim(),
      phone: z.string().trim(),
      address: z.string().trim(),
      note: z.string().max(NOTE_MAX, say(() => fill(errors.noteTooLong, { max: NOTE_MAX }))),
    })
    .superRefine((values, ctx) => {
      const issue = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message });
      const instant = now().getTime();
      const spans = values.slots.map((slot, index) => {
        if (!slot.date.trim() || !slot.time.trim() || !isTimeZone(values.timeZone)) return null;
        const result = zonedInstant(slot.date.trim(), slot.time.trim(), values.timeZone);
        if ('problem' in result) {
          issue(['slots', index, 'time'], result.problem === 'skipped' ? fill(errors.skipped, { zone: cityOfTimeZone(values.timeZone) }) : errors.invalid);
          return null;
        }
        const start = result.instant.getTime();
        if (start <= instant) {
          issue(['slots', index, 'time'], errors.past);
          return null;
        }
        return { start, end: start + Number(slot.minutes) * 60_000 };
      });
      spans.forEach((span, index) => {
        if (!span) return;
        const earlier = spans.findIndex((other, at) => at < index && other !== null && other.start < span.end && span.start < other.end);
        if (earlier >= 0) issue(['slots', index, 'time'], fill(errors.overlap, { number: formatNumber(earlier + 1) }));
      });
      const field = detailField[values.channel];
      const detail = values[field];
      if (values.channel === 'video' && !isVideoUrl(detail)) issue([field], errors.videoUrl);
      else if (values.channel === 'phone' && !isPhoneNumber(detail)) issue([field], errors.phone);
      else if (values.channel === 'in-person' && !detail) issue([field], errors.address);
      else if (detail.length > DETAIL_MAX) issue([field], fill(errors.detailTooLong, { max: DETAIL_MAX }));
    });
}

export type MeetingFormValues = z.input<ReturnType<typeof meetingFormSchema>>;
export type SlotValues = MeetingFormValues['slots'][number];

export const emptySlot = (): SlotValues => ({ date: '', time: '', minutes: '30' });

/** A fresh form in a zone; the channel and its detail carried over from an earlier proposal when there is one. */
export function initialMeetingValues(timeZone: string, earlier?: Meeting | null): MeetingFormValues {
  const values: MeetingFormValues = { timeZone, slots: [emptySlot()], channel: 'video', videoUrl: '', phone: '', address: '', note: '' };
  if (earlier) {
    values.channel = earlier.channel.kind;
    values[detailField[earlier.channel.kind]] = earlier.channel.detail;
  }
  return values;
}

/** The slots of a meeting as the form's fields in a zone (to offer the same times again). */
export function slotsAsValues(meeting: Meeting, timeZone: string): SlotValues[] {
  return meeting.slots.map((slot) => {
    const { day, time } = wallClockOf(new Date(slot.start), timeZone);
    return { date: day, time, minutes: String(slot.minutes) as SlotValues['minutes'] };
  });
}

/** The request body of valid form values: each slot's start as a UTC instant. */
export function proposeBody(values: MeetingFormValues): ProposeMeetingBody {
  const slots = values.slots.map((slot) => {
    const result = zonedInstant(slot.date.trim(), slot.time.trim(), values.timeZone);
    if (!('instant' in result)) throw new Error(`Slot ${slot.date} ${slot.time} is not a time in ${values.timeZone}`);
    return { start: result.instant.toISOString(), minutes: Number(slot.minutes) as 15 | 30 | 45 | 60 };
  });
  const note = values.note.trim();
  return {
    timeZone: values.timeZone,
    slots,
    channel: { kind: values.channel, detail: values[detailField[values.channel]].trim() },
    ...(note ? { note } : {}),
  };
}

/** A form field a server refusal can point at. */
export type MeetingField =
  | `slots.${number}.time`
  | `slots.${number}.minutes`
  | 'slots'
  | 'timeZone'
  | 'note'
  | (typeof detailField)[ChannelKind];

/**
 * Where a refusal of the server belongs: each `errors[]` entry on its field (`slots.1.start` on
 * slot 2's start time, `channel.detail` on the chosen channel's field), and the message itself
 * when no entry names a field of the form (a 409, or a 400 that names none).
 */
export function meetingServerErrors(error: unknown, channel: ChannelKind): { fields: Array<{ field: MeetingField; message: string }>; message: string | null } {
  const fallback = error instanceof Error && error.message ? error.message : null;
  if (!(error instanceof ApiError) || error.status !== 400) return { fields: [], message: fallback };
  const body = error.body as { errors?: unknown } | null;
  const fields: Array<{ field: MeetingField; message: string }> = [];
  for (const item of Array.isArray(body?.errors) ? (body.errors as unknown[]) : []) {
    if (!item || typeof item !== 'object') continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string' || !message.trim()) continue;
    const field = fieldOfPath(path, channel);
    if (field && !fields.some((known) => known.field === field)) fields.push({ field, message });
  }
  return { fields, message: fields.length > 0 ? null : fallback };
}

function fieldOfPath(path: string, channel: ChannelKind): MeetingField | null {
  const slot = /^slots[.[](\d+)\]?(?:\.(start|minutes))?$/.exec(path);
  if (slot) return slot[2] === 'minutes' ? `slots.${Number(slot[1])}.minutes` : `slots.${Number(slot[1])}.time`;
  if (path === 'slots') return 'slots';
  if (path === 'channel' || path.startsWith('channel.')) return detailField[channel];
  if (path === 'note' || path === 'timeZone') return path;
  return null;
}
