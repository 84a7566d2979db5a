import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { userMessage } from '@/api/errors';
import { useUnreadNotificationCount } from '@/api/requests/get-unread-notification-count';
import { useMarkAllNotificationsRead } from '@/api/requests/mark-all-notifications-read';
import { notifications as strings } from '@/i18n/notifications';
import { fill, formatNumber } from '@/lib/format';
import { Button, ErrorState, Spinner } from '../ui';
import { NotificationList } from './notification-list';
import { useNewNotificationAnnouncement } from './use-announcement';
import styles from './notification-bell.module.css';

/** The latest notifications the panel shows. */
export const PANEL_SIZE = 20;

/** The most the badge counts; past it, it shows "99+". */
export const BADGE_CAP = 99;

/** What the badge shows: the count in the reader's digits, or "99+" past the cap. */
export function badgeText(unread: number): string {
  return unread > BADGE_CAP ? fill(strings.bell.more, { count: formatNumber(BADGE_CAP) }) : formatNumber(unread);
}

/**
 * "Notifications, 4 unread": the bell's accessible name carries the count, as the badge shows it
 * ("99+" past 99), so the visible text is part of the name (WCAG 2.5.3, axe's
 * label-content-name-mismatch) and voice control can say what the eye reads. The count reaches the
 * plural as a number (Arabic has six forms); "99+" is not a number, so it has a message of its own.
 */
export function bellLabel(unread: number): string {
  if (unread <= 0) return strings.bell.label;
  if (unread > BADGE_CAP) return fill(strings.bell.labelUnreadMore, { more: badgeText(unread) });
  return fill(strings.bell.labelUnread, { count: unread });
}

/**
 * The bell in the header of every signed-in page: the unread count (from the live channel, polled
 * while it is down and the tab is visible), a panel of the latest 20 that Escape or a click outside closes (focus back on the bell),
 * and a polite announcement of what arrived while the page was open.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const bellRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const count = useUnreadNotificationCount();
  const unread = count.data?.unread ?? 0;
  const announcement = useNewNotificationAnnouncement(count.data);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bellRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={bellRef}
        type="button"
        className={styles.bell}
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unread > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {open ? (
        <section id={panelId} className={styles.panel} aria-labelledby={headingId}>
          <PanelBody headingId={headingId} unread={unread} close={() => setOpen(false)} />
        </section>
      ) : null}
    </div>
  );
}

function PanelBody({ headingId, unread, close }: { headingId: string; unread: number; close: () => void }) {
  const markAll = useMarkAllNotificationsRead();
  return (
    <>
      <div className={styles.panelHeader}>
        <h2 id={headingId} className={styles.heading}>
          {strings.panel.heading}
        </h2>
        {unread > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => markAll.mutate()} loading={markAll.isPending}>
            {strings.panel.markAll}
          </Button>
        ) : null}
      </div>
      <NotificationList
        filter="all"
        limit={PANEL_SIZE}
        compact
        onOpen={close}
        renderLoading={() => <Spinner label={strings.panel.loading} className={styles.state} />}
        renderError={(error, retry) => (
          <ErrorState title={strings.panel.error} message={userMessage(error, strings.panel.error)} onRetry={retry} retryLabel={strings.panel.retry} headingLevel={3} />
        )}
        renderEmpty={() => <p className={styles.empty}>{strings.panel.empty}</p>}
      />
      <div className={styles.panelFooter}>
        <Link to="/notifications" onClick={close}>
          {strings.panel.seeAll}
        </Link>
        <Link to="/notifications/settings" onClick={close}>
          {strings.panel.settings}
        </Link>
      </div>
    </>
  );
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M6 9a6 6 0 1 1 12 0c0 4.5 1.5 6.5 2.5 7.5h-17C4.5 15.5 6 13.5 6 9Z" />
      <path d="M10 19.5a2 2 0 0 0 4 0" />
    </svg>
  );
}
