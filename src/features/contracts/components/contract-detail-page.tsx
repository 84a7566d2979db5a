import { Fragment, useId } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, messageOf, NetworkError } from '@/api/errors';
import { AppLayout, RequireSession } from '@/components/layout/app-layout';
import { Badge, ButtonLink, EmptyState, ErrorState, PageContainer, Spinner } from '@/components/ui';
import { contracts as contractsText } from '@/i18n/contracts';
import { conversationLinks } from '@/i18n/conversations';
import { contractsPath } from '@/lib/session';
import { useSingleContract } from '../api/get-single-contract';
import { categoryText, roleLabels, statusLabel, partnerSummary } from '../lib/contract-model';
import { AgreementAudit } from './agreement-audit';
import { AgreementPanel } from './agreement-panel';
import { ContractDocument } from './contract-document';
import { MilestonesSection, milestonePermissions } from './milestones-section';
import { PartnerCard } from './partner-card';
import styles from './contract-detail-page.module.css';
import { fill, formatDate } from '@/lib/format';

const copy = contractsText.detail;

/** /contract/{contractId}: opened by the two parties and by admins. */
export function ContractDetailPage({ contractId }: { contractId: string }) {
  return (
    <RequireSession>
      {(session) => (
        <AppLayout title={copy.title}>
          <ContractDetail contractId={contractId} category={session.user.category} />
        </AppLayout>
      )}
    </RequireSession>
  );
}

/** The sentence of the error view: 'Contract not found' for a 404 / 'Not Found', else 'HTTP error! status: {code}'. */
export function contractErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return copy.networkError;
  if (error instanceof ApiError) {
    const server = messageOf(error.body);
    if (error.status === 404 || server === 'Not Found') return copy.notFound;
    const http = fill(copy.httpError, { code: error.status });
    return server ? `${http} — ${server}` : http;
  }
  return copy.notFound;
}

export function ContractDetail({ contractId, category }: { contractId: string; category: string }) {
  const contract = useSingleContract(contractId);
  const partiesId = useId();

  const back = (
    <Link to={contractsPath(category)} className={styles.back}>
      <span aria-hidden="true">{copy.backArrow} </span>
      {copy.back}
    </Link>
  );

  if (contract.isPending) {
    return (
      <PageContainer padded className={styles.page}>
        {back}
        <h1>{copy.title}</h1>
        <div role="status" className={styles.loading}>
          <Spinner decorative size="lg" />
          <p>{copy.loading}</p>
        </div>
      </PageContainer>
    );
  }

  const notFound = contract.data?.message === 'Not Found';
  if (contract.isError || notFound) {
    return (
      <PageContainer padded className={styles.page}>
        {back}
        <h1>{copy.title}</h1>
        <ErrorState
          title={copy.errorTitle}
          message={notFound ? copy.notFound : contractErrorMessage(contract.error)}
          onRetry={() => void contract.refetch()}
          retryLabel={copy.retry}
          retrying={contract.isFetching}
        />
      </PageContainer>
    );
  }

  const { contract: data, partnerOne, partnerTwo } = contract.data;
  if (!data) {
    return (
      <PageContainer padded className={styles.page}>
        {back}
        <h1>{copy.title}</h1>
        <EmptyState title={copy.noData} headingLevel={2} />
      </PageContainer>
    );
  }

  const [roleOne, roleTwo] = roleLabels(data.category);
  const names = [partnerOne, partnerTwo].map((p) => (p ? partnerSummary(p).name : '')).filter(Boolean);
  const permissions = milestonePermissions(category, data.status);
  // The agreement exists from the approval on ("signed" is an approved contract both parties signed).
  const agreementExists = data.status === 'approved' || data.status === 'signed';

  return (
    <PageContainer padded className={styles.page}>
      {back}
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <h1>{copy.title}</h1>
          {names.length > 0 ? (
            <p className={styles.parties}>
              {names.map((name, index) => (
                <Fragment key={index}>
                  {index > 0 ? copy.partiesAnd : null}
                  <span dir="auto">{name}</span>
                </Fragment>
              ))}
            </p>
          ) : null}
          {/* The parties' conversation (issue 12): theirs to write in, an admin's to read. */}
          <ButtonLink to={`/messages/${encodeURIComponent(data.contractId)}`} variant="secondary" size="sm" className={styles.messages}>
            {category === 'admin' ? conversationLinks.readConversation : conversationLinks.messages}
          </ButtonLink>
        </div>
        <dl className={styles.summary} aria-label={copy.summaryLabel}>
          <div className={styles.summaryItem}>
            <dt>{copy.status}</dt>
            <dd>
              <Badge status={data.status}>{statusLabel(data.status)}</Badge>
            </dd>
          </div>
          <div className={styles.summaryItem}>
            <dt>{copy.category}</dt>
            <dd>{categoryText(data.category) || contractsText.card.notGiven}</dd>
          </div>
          <div className={styles.summaryItem}>
            <dt>{copy.startDate}</dt>
            <dd>
              <time dateTime={data.createdAt}>{formatDate(data.createdAt)}</time>
            </dd>
          </div>
          {data.updatedAt && data.updatedAt !== data.createdAt ? (
            <div className={styles.summaryItem}>
              <dt>{copy.lastUpdated}</dt>
              <dd>
                <time dateTime={data.updatedAt}>{formatDate(data.updatedAt)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
      </header>

      <div className={styles.layout}>
        <div className={styles.aside}>
          <section className={styles.partners} aria-labelledby={partiesId}>
            <h2 id={partiesId} className="visually-hidden">
              {copy.partiesHeading}
            </h2>
            <PartnerCard position={copy.partnerOne} role={roleOne} profile={partnerOne} />
            <PartnerCard position={copy.partnerTwo} role={roleTwo} profile={partnerTwo} />
          </section>
          <ContractDocument contractId={data.contractId} fileUrl={data.FileUrl} />
        </div>
        <div className={styles.main}>
          <AgreementPanel contractId={data.contractId} approved={agreementExists} />
          <MilestonesSection contractId={data.contractId} {...permissions} />
          <AgreementAudit contractId={data.contractId} approved={agreementExists} />
        </div>
      </div>
    </PageContainer>
  );
}
