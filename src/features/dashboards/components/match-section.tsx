import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Button, EmptyState, ErrorState, Skeleton } from '@/components/ui';
import { format, useLanguage } from '@/i18n';
import { defaultFormatLocale } from '@/lib/format';
import { formatPlainNumber } from '@/lib/format-plain';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import { applyFilters, defaultFilters, distinct, filtersActive, matchView, type MatchFilters } from '../lib/matches';
import { useMatchFilters } from '../lib/use-match-filters';
import type { MatchList, PartyKind } from '../lib/types';
import { MatchCard } from './match-card';
import { MatchToolbar } from './match-toolbar';
import styles from './match-section.module.css';

const copy = dashboardsText.lists;

/** How many cards show at first, and how many more each "Show more matches" adds. */
export const PAGE_SIZE = 6;

export interface MatchListStrings {
  heading: string;
  description: string;
  /** The specification's empty text of this list. */
  empty: string;
  /** The specification's message for a failed fetch of this list. */
  fetchFailed: string;
}

export interface MatchSectionProps<K extends PartyKind> {
  /** The kind of the matched profiles. */
  kind: K;
  strings: MatchListStrings;
  query: Pick<UseQueryResult<MatchList<K>>, 'data' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
}

/** One match list of a dashboard with its loading, empty, message, error and filled states. */
export function MatchSection<K extends PartyKind>({ kind, strings, query }: MatchSectionProps<K>) {
  const headingId = useId();
  const items = query.data?.items;
  const count = items?.length ?? 0;

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={query.isPending || undefined}>
      <div className={styles.head}>
        <div className={styles.titles}>
          <div className={styles.headingRow}>
            <h2 id={headingId} className={styles.heading}>
              {strings.heading}
            </h2>
            {items && count > 0 ? (
              <span className={styles.count}>{format(copy.count, { count })}</span>
            ) : null}
          </div>
          <p className={styles.description}>{strings.description}</p>
        </div>
      </div>
      {query.isPending ? (
        <LoadingCards />
      ) : query.isError ? (
        <ErrorState
          title={copy.errorTitle}
          message={strings.fetchFailed}
          onRetry={() => void query.refetch()}
          retryLabel={dashboardsText.tryAgain}
          retrying={query.isFetching}
          headingLevel={3}
        />
      ) : !query.data || count === 0 ? (
        <EmptyState title={strings.empty} description={query.data?.message ?? undefined} headingLevel={3} compact />
      ) : (
        <FilledList kind={kind} list={query.data} listName={strings.heading} />
      )}
    </section>
  );
}

function LoadingCards() {
  return (
    <div className={styles.loading}>
      <p role="status" className="visually-hidden">
        {copy.loading}
      </p>
      <div className={styles.grid} aria-hidden="true">
        {[0, 1].map((index) => (
          <div key={index} className={styles.skeletonCard} data-testid="match-skeleton">
            <div className={styles.skeletonHead}>
              <Skeleton variant="circle" height={48} />
              <div className={styles.skeletonLines}>
                <Skeleton width="70%" />
                <Skeleton width="40%" />
              </div>
              <Skeleton variant="circle" height={64} />
            </div>
            <Skeleton lines={3} />
            <Skeleton variant="rect" height={32} width="40%" />
          </div>
        ))}
      </div>
    </div>
  );
}

function FilledList<K extends PartyKind>({ kind, list, listName }: { kind: K; list: MatchList<K>; listName: string }) {
  const [filters, setFilters] = useMatchFilters(kind);
  const [limit, setLimit] = useState(PAGE_SIZE);
  // The cards are worded in the language they were built in: a switch (which re-renders here and
  // changes the locale) builds them again.
  useLanguage();
  const locale = defaultFormatLocale;
  const views = useMemo(() => list.items.map((item) => matchView(kind, item, locale)), [kind, list, locale]);
  const industries = useMemo(() => distinct(views.flatMap((view) => view.industries)), [views]);
  const regions = useMemo(() => distinct(views.map((view) => view.region)), [views]);
  const visible = useMemo(() => applyFilters(views, filters), [views, filters]);
  const shown = visible.slice(0, limit);

  const change = (next: MatchFilters) => {
    setFilters(next);
    setLimit(PAGE_SIZE);
  };

  return (
    <>
      <MatchToolbar listName={listName} filters={filters} onChange={change} industries={industries} regions={regions} />
      <p className={styles.status} role="status">
        {format(copy.showing, { shown: formatPlainNumber(shown.length), total: formatPlainNumber(views.length) })}
      </p>
      {visible.length === 0 ? (
        <EmptyState
          title={copy.noneFit}
          description={copy.noneFitHint}
          headingLevel={3}
          compact
          action={
            <Button variant="secondary" size="sm" onClick={() => change(defaultFilters)}>
              {copy.clearFilters}
            </Button>
          }
        />
      ) : (
        <ul className={styles.grid} role="list">
          {shown.map((view) => (
            <li key={view.id} className={styles.item}>
              <MatchCard match={view} />
            </li>
          ))}
        </ul>
      )}
      {visible.length > shown.length || filtersActive(filters) ? (
        <div className={styles.more}>
          {visible.length > shown.length ? (
            <Button variant="secondary" onClick={() => setLimit((value) => value + PAGE_SIZE)}>
              {copy.showMore}
            </Button>
          ) : null}
          {filtersActive(filters) && visible.length > 0 ? (
            <Button variant="ghost" onClick={() => change(defaultFilters)}>
              {copy.clearFilters}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
