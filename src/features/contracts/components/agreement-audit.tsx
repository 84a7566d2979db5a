import { useId } from 'react';
import { userMessage } from '@/api/errors';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui';
import { agreements as agreementsText } from '@/i18n/agreements';
import { fill } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date-time';
import { useAgreementAudit } from '../api/get-agreement-audit';
import styles from './agreement-audit.module.css';

const copy = agreementsText.audit;

/** The agreement's audit trail, oldest first: what happened, when (with the zone), by whom. Admins see it too. */
export function AgreementAudit({ contractId, approved }: { contractId: string; approved: boolean }) {
  const headingId = useId();
  const audit = useAgreementAudit(contractId, approved);
  if (!approved) return null;
  return (
    <section className={styles.audit} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {copy.heading}
        </h2>
        <p className={styles.intro}>{copy.intro}</p>
      </div>
      {audit.data ? (
        audit.data.events.length === 0 ? (
          <EmptyState compact title={copy.empty} headingLevel={3} />
        ) : (
          <ol className={styles.events}>
            {audit.data.events.map((event) => (
              <li key={event.id} className={styles.event} data-kind={event.kind}>
                <time dateTime={event.at} className={styles.when}>
                  {formatDateTime(event.at)}
                </time>
                <span className={styles.what}>
                  {fill(copy.kinds[event.kind], { version: event.version })} {fill(copy.by, { actor: event.actor })}
                </span>
                {/* A decline's reason is the party's own words; a digest is hex, left to right in every language. */}
                {event.reason ? (
                  <span className={styles.reason} dir="auto">
                    {fill(copy.reason, { reason: event.reason })}
                  </span>
                ) : null}
                <code className={styles.digest} dir="ltr">
                  {fill(copy.digest, { digest: event.digest })}
                </code>
              </li>
            ))}
          </ol>
        )
      ) : audit.isError ? (
        <ErrorState
          headingLevel={3}
          title={copy.loadError}
          message={userMessage(audit.error, '')}
          onRetry={() => void audit.refetch()}
          retrying={audit.isFetching}
        />
      ) : (
        <div role="status">
          <span className="visually-hidden">{copy.loading}</span>
          <Skeleton lines={3} />
        </div>
      )}
    </section>
  );
}
