import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { userMessage } from '@/api/errors';
import { Banner, ButtonLink, ConfirmDialog, EmptyState, ErrorState, PageContainer, Skeleton, Spinner, Tabs, type TabItem } from '@/components/ui';
import { t, useLanguage } from '@/i18n';
import { admin as adminText } from '@/i18n/admin';
import { useAcceptBusiness } from '../api/accept-business';
import { usePendingBusinessActions, type BusinessAction, type BusinessActionCallbacks } from '../api/business-actions';
import { useDeleteBusiness } from '../api/delete-business';
import { useBusinesses, type BusinessListItem } from '../api/get-businesses';
import { useRejectBusiness } from '../api/reject-business';
import {
  businessFilters,
  countBusinesses,
  filterBusinesses,
  indexBusinesses,
  industryText,
  pageOf,
  type BusinessFilter,
  type Page,
} from '../lib/businesses';
import { AddNewMenu } from './add-new-menu';
import { BusinessCounters } from './business-counters';
import { BusinessPagination } from './business-pagination';
import { BusinessSearch } from './business-search';
import { BusinessTable } from './business-table';
import styles from './admin-panel-screen.module.css';
import { fill, formatNumber } from '@/lib/format';

const strings = adminText.panel;
const actionStrings = adminText.actions;

/** The type tabs; the labels are getters, read at each render, so a language switch relabels them. */
const filterTabs: readonly TabItem<BusinessFilter>[] = businessFilters.map((value) => ({
  value,
  get label() {
    return strings.filters[value];
  },
}));

/** How many action messages stay on screen at once (the newest). */
const MAX_NOTICES = 3;

interface Notice {
  id: number;
  tone: 'success' | 'error';
  title?: string;
  text: string;
}

interface Confirmation {
  action: BusinessAction;
  row: BusinessListItem;
}

/**
 * /adminPanel for an admin: counters, the Add New menu and the contracts link, then the businesses
 * with type tabs, a search by name or industry, 25 rows a page, and Accept / Reject / Delete with
 * a Yes/No confirmation. Action results and failures are shown (the specification only logs
 * failures; an admin must know).
 */
