import { useSearchParams } from 'react-router-dom';
import { userMessage } from '@/api/errors';
import { useUnreadNotificationCount } from '@/api/requests/get-unread-notification-count';
import type { NotificationFilter } from '@/api/requests/list-notifications';
import { useMarkAllNotificationsRead } from '@/api/requests/mark-all-notifications-read';
import { NotificationList } from '@/components/notifications/notification-list';
import { Banner, Button, ButtonLink, EmptyState, ErrorState, PageContainer, Skeleton, Spinner, Tabs } from '@/components/ui';
import { t } from '@/i18n';
import { notifications as strings } from '@/i18n/notifications';
import { fill } from '@/lib/format';
import styles from './notifications-screen.module.css';

/** A page of the full list. */
export const PAGE_SIZE = 20;
const FILTERS: readonly NotificationFilter[] = ['all', 'unread'];

/** /notifications: every notification, newest first, a page at a time; All or Unread (kept in the URL); Mark all as read. */
export function NotificationsScreen() {
  const [search, setSearch] = useSearchParams();
  const filter: NotificationFilter = search.get('filter') === 'unread' ? 'unread' : 'all';
  const unread = useUnreadNotificationCount().data?.unread ?? 0;
  const markAll = useMarkAllNotificationsRead();
  const page = strings.page;
  return (
    <PageContainer padded className={styles.page}>
      <div className={styles.header}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{t.routes.notifications}</h1>
          <ButtonLink to="/notifications/settings" variant="secondary" size="sm">
            {page.settings}
          </ButtonLink>
        </div>
        <p className={styles.intro}>{page.intro}</p>
      </div>
      <div className={styles.toolbar}>
        <Tabs
          label={page.filterLabel}
          variant="sub"
          value={filter}
          onChange={(next) => setSearch(next === 'unread' ? { filter: 'unread' } : {}, { replace: true })}
          items={FILTERS.map((value) => ({ value, label: page.filters[value], ...(value === 'unread' ? { count: unread } : {}) }))}
        />
        <Button variant="ghost" size="sm" disabled={unread === 0} loading={markAll.isPending} onClick={() => markAll.mutate()}>
          {page.markAll}
        </Button>
      </div>
      {markAll.isSuccess ? <Banner tone="success">{page.markedAll}</Banner> : null}
      {markAll.isError ? <Banner tone="error">{page.markAllFailed}</Banner> : null}
      <section className={styles.list} aria-label={unread > 0 ? fill(page.count, { count: unread }) : t.routes.notifications}>
        <NotificationList
          key={filter}
          filter={filter}
          limit={PAGE_SIZE}
          renderLoading={() => (
            <div className={styles.loading}>
              <Spinner label={strings.panel.loading} />
              {[0, 1, 2, 3].map((key) => (
                <Skeleton key={key} variant="rect" height="3.5rem" />
              ))}
            </div>
          )}
          renderError={(error, retry) => <ErrorState title={page.error} message={userMessage(error, page.error)} onRetry={retry} retryLabel={strings.panel.retry} />}
          renderEmpty={() => <EmptyState title={page.empty[filter]} description={page.emptyHint} />}
        />
      </section>
    </PageContainer>
  );
}
