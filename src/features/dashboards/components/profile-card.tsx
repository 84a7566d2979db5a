import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@/api/errors';
import { Avatar, Badge, ButtonLink, EmptyState, ErrorState, Skeleton } from '@/components/ui';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import { completeProfilePath } from '@/lib/session';
import { ownProfilePath } from '@/lib/party-kinds';
import { profileSummary } from '../lib/profiles';
import type { PartyKind, ProfileOf } from '../lib/types';
import styles from './profile-card.module.css';

const copy = dashboardsText.profileCard;

const copyKey = { foreign: 'foreign', local: 'partner', investor: 'investor' } as const;

export interface ProfileCardProps<K extends PartyKind> {
  /** The signed-in user's kind. */
  kind: K;
  query: Pick<UseQueryResult<ProfileOf[K] | null>, 'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
}

/**
 * The signed-in user's profile on a dashboard: 120 px round avatar, name, type, verification badge
 * (specification §4 colours); the whole card opens the own-profile page.
 */
export function ProfileCard<K extends PartyKind>({ kind, query }: ProfileCardProps<K>) {
  const headingId = useId();
  const hintId = useId();
  const key = copyKey[kind];

  let body;
  if (query.isPending) {
    body = (
      <div className={styles.loading} aria-hidden="true">
        <Skeleton variant="circle" height={120} />
        <Skeleton width="70%" />
        <Skeleton width="40%" />
        <Skeleton lines={2} />
      </div>
    );
  } else if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    // no profile yet: invite the user to complete one (retrying cannot help)
    body = (
      <EmptyState
        title={copy.noProfile.title}
        description={copy.noProfile.description[key]}
        action={<ButtonLink to={completeProfilePath(kind)}>{copy.completeProfile}</ButtonLink>}
        headingLevel={3}
        compact
        className={styles.state}
      />
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        title={copy.errorTitle}
        message={copy.fetchFailed[key]}
        onRetry={() => void query.refetch()}
        retryLabel={dashboardsText.tryAgain}
        retrying={query.isFetching}
        headingLevel={3}
        className={styles.state}
      />
    );
  } else if (!query.data || typeof query.data !== 'object' || !query.data._id) {
    body = <EmptyState title={copy.empty[key]} headingLevel={3} compact className={styles.state} />;
  } else {
    const summary = profileSummary(kind, query.data);
    body = (
      <div className={styles.filled}>
        <Avatar name={summary.name} src={summary.logo} size={120} alt="" className={styles.avatar} />
        <p className={styles.name}>
          <Link to={ownProfilePath(kind, summary.id)} className={styles.link} aria-describedby={hintId}>
            <span dir="auto">{summary.name}</span>
          </Link>
        </p>
        <p className={styles.type}>{summary.type}</p>
        <Badge tone={summary.status.tone} className={styles.badge}>
          <span className="visually-hidden">{copy.verification}: </span>
          {summary.status.text}
        </Badge>
        <dl className={styles.facts}>
          <div>
            <dt>{copy.industry}</dt>
            <dd>{summary.industry || '—'}</dd>
          </div>
          <div>
            <dt>{copy.region}</dt>
            <dd>{summary.region ? <span dir="auto">{summary.region}</span> : '—'}</dd>
          </div>
        </dl>
        <p id={hintId} className={styles.open}>
          {copy.open}
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M4 10h11m-4-4 4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </p>
      </div>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={headingId} aria-busy={query.isPending || undefined}>
      <h2 id={headingId} className={styles.label}>
        {copy.label}
      </h2>
      {query.isPending ? (
        <p role="status" className="visually-hidden">
          {copy.loading}
        </p>
      ) : null}
      {body}
    </section>
  );
}
