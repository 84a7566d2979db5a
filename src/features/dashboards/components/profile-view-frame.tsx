import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, messageOf, NetworkError } from '@/api/errors';
import { AppLayout } from '@/components/layout/app-layout';
import { ErrorState, PageContainer, Skeleton } from '@/components/ui';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import { dashboardPath, type Session } from '@/lib/session';
import type { PartyKind } from '../lib/types';
import styles from './profile-view-frame.module.css';

const copy = dashboardsText.view;

/**
 * The message of a failed profile read (specification §8): 404 the kind's "not found"; another status the
 * server's message or "Error loading … data"; no answer at all "Failed to load … data".
 */
export function profileViewError(kind: PartyKind, error: unknown): { notFound: boolean; message: string } {
  if (error instanceof ApiError) {
    if (error.status === 404) return { notFound: true, message: copy.notFound[kind] };
    return { notFound: false, message: messageOf(error.body) ?? copy.loadError[kind] };
  }
  if (error instanceof NetworkError) return { notFound: false, message: copy.networkError[kind] };
  return { notFound: false, message: copy.loadError[kind] };
}

export interface ProfileViewFrameProps<T> {
  kind: PartyKind;
  /** The route's title (the tab title until the profile's name is known). */
  title: string;
  session: Session;
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  /** The profile's name, for the tab title, once loaded. */
  nameOf: (data: T) => string;
  children: (data: T) => ReactNode;
}

/** A profile page's frame: header, back link, and the loading, not-found and error states. */
export function ProfileViewFrame<T>({ kind, title, session, query, nameOf, children }: ProfileViewFrameProps<T>) {
  const back = (
    <Link to={dashboardPath(session.user.category)} className={styles.back}>
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M16 10H5m4-4-4 4 4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {copy.backToDashboard}
    </Link>
  );

  let content: ReactNode;
  let pageTitle = title;
  if (query.isPending) {
    content = (
      <div aria-busy="true">
        <h1 className="visually-hidden">{title}</h1>
        <p role="status" className="visually-hidden">
          {copy.loading}
        </p>
        <div className={styles.loadingHeader} aria-hidden="true">
          <Skeleton variant="circle" height={120} />
          <div className={styles.loadingLines}>
            <Skeleton width="55%" height={28} />
            <Skeleton width="35%" />
            <Skeleton width="25%" />
          </div>
        </div>
        <div className={styles.loadingBody} aria-hidden="true">
          <Skeleton variant="rect" height={180} />
          <Skeleton variant="rect" height={180} />
        </div>
      </div>
    );
  } else if (query.isError) {
    const { notFound, message } = profileViewError(kind, query.error);
    if (notFound) pageTitle = message;
    content = notFound ? (
      <div className={styles.notFound}>
        <h1 className={styles.notFoundTitle}>{message}</h1>
        <p>{copy.notFoundHint}</p>
        <Link to={dashboardPath(session.user.category)}>{copy.backToDashboard}</Link>
      </div>
    ) : (
      <>
        <h1 className="visually-hidden">{title}</h1>
        <ErrorState
          title={copy.errorTitle}
          message={message}
          onRetry={() => void query.refetch()}
          retryLabel={dashboardsText.tryAgain}
          retrying={query.isFetching}
        />
      </>
    );
  } else if (query.data) {
    pageTitle = nameOf(query.data) || title;
    content = children(query.data);
  }

  return (
    <AppLayout title={pageTitle}>
      <PageContainer padded className={styles.page}>
        {back}
        {content}
      </PageContainer>
    </AppLayout>
  );
}
