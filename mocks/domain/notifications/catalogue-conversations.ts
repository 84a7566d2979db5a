import type { EventSpec, Values } from './catalogue';

/*
 * The catalogue's events of the conversations: messages and intro meetings, their kinds and links.
 * catalogue.ts spreads them into its one CATALOGUE; their words are in mocks/i18n/{en,ar}/notices.ts.
 */

const conversationPage = (values: Values) => `/messages/${values.contractId}`;

export const CONVERSATION_EVENTS = {
  /** values: company (the writer), contractId, excerpt, count (1). To the other party; grouped (notifications/messages.ts). */
  'message-received': { kind: 'message', link: conversationPage },
  /** values: company, contractId, excerpt (the latest), count (2 or more): the same notification, while unread. */
  'messages-received': { kind: 'message', link: conversationPage },
  /** values: company (the proposer), contractId, meetingId, slots (how many times to choose from). To the other party. */
  'meeting-proposed': { kind: 'meeting', link: conversationPage },
  /** values: company (who accepted), contractId, meetingId, start (the accepted slot, ISO). To the proposer. */
  'meeting-accepted': { kind: 'meeting', link: conversationPage },
  /** values: company (who declined), contractId, meetingId, excerpt (the reason). To the proposer. */
  'meeting-declined': { kind: 'meeting', link: conversationPage },
  /** values: company (who cancelled), contractId, meetingId, start (the accepted slot, ISO). To the other party. */
  'meeting-cancelled': { kind: 'meeting', link: conversationPage },
  /** values: company (the proposer), contractId, meetingId. A proposal withdrawn before anyone accepted it. */
  'meeting-withdrawn': { kind: 'meeting', link: conversationPage },
} as const satisfies Record<string, EventSpec>;
