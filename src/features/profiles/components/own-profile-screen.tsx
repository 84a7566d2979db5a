import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, NetworkError } from '@/api/errors';
import { AppLayout } from '@/components/layout/app-layout';
import { ButtonLink, Card, EmptyState, ErrorState, PageContainer, Skeleton } from '@/components/ui';
import { t } from '@/i18n';
import { profiles as profilesText } from '@/i18n/profiles';
import { completeProfilePath, dashboardPath } from '@/lib/session';
import { serverText } from '../lib/messages';
import { ProfileContent, type OwnProfileScreenProps, type StoredProfile } from './own-profile-content';
import styles from './own-profile-screen.module.css';
import { ownProfilePath, type PartyKind } from '@/lib/party-kinds';

const own = profilesText.own;

export type { OwnProfileScreenProps, ProfileBadge, StoredProfile } from './own-profile-content';

/**
 * An own-profile page (specification §2): the profile loaded by the dashboard profile call of its kind,
 * shown read-only with Edit Profile; the edit form (second reading of the option lists); Save asks
 * 'Confirm Profile Update'; Confirm sends the update; Cancel restores the data as it was.
 */
export function OwnProfileScreen<P extends StoredProfile>(props: OwnProfileScreenProps<P>) {
  const { kind, title, query, enabled, id } = props;
  let body: ReactNode;
  if (!enabled) {
    body = <NotYours kind={kind} ownPath={null} />;
  } else if (query.isPending) {
    body = <LoadingProfile />;
  } else if (query.isError) {
    const error = query.error;
    body =
      error instanceof ApiError && error.status === 404 ? (
        <EmptyState
          headingLevel={2}
          title={own.noProfileTitle}
          description={serverText(error) ?? own.noProfileBody}
          action={<ButtonLink to={completeProfilePath(kind)}>{own.completeProfile}</ButtonLink>}
        />
      ) : (
        <ErrorState
          title={own.errorTitle}
          message={loadErrorMessage(kind, error)}
          onRetry={() => void query.refetch()}
          retryLabel={t.ui.tryAgain}
          retrying={query.isFetching}
        />
      );
  } else if (query.data._id !== id) {
    body = <NotYours kind={kind} ownPath={ownProfilePath(kind, query.data._id)} />;
  } else {
    body = <ProfileContent key={query.data._id} {...props} profile={query.data} />;
  }

  return (
    <AppLayout title={title}>
      <PageContainer padded className={styles.page}>
        <div className={styles.top}>
          <Link to={dashboardPath(props.session.user.category)} className={styles.back}>
            <span aria-hidden="true">{own.backArrow}</span> {own.backToDashboard}
          </Link>
          <h1 className={styles.title}>{title}</h1>
        </div>
        {body}
      </PageContainer>
    </AppLayout>
  );
}

function loadErrorMessage(kind: PartyKind, error: unknown): string {
  if (error instanceof NetworkError) return own.loadFailed[kind];
  const detail = serverText(error);
  return detail ? `${own.fetchFailed[kind]}. ${detail}` : own.fetchFailed[kind];
}

function LoadingProfile() {
  return (
    <div className={styles.loading} aria-busy="true">
      <p role="status" className="visually-hidden">
        {own.loading}
      </p>
      <Card>
        <div className={styles.identity}>
          <Skeleton variant="circle" height={96} />
          <div className={styles.identityText}>
            <Skeleton width="50%" height={28} />
            <Skeleton width="70%" />
          </div>
        </div>
      </Card>
      <Card>
        <Skeleton lines={6} />
      </Card>
    </div>
  );
}

function NotYours({ kind, ownPath }: { kind: PartyKind; ownPath: string | null }) {
  return (
    <EmptyState
      headingLevel={2}
      title={own.notFound[kind]}
      description={own.notFoundBody}
      action={ownPath ? <ButtonLink to={ownPath}>{own.openOwnProfile}</ButtonLink> : undefined}
    />
  );
}
