/**
 * Strings of the notification bell (every signed-in page) and of /notifications and
 * /notifications/settings. Not in the specification: issue 13, docs/decisions/026-notifications.md.
 * The sentence of each notification comes from the server (with its event and values).
 */
export const notifications = {
  bell: {
    label: 'Notifications',
    labelUnread: '{count, plural, other {Notifications, # unread}}',
    /** Past the badge's cap, as the badge shows it ({more} is "99+"). */
    labelUnreadMore: 'Notifications, {more} unread',
    /** The badge past its cap: {count} is the cap (99). */
    more: '{count}+',
  },
  panel: {
    heading: 'Notifications',
    markAll: 'Mark all as read',
    seeAll: 'See all notifications',
    settings: 'Notification settings',
    loading: 'Loading notifications…',
    error: 'Notifications could not be loaded.',
    retry: 'Try again',
    empty: 'Nothing new. You will be told here when a request, an approval or a due date needs you.',
    unread: 'Unread',
    announceOne: 'New notification: {text}',
    announceMany: '{count} new notifications',
  },
  page: {
    intro: 'Everything that happened to your requests, agreements and contracts, newest first.',
    filterLabel: 'Show',
    filters: { all: 'All', unread: 'Unread' },
    loadMore: 'Load more',
    loadingMore: 'Loading more…',
    markAll: 'Mark all as read',
    markedAll: 'All notifications are marked as read.',
    markAllFailed: 'The notifications could not be marked as read. Try again.',
    settings: 'Notification settings',
    empty: { all: 'No notifications yet.', unread: 'No unread notifications.' },
    emptyHint: 'Requests you receive, answers to yours, signatures, milestones, comments and due dates show up here.',
    error: 'Notifications could not be loaded.',
    count: '{count, plural, other {# unread}}',
  },
  settings: {
    intro: 'Choose how Corridor tells you about each kind of update. E-mails go to the address you signed up with.',
    kindColumn: 'Update',
    inApp: 'In the app',
    email: 'By e-mail',
    digest: 'Send one daily digest instead of single e-mails',
    digestHint: 'The updates you get by e-mail are collected and sent once a day.',
    save: 'Save settings',
    saving: 'Saving…',
    saved: 'Your notification settings are saved.',
    saveFailed: 'Your settings could not be saved: {reason}',
    unreachable: 'Corridor could not be reached. Check your connection and try again.',
    loading: 'Loading your settings…',
    loadError: 'Your settings could not be loaded.',
    back: 'Back to notifications',
    kinds: {
      'request-received': { name: 'Requests you receive', hint: 'A company or investor sends you a request.' },
      'request-answered': { name: 'Answers to your requests', hint: 'A request you sent is approved or rejected.' },
      'request-cancelled': { name: 'Cancelled requests', hint: 'A request sent to you is withdrawn.' },
      agreement: { name: 'Agreements', hint: 'A version is ready to sign, the other party signed, or both did.' },
      'milestone-added': { name: 'New milestones', hint: 'A milestone is added to one of your contracts.' },
      'task-added': { name: 'New tasks', hint: 'A task is added to one of your contracts.' },
      'comment-added': { name: 'Comments', hint: 'Someone comments on a milestone of your contract.' },
      'task-due': { name: 'Due dates', hint: 'A task of your contract is due within 3 days (told once).' },
      verification: { name: 'Verification', hint: 'An admin verifies or rejects your partner profile.' },
      message: { name: 'Messages', hint: 'The other party of a request writes to you (one notice per conversation until you read it).' },
      meeting: { name: 'Meetings', hint: 'An intro meeting is proposed, accepted, declined or cancelled by the other party.' },
    },
  },
};
