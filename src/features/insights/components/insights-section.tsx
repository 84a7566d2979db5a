import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { userMessage } from '@/api/errors';
import { EmptyState, ErrorState, Skeleton, Spinner } from '@/components/ui';
import { insights } from '@/i18n/insights';
import { fill } from '@/lib/format';
import styles from './insights-section.module.css';

const states = insights.states;

export interface InsightsSectionProps<T> {
  heading: string;
  lead: string;
  /** The section's own call: each section loads, fails and retries on its own. */
  query: UseQueryResult<T>;
  /** Whether the answer has nothing to show (the section then shows `empty`). */
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}

/**
 * One section of the insights page: its heading and lead, then a skeleton while its call runs, the
 * error with a retry, the empty sentence, or its figures. While a new period loads, the last
 * figures stay (dimmed, aria-busy) instead of flashing a skeleton.
 */
export function InsightsSection<T>({ heading, lead, query, isEmpty, empty, children }: InsightsSectionProps<T>) {
  const headingId = useId();
  const { data } = query;
  const refreshing = query.isFetching && query.isPlaceholderData;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={query.isFetching || undefined}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.lead}>{lead}</p>
      </div>
      {query.isError && !refreshing ? (
        <ErrorState
          title={fill(states.error, { section: heading })}
          message={userMessage(query.error, fill(states.error, { section: heading }), states.network)}
          onRetry={() => void query.refetch()}
          retryLabel={states.retry}
          retrying={query.isFetching}
          headingLevel={3}
        />
      ) : data === undefined ? (
        <div className={styles.loading}>
          <Spinner label={fill(states.loading, { section: heading.toLowerCase() })} />
          <Skeleton variant="rect" height="14rem" />
        </div>
      ) : isEmpty(data) ? (
        <EmptyState title={empty} compact />
      ) : (
        <div className={refreshing ? styles.refreshing : styles.figures}>{children(data)}</div>
      )}
    </section>
  );
}
