import { z } from 'zod';

/**
 * Bodies and queries of the conversation and meeting calls. A message is plain text of 1 to 4,000
 * characters after trimming, counted as the browser counts a textarea (UTF-16 code units: an emoji
 * may count as two). What depends on stored data — the time zone being known, the slots being
 * free, `upTo` being a message of the thread — is checked by the domain (mocks/domain/conversations).
 */

export const conversationMessages = {
  messageBody: 'Write a message before sending it.',
  messageLength: 'A message can be at most 4,000 characters.',
  clientId: 'clientId must be 1 to 64 characters.',
  upTo: 'upTo must be the id of a message (at most 64 characters).',
  proposal: 'Send the proposal as an object with timeZone, slots and channel (and a note if you like).',
  timeZone: 'timeZone must be an IANA time zone, such as "Europe/Stockholm" or "Asia/Dubai".',
  slots: 'Give 1 to 3 times for the meeting.',
  slot: 'Each time needs a start and a length in minutes.',
  start: 'Each start must be a date and time with its zone, such as 2031-12-02T09:00:00Z.',
  minutes: 'A meeting lasts 15, 30, 45 or 60 minutes.',
  channel: 'Say how you will meet: kind (video, phone or in-person) and detail.',
  kind: 'The channel kind must be video, phone or in-person.',
  detail: 'Give the video link, the phone number or the address (at most 300 characters).',
  note: 'The note can be at most 1,000 characters.',
  acceptSlot: 'slot must be the number of one of the proposed times (0, 1 or 2).',
  declineReason: 'Say why you decline (1 to 500 characters).',
  cancelReason: 'The reason can be at most 500 characters.',
} as const;

const m = conversationMessages;

/** An object's error: a field it does not know is named; anything else (not an object) gets `message`. */
const objectError = (message: string) => ({
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field${issue.keys && issue.keys.length > 1 ? 's' : ''}: ${(issue.keys ?? []).join(', ')}.` : message,
});

export const sendMessageBody = z.strictObject(
  {
    body: z.string({ error: m.messageBody }).max(4000, m.messageLength).trim().min(1, m.messageBody),
    clientId: z.string({ error: m.clientId }).min(1, m.clientId).max(64, m.clientId).optional(),
  },
  objectError(m.messageBody),
);

export const markReadBody = z.strictObject({ upTo: z.string({ error: m.upTo }).max(64, m.upTo).optional() }, objectError(m.upTo));

const slot = z.strictObject(
  {
    start: z.iso.datetime({ offset: true, error: m.start }),
    minutes: z.union([z.literal(15), z.literal(30), z.literal(45), z.literal(60)], { error: m.minutes }),
  },
  objectError(m.slot),
);

export const proposeMeetingBody = z.strictObject(
  {
    timeZone: z.string({ error: m.timeZone }).trim().min(1, m.timeZone).max(64, m.timeZone),
    slots: z.array(slot, { error: m.slots }).min(1, m.slots).max(3, m.slots),
    channel: z.strictObject(
      {
        kind: z.enum(['video', 'phone', 'in-person'], { error: m.kind }),
        detail: z.string({ error: m.detail }).max(300, m.detail).trim().min(1, m.detail),
      },
      objectError(m.channel),
    ),
    note: z.string({ error: m.note }).max(1000, m.note).optional(),
  },
  objectError(m.proposal),
);

export const acceptMeetingBody = z.strictObject({ slot: z.number({ error: m.acceptSlot }).int(m.acceptSlot).min(0, m.acceptSlot).max(2, m.acceptSlot) }, objectError(m.acceptSlot));

export const declineMeetingBody = z.strictObject(
  { reason: z.string({ error: m.declineReason }).max(500, m.declineReason).trim().min(1, m.declineReason) },
  objectError(m.declineReason),
);

export const cancelMeetingBody = z.strictObject({ reason: z.string({ error: m.cancelReason }).max(500, m.cancelReason).optional() }, objectError(m.cancelReason));

/** GET /conversations/{contractId}: the page size (default 100) and where the page ends. */
export const THREAD_PAGE = { default: 100, min: 1, max: 200 } as const;
