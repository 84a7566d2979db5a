import type { EventSpec, Values } from './catalogue';

/*
 * The catalogue's events of the conversations: messages and intro meetings. catalogue.ts spreads
 * them into its one CATALOGUE, which words and links them like every other event.
 */

const conversationPage = (values: Values) => `/messages/${values.contractId}`;

export const CONVERSATION_EVENTS = {
  /** values: company (the writer), contractId, excerpt, count (1). To the other party; grouped (notifications/messages.ts). */
  'message-received': {
    kind: 'message',
    text: '{company} sent you a message: “{excerpt}”',
    subject: 'New message from {company}',
    action: 'Read and answer it',
    link: conversationPage,
  },
  /** values: company, contractId, excerpt (the latest), count (2 or more): the same notification, while unread. */
  'messages-received': {
    kind: 'message',
    text: '{company} sent you {count} new messages.',
    subject: '{count} new messages from {company}',
    action: 'Read and answer them',
    link: conversationPage,
  },
  /** values: company (the proposer), contractId, meetingId, slots (how many times to choose from). To the other party. */
  'meeting-proposed': {
    kind: 'meeting',
    text: '{company} proposed an intro meeting with {slots} to choose from.',
    subject: '{company} proposed an intro meeting',
    action: 'Accept a time or decline',
    link: conversationPage,
  },
  /** values: company (who accepted), contractId, meetingId, start (the accepted slot, ISO). To the proposer. */
  'meeting-accepted': {
    kind: 'meeting',
    text: '{company} accepted your intro meeting: {start}.',
    subject: '{company} accepted your intro meeting',
    action: 'Add it to your calendar',
    link: conversationPage,
  },
  /** values: company (who declined), contractId, meetingId, excerpt (the reason). To the proposer. */
  'meeting-declined': {
    kind: 'meeting',
    text: '{company} declined your intro meeting: “{excerpt}”',
    subject: '{company} declined your intro meeting',
    action: 'Propose other times',
    link: conversationPage,
  },
  /** values: company (who cancelled), contractId, meetingId, start (the accepted slot, ISO). To the other party. */
  'meeting-cancelled': {
    kind: 'meeting',
    text: '{company} cancelled your intro meeting of {start}.',
    subject: '{company} cancelled your intro meeting',
    action: 'See the conversation',
    link: conversationPage,
  },
  /** values: company (the proposer), contractId, meetingId. A proposal withdrawn before anyone accepted it. */
  'meeting-withdrawn': {
    kind: 'meeting',
    text: '{company} withdrew its proposed intro meeting.',
    subject: '{company} withdrew its proposed intro meeting',
    action: 'See the conversation',
    link: conversationPage,
  },
} as const satisfies Record<string, EventSpec>;
