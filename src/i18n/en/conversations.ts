/**
 * Strings of the conversations between the two parties of a request (issue 12): /messages (the inbox
 * and one thread), the composer, and the links that lead there. Not in the specification.
 * Meeting strings live in meetings.ts.
 */
export const conversations = {
  page: {
    title: 'Messages',
    intro: 'Your conversations with the companies and investors you have a request with.',
    listHeading: 'Conversations',
    chooseTitle: 'Choose a conversation',
    chooseHint: 'Pick a company from the list to read and reply. Each request you send or receive has its own conversation.',
    back: 'Back to messages',
    /** The arrow before a "Back" link: it points toward where the page starts (→ in a right-to-left language). */
    backArrow: '←',
  },
  inbox: {
    loading: 'Loading conversations…',
    error: 'Your conversations could not be loaded.',
    retry: 'Try again',
    emptyTitle: 'No conversations yet',
    emptyHint:
      'A conversation starts as soon as you send a request or receive one. Find a partner on your dashboard and send a request to start talking.',
    emptyAction: 'Go to your dashboard',
    noMessages: 'No messages yet — say hello.',
    noMessagesClosed: 'No messages were written.',
    you: 'You: {text}',
    unread: '{count, plural, other {# unread}}',
    /** A badge past its cap: {count} is the cap (99). */
    more: '{count}+',
  },
  status: {
    pending: 'Request pending',
    sent: 'Request sent',
    approved: 'Approved',
    signed: 'Signed',
    rejected: 'Declined',
    cancelled: 'Cancelled',
    readOnly: 'Read-only',
  } as Record<string, string>,
  thread: {
    loading: 'Loading the conversation…',
    error: 'This conversation could not be loaded.',
    forbidden: 'Only the two parties of this request can read its conversation.',
    notFound: 'There is no conversation for this request.',
    retryLoad: 'Try again',
    messagesLabel: 'Messages with {company}',
    earlier: 'Load earlier messages',
    earlierLoading: 'Loading earlier messages…',
    earlierFailed: 'Earlier messages could not be loaded: {reason}',
    empty: 'No messages yet. Write the first one below.',
    today: 'Today',
    yesterday: 'Yesterday',
    you: 'You',
    seen: 'Seen',
    sending: 'Sending…',
    notSent: 'Not sent — {reason}',
    retry: 'Retry',
    opensNewTab: '(opens in a new tab)',
    newMessage: 'New message from {name}: {text}',
    newMessages: '{count} new messages from {name}',
  },
  header: {
    person: '{name}, {company}',
    place: '{city} · {time} local time',
    zoneOnly: '{time} local time',
    contract: 'Open the contract',
    profile: 'View profile',
    detailsLabel: 'About this conversation',
  },
  composer: {
    label: 'Message to {company}',
    placeholder: 'Write a message…',
    hint: 'Enter sends · Shift+Enter starts a new line',
    send: 'Send',
    counter: '{count} / {max}',
    left: '{count} characters left',
    tooLong: 'Your message is {count, number} characters too long. Shorten it to send.',
    offline: 'Corridor could not be reached. Check your connection and try again.',
    failed: 'the server did not answer',
  },
  readOnly: {
    rejected: 'This request was declined, so its conversation is read-only.',
    cancelled: 'This request was cancelled, so its conversation is read-only.',
    admin: 'You are reading as an admin. Only the two parties of the request can write here.',
    other: 'This conversation is read-only.',
  },
  admin: {
    title: 'Conversations belong to the two parties',
    body: 'Each conversation is between the two parties of a request. As an admin you read one from its contract: open a contract and choose “Read the conversation”.',
    action: 'Go to all contracts',
    back: 'Back to the contract',
  },
} as const;

/**
 * The links other pages show to the conversations (the header of every signed-in page, the contract
 * card and page, the profile page): a few words apart from the screens' strings, so those pages do
 * not load the whole catalogue.
 */
export const conversationLinks = {
  /** The header link: its count is in its name ("Messages, 3 unread") and on a badge. */
  header: {
    label: 'Messages',
    labelUnread: '{count, plural, other {Messages, # unread}}',
    /** Past 99, as the badge shows it. */
    labelUnreadMore: 'Messages, {more} unread',
    more: '{count}+',
  },
  messages: 'Messages',
  messagesWith: 'Messages with {name}',
  readConversation: 'Read the conversation',
  messageCompany: 'Message {name}',
} as const;
