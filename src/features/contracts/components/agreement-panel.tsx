import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { userMessage } from '@/api/errors';
import { Badge, Banner, Button, ConfirmDialog, ErrorState, Skeleton } from '@/components/ui';
import { agreements as agreementsText } from '@/i18n/agreements';
import { downloadBlob } from '@/lib/download';
import { useSingleFlight } from '@/lib/hooks/use-single-flight';
import { fill, formatDate } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date-time';
import { useAgreement, type Agreement } from '../api/get-agreement';
import { getAgreementAuditQueryOptions } from '../api/get-agreement-audit';
import { getAgreementVersionQueryOptions } from '../api/get-agreement-version';
import { useDeclineAgreement } from '../api/decline-agreement';
import { useRegenerateAgreement } from '../api/regenerate-agreement';
import { useSignAgreement } from '../api/sign-agreement';
import { agreementFileName } from '../lib/agreement-files';
import { useDocumentLanguage, type DocumentLanguage } from '../lib/agreement-language';
import { DeclineDialog, SignDialog } from './agreement-dialogs';
import styles from './agreement-panel.module.css';

const copy = agreementsText.panel;

const stateTone = { unsigned: 'warning', 'partially-signed': 'info', signed: 'success', declined: 'danger' } as const;

type Dialog = 'sign' | 'decline' | 'regenerate' | null;

/**
 * The contract's agreement (issue 14): its state, both parties' signatures, the version and its
 * SHA-256, and the steps the caller may take — review and sign, decline, regenerate a draft —
 * plus the PDF with the signatures and the audit trail. Shown once the request is approved.
 */
export function AgreementPanel({ contractId, approved }: { contractId: string; approved: boolean }) {
  const headingId = useId();
  const agreement = useAgreement(contractId, approved);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      {!approved ? (
        <p className={styles.muted}>{copy.notYet}</p>
      ) : agreement.data ? (
        <AgreementBody contractId={contractId} agreement={agreement.data} />
      ) : agreement.isError ? (
        <ErrorState
          headingLevel={3}
          title={copy.loadError}
          message={userMessage(agreement.error, '')}
          onRetry={() => void agreement.refetch()}
          retryLabel={copy.retry}
          retrying={agreement.isFetching}
        />
      ) : (
        <div role="status" className={styles.loading}>
          <span className="visually-hidden">{copy.loading}</span>
          <Skeleton height="1.25rem" width="40%" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </div>
      )}
    </section>
  );
}