export function AdminPanelScreen() {
  const businesses = useBusinesses();
  const rows = businesses.data;
  const [filter, setFilter] = useState<BusinessFilter>('all');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const [notices, setNotices] = useState<Notice[]>([]);
  const noticeId = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  /** Where focus goes once the confirmation has closed: a row's name link, or the section heading. */
  const focusRequest = useRef<string | null>(null);
  const pending = usePendingBusinessActions();
  const { language } = useLanguage();

  const callbacks = useMemo<BusinessActionCallbacks>(() => {
    const push = (notice: Omit<Notice, 'id'>) => {
      noticeId.current += 1;
      const id = noticeId.current;
      setNotices((list) => [...list.slice(-(MAX_NOTICES - 1)), { ...notice, id }]);
    };
    return {
      onSuccess: (action, row) =>
        push({ tone: 'success', text: fill(actionStrings.done[action], { name: row.name || strings.notProvided }) }),
      onError: (action, row, error) =>
        push({
          tone: 'error',
          title: fill(actionStrings.failed, { action: actionStrings.verbs[action], name: row.name || strings.notProvided }),
          text: userMessage(error, actionStrings.failedFallback, actionStrings.failedNetwork),
        }),
    };
  }, []);
  const accept = useAcceptBusiness(callbacks);
  const reject = useRejectBusiness(callbacks);
  const remove = useDeleteBusiness(callbacks);

  // The search text holds each row's industry in the reader's language too: built again on a switch.
  const index = useMemo(() => indexBusinesses(rows ?? [], language), [rows, language]);
  const counts = useMemo(() => (rows ? countBusinesses(rows) : null), [rows]);
  const filtered = useMemo(() => filterBusinesses(index, filter, query, language), [index, filter, query, language]);
  const current = useMemo(() => pageOf(filtered, page), [filtered, page]);

  const { refetch } = businesses;
  const onRetry = useCallback(() => void refetch(), [refetch]);

  const onAction = useCallback((action: BusinessAction, row: BusinessListItem) => setConfirming({ action, row }), []);

  const onConfirm = () => {
    if (!confirming) return;
    const { action, row } = confirming;
    setConfirming(null);
    if (pending.has(row._id)) return;
    const mutation = action === 'accept' ? accept : action === 'reject' ? reject : remove;
    mutation.mutate({ row });
    // The row's buttons are disabled now, so focus moves to its name (or, as the row will go, to the heading).
    focusRequest.current = action === 'delete' ? '' : row._id;
  };

  useEffect(() => {
    const target = focusRequest.current;
    if (target === null) return;
    focusRequest.current = null;
    const link = target
      ? Array.from(resultsRef.current?.querySelectorAll<HTMLElement>('[data-row-link]') ?? []).find(
          (element) => element.dataset.rowLink === target,
        )
      : undefined;
    (link ?? headingRef.current)?.focus();
  });

  // Typing stays responsive: a keystroke renders only the search box; the table follows in a
  // transition, which a further keystroke interrupts rather than waits for.
  const onSearch = useCallback((value: string) => {
    startTransition(() => {
      setQuery(value);
      setPage(1);
    });
  }, []);

  const onPage = useCallback((next: number) => {
    setPage(next);
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  return (
    <PageContainer padded className={styles.page}>
      <div className={styles.pageHeader}>
        <div className={styles.titles}>
          <h1 className={styles.title}>{t.routes.adminPanel}</h1>
          <p className={styles.intro}>{strings.intro}</p>
        </div>
        <div className={styles.headerActions}>
          <ButtonLink to="/admin/AllContracts" variant="secondary">
            {strings.allContracts}
          </ButtonLink>
          <AddNewMenu />
        </div>
      </div>

      <BusinessCounters counts={counts} failed={businesses.isError} />

      <section aria-labelledby="admin-businesses-heading" className={styles.section}>
        <h2 id="admin-businesses-heading" ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
          {strings.businesses}
        </h2>
        <div className={styles.toolbar}>
          <BusinessSearch onSearch={onSearch} className={styles.search} />
        </div>
        <Tabs
          items={filterTabs}
          value={filter}
          label={strings.filterLabel}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        >
          <div ref={resultsRef}>
            <Results
              status={rows ? 'ready' : businesses.isError ? 'error' : 'loading'}
              error={businesses.error}
              retrying={businesses.isFetching}
              onRetry={onRetry}
              current={current}
              pending={pending}
              onAction={onAction}
              onPage={onPage}
            />
          </div>
        </Tabs>
      </section>

      <div className={styles.notices} aria-live="polite">
        {notices.map((notice) => (
          <Banner
            key={notice.id}
            tone={notice.tone}
            title={notice.title}
            onClose={() => setNotices((list) => list.filter((item) => item.id !== notice.id))}
          >
            {notice.text}
          </Banner>
        ))}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? fill(actionStrings.confirm, { action: actionStrings.verbs[confirming.action] }) : ''}
        message={confirming ? <ConfirmTarget row={confirming.row} /> : null}
        confirmLabel={actionStrings.yes}
        cancelLabel={actionStrings.no}
        tone={confirming?.action === 'accept' ? 'default' : 'danger'}
        onCancel={() => setConfirming(null)}
        onConfirm={onConfirm}
      />
    </PageContainer>
  );
}

function ConfirmTarget({ row }: { row: BusinessListItem }) {
  return (
    <span className={styles.confirmTarget}>
      <strong>
        <bdi>{row.name || strings.notProvided}</bdi>
      </strong>
      <span>
        {strings.types[row.category] ?? row.category}
        {row.industry ? ` · ${industryText(row.industry)}` : ''}
      </span>
    </span>
  );
}

interface ResultsProps {
  status: 'loading' | 'error' | 'ready';
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  current: Page<BusinessListItem>;
  pending: ReadonlyMap<string, BusinessAction>;
  onAction: (action: BusinessAction, row: BusinessListItem) => void;
  onPage: (page: number) => void;
}

/** The tab panel's content; memoised so that only a new page of results renders it. */
const Results = memo(function Results({ status, error, retrying, onRetry, current, pending, onAction, onPage }: ResultsProps) {
  // Memoised: a language switch must still re-render its words (decision 029).
  useLanguage();
  if (status === 'loading') {
    return (
      <div className={styles.loading} aria-busy="true">
        <Spinner label={strings.loading} />
        <Skeleton variant="rect" height="3rem" />
        <Skeleton variant="rect" height="3rem" />
        <Skeleton variant="rect" height="3rem" />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <ErrorState
        title={strings.loadError.title}
        message={userMessage(error, strings.loadError.fallback, strings.loadError.network)}
        onRetry={onRetry}
        retrying={retrying}
        headingLevel={3}
      />
    );
  }
  return (
    <div className={styles.results}>
      <div role="status" className={styles.summary}>
        {current.total > 0 ? (
          fill(strings.showing, {
            from: formatNumber(current.from),
            to: formatNumber(current.to),
            total: formatNumber(current.total),
          })
        ) : (
          <EmptyState title={strings.empty} compact />
        )}
      </div>
      {current.total > 0 ? <BusinessTable rows={current.items} pending={pending} onAction={onAction} /> : null}
      <BusinessPagination page={current.page} pages={current.pages} onPage={onPage} />
    </div>
  );
});
