import { z } from 'zod';
import { fillPlain } from '../http/wording';
import { conversations as words } from '../i18n/en';

/**
 * Bodies and queries of the conversation and meeting calls. A message is plain text of 1 to 4,000
 * characters after trimming, counted as the browser counts a textarea (UTF-16 code units: an emoji
 * may count as two). What depends on stored data — the time zone being known, the slots being
 * free, `upTo` being a message of the thread — is checked by the domain (mocks/domain/conversations).
 */

export const conversationMessages = {
  messageBody: words.messageBody,
  messageLength: words.messageLength,
  clientId: words.clientId,
  upTo: words.upTo,
  proposal: words.proposal,
  timeZone: words.timeZone,
  slots: words.slots,
  slot: words.slot,
  start: words.start,
  minutes: words.minutes,
  channel: words.channel,
  kind: words.kind,
  detail: words.detail,
  note: words.note,
  acceptSlot: words.acceptSlot,
  declineReason: words.declineReason,
  cancelReason: words.cancelReason,
} as const;

const m = conversationMessages;

/** An object's error: a field it does not know is named; anything else (not an object) gets `message`. */
const objectError = (message: string) => ({
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? fillPlain(issue.keys && issue.keys.length > 1 ? words.unknownFields : words.unknownField, { keys: (issue.keys ?? []).join(', ') })
      : message,
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