function AgreementBody({ contractId, agreement }: { contractId: string; agreement: Agreement }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sign = useSignAgreement(contractId);
  const decline = useDeclineAgreement(contractId);
  const regenerate = useRegenerateAgreement(contractId);
  const [language] = useDocumentLanguage();
  const pdf = usePdfDownload(contractId, agreement, language);
  const { current, you } = agreement;
  const mine = agreement.parties.find((party) => party.profileId === you.profileId);
  const close = () => setDialog(null);

  return (
    <div className={styles.body}>
      <div className={styles.status}>
        <Badge tone={stateTone[agreement.state]}>{copy.states[agreement.state]}</Badge>
        <p className={styles.version}>{fill(copy.version, { version: current.version, date: formatDate(current.createdAt) })}</p>
      </div>
      <p className={styles.digest}>
        <span className={styles.digestLabel}>{copy.digestLabel}</span> <code>{current.digest}</code>
      </p>

      <ul className={styles.parties}>
        {agreement.parties.map((party) => (
          <li key={party.profileId} className={styles.party} data-signed={party.signature ? 'yes' : 'no'}>
            <span className={styles.role}>{party.role}</span>
            {party.signature ? (
              <span>
                {fill(copy.signedBy, {
                  name: party.signature.fullName,
                  company: party.signature.companyName,
                  date: formatDateTime(party.signature.signedAt),
                })}
              </span>
            ) : (
              <span className={styles.muted}>{fill(copy.awaiting, { company: party.companyName })}</span>
            )}
          </li>
        ))}
      </ul>

      {agreement.declined ? (
        <Banner tone="warning">
          {fill(copy.declined, {
            name: agreement.declined.by,
            company: agreement.declined.companyName,
            date: formatDateTime(agreement.declined.at),
            reason: agreement.declined.reason,
          })}{' '}
          {copy.declinedHint}
        </Banner>
      ) : null}
      {notice ? (
        <Banner tone="success" onClose={() => setNotice(null)}>
          {notice}
        </Banner>
      ) : null}
      {pdf.error ? <Banner tone="error">{pdf.error}</Banner> : null}

      <div className={styles.actions}>
        {you.canSign ? <Button onClick={() => setDialog('sign')}>{copy.reviewAndSign}</Button> : null}
        {you.canDecline ? (
          <Button variant="secondary" onClick={() => setDialog('decline')}>
            {copy.declineToSign}
          </Button>
        ) : null}
        {you.canRegenerate ? (
          <Button variant="secondary" onClick={() => setDialog('regenerate')}>
            {copy.regenerate}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => void pdf.download()} loading={pdf.busy} loadingText={copy.preparingPdf}>
          {language === 'en' ? copy.downloadPdf : copy.downloadPdfIn[language]}
        </Button>
      </div>

      <p className={styles.muted}>
        {copy.verifyHint} <Link to="/verify">{`${location.origin}/verify`}</Link>.
      </p>

      <History contractId={contractId} agreement={agreement} />

      {dialog === 'sign' ? (
        <SignDialog
          contractId={contractId}
          version={current.version}
          company={mine?.companyName ?? ''}
          onClose={close}
          submit={async ({ fullName }) => {
            const signed = await sign.mutateAsync({ version: current.version, fullName });
            setNotice(signed.state === 'signed' ? copy.bothSigned : fill(copy.signedDone, { version: current.version }));
          }}
        />
      ) : null}
      {dialog === 'decline' ? (
        <DeclineDialog
          onClose={close}
          submit={async ({ reason }) => {
            await decline.mutateAsync({ version: current.version, reason });
            setNotice(fill(copy.declinedDone, { version: current.version }));
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'regenerate'}
        title={copy.regenerateTitle}
        message={fill(copy.regenerateText, { version: current.version })}
        confirmLabel={copy.regenerateConfirm}
        cancelLabel={agreementsText.sign.cancel}
        busy={regenerate.isPending}
        onCancel={() => {
          regenerate.reset();
          close();
        }}
        onConfirm={() =>
          regenerate.mutate(current.version, {
            onSuccess: (next) => {
              close();
              setNotice(fill(copy.regenerated, { version: next.current.version }));
            },
          })
        }
      >
        {regenerate.isError ? <Banner tone="error">{userMessage(regenerate.error, '')}</Banner> : null}
      </ConfirmDialog>
    </div>
  );
}

/** Earlier versions stay downloadable, exactly as they were issued. */
function History({ contractId, agreement }: { contractId: string; agreement: Agreement }) {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<string | null>(null);
  const earlier = agreement.versions.filter((version) => !version.current);
  if (earlier.length === 0) return null;
  const save = async (version: number) => {
    setFailed(null);
    try {
      // Exactly as issued: the English text, whose bytes the digest is of.
      const { html } = await queryClient.fetchQuery(getAgreementVersionQueryOptions(contractId, version));
      downloadBlob(new Blob([html], { type: 'text/html;charset=utf-8' }), agreementFileName(contractId, version, 'html'));
    } catch (error) {
      setFailed(`${fill(copy.versionFailed, { version })} ${userMessage(error, '')}`.trim());
    }
  };
  return (
    <details className={styles.history}>
      <summary>{copy.history}</summary>
      {failed ? <Banner tone="error">{failed}</Banner> : null}
      <ul className={styles.historyList}>
        {earlier.map((version) => (
          <li key={version.version}>
            <span>{fill(copy.historyItem, { version: version.version, date: formatDate(version.createdAt) })}</span>{' '}
            <code className={styles.shortDigest}>{version.digest}</code>{' '}
            <Button size="sm" variant="ghost" onClick={() => void save(version.version)}>
              {fill(copy.downloadVersion, { version: version.version })}
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The signed agreement as a PDF in the document's language: jsPDF loads only now, with the
 * document and the audit trail, and the Arabic font only for an Arabic or bilingual PDF.
 */
function usePdfDownload(contractId: string, agreement: Agreement, language: DocumentLanguage) {
  const queryClient = useQueryClient();
  const singleFlight = useSingleFlight();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = () =>
    singleFlight(async () => {
      setBusy(true);
      setError(null);
      try {
        const [{ agreementPdfBlob }, page, audit, arabicFont] = await Promise.all([
          import('../lib/agreement-pdf'),
          queryClient.fetchQuery(getAgreementVersionQueryOptions(contractId, agreement.current.version, language)),
          queryClient.fetchQuery(getAgreementAuditQueryOptions(contractId)),
          language === 'en' ? undefined : import('../lib/agreement-pdf-font').then((font) => font.loadArabicFont()),
        ]);
        const blob = agreementPdfBlob({ html: page.html, language: page.language, agreement, events: audit.events, verifyUrl: `${location.origin}/verify`, arabicFont });
        downloadBlob(blob, agreementFileName(contractId, agreement.current.version, 'pdf', page.language));
      } catch (failure) {
        setError(`${copy.pdfFailed} ${userMessage(failure, '')}`.trim());
      } finally {
        setBusy(false);
      }
    });
  return { busy, error, download };
}
