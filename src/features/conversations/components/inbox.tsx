import { memo, type MouseEvent, type PointerEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { userMessage } from '@/api/errors';
import { ButtonLink, EmptyState, ErrorState, Skeleton, Spinner } from '@/components/ui';
import { useLanguage } from '@/i18n';
import { conversations as strings } from '@/i18n/conversations';
import { fill, formatNumber } from '@/lib/format';
import { formatDateTime, formatRelativeTime } from '@/lib/format-date-time';
import type { ConversationSummary } from '../api/list-conversations';
import { useNow } from '../hooks/use-now';
import { EventIcon } from './icons';
import styles from './inbox.module.css';

const copy = strings.inbox;

/** "3 unread" / "1 unread": the text alternative of a row's unread dot. */
export const unreadLabel = (count: number) => fill(copy.unread, { count });

export interface InboxProps {
  query: {
    data: ConversationSummary[] | undefined;
    error: unknown;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** The conversation open beside the list (desktop), marked as the current one. */
  activeId?: string | undefined;
  /** Where "Go to your dashboard" leads from the empty state. */
  dashboardPath: string;
}

/** The caller's conversations, newest first: a list of links, each with its unread count in its name. */
export function Inbox({ query, activeId, dashboardPath }: InboxProps) {
  // A language switch re-renders the memo rows through their `language` prop (their text is the catalogue's).
  const { language } = useLanguage();
  const now = useNow(60_000);
  const navigate = useNavigate();
  const base = useHref('/messages');
  if (query.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        <Spinner label={copy.loading} />
        {[0, 1, 2, 3, 4].map((key) => (
          <div key={key} className={styles.skeletonRow}>
            <Skeleton variant="circle" height="0.75rem" />
            <Skeleton lines={2} />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        className={styles.state}
        title={copy.error}
        message={userMessage(query.error, copy.error)}
        onRetry={() => void query.refetch()}
        retryLabel={copy.retry}
        retrying={query.isFetching}
        headingLevel={3}
      />
    );
  }
  const rows = query.data ?? [];
  if (rows.length === 0) {
    return (
      <EmptyState
        className={styles.state}
        headingLevel={3}
        title={copy.emptyTitle}
        description={copy.emptyHint}
        action={
          <ButtonLink to={dashboardPath} variant="secondary" size="sm">
            {copy.emptyAction}
          </ButtonLink>
        }
      />
    );
  }
  // Plain links with one click handler for the list (a router Link per row costs a 500-row inbox
  // several hooks each); a click with a modifier key keeps the browser's own behaviour.
  const open = (event: MouseEvent<HTMLUListElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-contract]');
    if (!link) return;
    event.preventDefault();
    navigate(`/messages/${encodeURIComponent(link.dataset.contract!)}`);
  };
  // The exact time, on hover: written when the pointer first reaches a row's time, not for 500 rows up front.
  const explainTime = (event: PointerEvent<HTMLUListElement>) => {
    const time = (event.target as Element).closest<HTMLTimeElement>('time[datetime]');
    if (time && !time.title) time.title = formatDateTime(time.dateTime);
  };
  return (
    <ul className={styles.list} role="list" onClick={open} onPointerOver={explainTime}>
      {rows.map((row) => (
        <InboxRow key={row.contractId} row={row} href={`${base}/${encodeURIComponent(row.contractId)}`} active={row.contractId === activeId} now={now} language={language} />
      ))}
    </ul>
  );
}

/** What a row says of the last message: "You: …" for the reader's own, the event's sentence for a meeting step. */
function lastLine(row: ConversationSummary): { text: string; event: boolean } {
  const last = row.lastMessage;
  if (!last) return { text: row.readOnly ? copy.noMessagesClosed : copy.noMessages, event: false };
  const firstLine = last.body.split('\n', 1)[0] ?? '';
  if (last.event) return { text: firstLine, event: true };
  return { text: last.from === row.me.side ? fill(copy.you, { text: firstLine }) : firstLine, event: false };
}

/** One conversation: light on purpose (the inbox must draw 500 of them in a frame or two). */
const InboxRow = memo(function InboxRow({ row, href, active, now }: { row: ConversationSummary; href: string; active: boolean; now: number; language: string }) {
  const line = lastLine(row);
  const unread = row.unread > 0;
  return (
    <li className={styles.item}>
      <a href={href} data-contract={row.contractId} className={styles.row} aria-current={active ? 'page' : undefined} data-unread={unread || undefined}>
        {/* Names and messages as written: isolated, so a Latin name or message reads right in an Arabic row. */}
        <span className={styles.company}>
          <bdi>{row.counterpart.company}</bdi>
        </span>
        {unread ? <span className="visually-hidden">, {unreadLabel(row.unread)}</span> : null}
        <time className={styles.time} dateTime={row.updatedAt}>
          {formatRelativeTime(row.updatedAt, new Date(now))}
        </time>
        <span className={styles.person}>
          <bdi>{row.counterpart.name}</bdi>
          {row.readOnly ? <span className={styles.status}>{strings.status[row.status] ?? strings.status.readOnly}</span> : null}
        </span>
        <span className={styles.line} data-event={line.event || undefined}>
          {line.event ? <EventIcon className={styles.eventIcon} /> : null}
          {line.event ? line.text : <bdi>{line.text}</bdi>}
        </span>
        {unread ? (
          <span className={styles.count} aria-hidden="true">
            {row.unread > 99 ? fill(copy.more, { count: formatNumber(99) }) : formatNumber(row.unread)}
          </span>
        ) : null}
      </a>
    </li>
  );
});
