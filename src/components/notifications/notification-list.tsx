import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useNotifications, type Notification, type NotificationFilter } from '@/api/requests/list-notifications';
import { useMarkNotificationRead } from '@/api/requests/mark-notification-read';
import { notifications as strings } from '@/i18n/notifications';
import { formatDateTime, formatRelativeTime } from '@/lib/format-date-time';
import { Button, cx } from '../ui';
import styles from './notification-list.module.css';

export interface NotificationListProps {
  filter: NotificationFilter;
  /** A page's size; the panel shows its first page only. */
  limit: number;
  /** The panel's denser rows, without "Load more". */
  compact?: boolean;
  /** Called when a notification is opened (the panel closes). */
  onOpen?: () => void;
  renderLoading: () => ReactNode;
  renderError: (error: unknown, retry: () => void) => ReactNode;
  renderEmpty: () => ReactNode;
}

/**
 * Notifications as links to the place each is about, newest first, unread ones marked by a dot and
 * the word "Unread" (for screen readers). Opening one marks it read (the request is sent before the
 * page changes; the next page shows it read either way).
 */
export function NotificationList({ filter, limit, compact = false, onOpen, renderLoading, renderError, renderEmpty }: NotificationListProps) {
  const list = useNotifications(filter, limit);
  const markRead = useMarkNotificationRead();
  if (list.isError && !list.data) return <>{renderError(list.error, () => void list.refetch())}</>;
  if (!list.data) return <>{renderLoading()}</>;
  const items = compact ? (list.data.pages[0]?.items ?? []) : list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <>{renderEmpty()}</>;
  const open = (item: Notification) => {
    if (!item.read) markRead.mutate(item.id);
    onOpen?.();
  };
  return (
    <>
      <ul className={cx(styles.list, compact && styles.compact)}>
        {items.map((item) => (
          <li key={item.id} className={cx(styles.item, !item.read && styles.unread)}>
            <Link to={item.link} className={styles.link} onClick={() => open(item)}>
              {item.read ? null : <span className="visually-hidden">{`${strings.panel.unread}:`}</span>}{' '}
              <span className={styles.text}>{item.text}</span>
            </Link>
            <time className={styles.time} dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
              {formatRelativeTime(item.createdAt)}
            </time>
          </li>
        ))}
      </ul>
      {!compact && list.hasNextPage ? (
        <Button variant="secondary" className={styles.more} onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} loadingText={strings.page.loadingMore}>
          {strings.page.loadMore}
        </Button>
      ) : null}
    </>
  );
}
