import type { components } from '@/api/schema';
import { dubaiParty, stockholmParty } from '@/test/fixtures/conversation-parties';

export { dubaiParty, stockholmParty };

/*
 * Meetings and conversations as the server gives them, for tests and stories only: the demo
 * foreign business in Stockholm (the request's sender) and the demo partner in Dubai.
 */

type Meeting = components['schemas']['Meeting'];
type Conversation = components['schemas']['Conversation'];

const DAY = 86_400_000;

/** A day and hour from now, on the hour in UTC (fixtures stay in the future whenever they run). */
export function daysAhead(days: number, utcHour: number, minute = 0): string {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(utcHour, minute, 0, 0);
  return date.toISOString();
}

/** The partner in Dubai proposed three times to the foreign business, by video. */
export function proposedMeeting(overrides: Partial<Meeting> = {}): Meeting {
  return {
    id: 'mtg_0101',
    contractId: 'ctr_0001',
    status: 'proposed',
    proposedBy: 'recipient',
    timeZone: 'Asia/Dubai',
    slots: [
      { start: daysAhead(3, 6), minutes: 30 },
      { start: daysAhead(4, 9), minutes: 45 },
      { start: daysAhead(5, 12, 30), minutes: 60 },
    ],
    channel: { kind: 'video', detail: 'https://meet.corridor.test/al-noor-nordvik' },
    note: 'A first call to walk through the mainland licence options and the timeline.',
    acceptedSlot: null,
    reason: null,
    cancelledBy: null,
    createdAt: daysAhead(-1, 8),
    updatedAt: daysAhead(-1, 8),
    parties: { sender: stockholmParty, recipient: dubaiParty },
    ...overrides,
  };
}

export const acceptedMeeting = (overrides: Partial<Meeting> = {}) =>
  proposedMeeting({ id: 'mtg_0102', status: 'accepted', acceptedSlot: 1, updatedAt: daysAhead(0, 7), ...overrides });

export const declinedMeeting = (overrides: Partial<Meeting> = {}) =>
  proposedMeeting({ id: 'mtg_0103', status: 'declined', reason: 'None of these work this week; could we look at the week after?', updatedAt: daysAhead(0, 7), ...overrides });

export const cancelledMeeting = (overrides: Partial<Meeting> = {}) =>
  proposedMeeting({
    id: 'mtg_0104',
    status: 'cancelled',
    acceptedSlot: 0,
    cancelledBy: 'recipient',
    reason: 'Our licensing lead is travelling that day.',
    updatedAt: daysAhead(0, 7),
    ...overrides,
  });

/** The conversation of ctr_0001 with the given meetings (newest first), as the viewer sees it. */
export function conversationWith(meetings: Meeting[], overrides: Partial<Conversation> = {}): Conversation {
  return {
    contractId: 'ctr_0001',
    status: 'approved',
    readOnly: false,
    category: 'local-foreign',
    viewer: 'sender',
    parties: { sender: stockholmParty, recipient: dubaiParty },
    messages: [],
    hasEarlier: false,
    reads: { sender: { upTo: null, at: null }, recipient: { upTo: null, at: null } },
    meetings,
    ...overrides,
  };
}
