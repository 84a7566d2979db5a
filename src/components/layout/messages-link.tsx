import { NavLink } from 'react-router-dom';
import { useFallbackInterval } from '@/api/live/status';
import { useUnreadMessageCount } from '@/api/requests/get-unread-message-count';
import { conversationLinks } from '@/i18n/conversations';
import { fill, formatNumber } from '@/lib/format';
import styles from './messages-link.module.css';

const copy = conversationLinks.header;

/** How often the count is asked again while the live channel is down. */
export const MESSAGE_COUNT_POLL_MS = 20_000;

/** The most the badge counts; past it, it shows "99+". */
const BADGE_CAP = 99;

/** What the badge shows: the count in the reader's digits, or "99+" past the cap. */
const countBadge = (unread: number) => (unread > BADGE_CAP ? fill(copy.more, { count: formatNumber(BADGE_CAP) }) : formatNumber(unread));

/**
 * "Messages, 3 unread": the link's accessible name carries the count, as the badge shows it ("99+"
 * past 99), so the visible text is part of the name (WCAG 2.5.3, as the bell's).
 */
export function messagesLinkLabel(unread: number): string {
  if (unread <= 0) return copy.label;
  return unread > BADGE_CAP ? fill(copy.labelUnreadMore, { more: countBadge(unread) }) : fill(copy.labelUnread, { count: unread });
}

/**
 * The header's Messages link of a party's signed-in pages: the unread messages on a badge and in the
 * link's name, kept current by the live channel (polled only while it is down).
 */
export function MessagesLink() {
  const count = useUnreadMessageCount({ refetchInterval: useFallbackInterval(MESSAGE_COUNT_POLL_MS) });
  const unread = count.data?.unread ?? 0;
  return (
    // The name is one sentence ("Messages, 3 unread") read from the hidden text; the word and the
    // badge beside it are what the eye reads (a name the visible text starts, for voice control).
    <NavLink to="/messages" className={styles.link}>
      <ChatIcon />
      <span className={styles.text} aria-hidden="true">
        {copy.label}
      </span>
      {unread > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {countBadge(unread)}
        </span>
      ) : null}
      <span className="visually-hidden">{messagesLinkLabel(unread)}</span>
    </NavLink>
  );
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A1.5 1.5 0 0 1 4 14.5v-9Z" />
    </svg>
  );
}
