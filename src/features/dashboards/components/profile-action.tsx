import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, messageOf } from '@/api/errors';
import { Banner, Button, ButtonLink, ConfirmDialog } from '@/components/ui';
import { format } from '@/i18n';
import { conversationLinks } from '@/i18n/conversations';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import type { Connection } from '../lib/types';
import { ApplyingOverlay } from './applying-overlay';
import styles from './profile-action.module.css';

const copy = dashboardsText.action;
const connectionCopy = dashboardsText.connection;

export type ActionVariant = 'apply' | 'connectPartner' | 'connectInvestor';

type Labels = { button: string; title: string; message: string; failed: string; exception: string };

/** Each variant's words, read when asked (an object built once would keep the first language). */
function labelsOf(variant: ActionVariant): Labels {
  const labels: Record<ActionVariant, Labels> = {
    apply: {
      button: copy.apply,
      title: copy.confirmApplyTitle,
      message: copy.confirmApplyMessage,
      failed: copy.applyFailed,
      exception: copy.applyException,
    },
    connectPartner: {
      button: copy.connectPartner,
      title: copy.confirmConnectPartnerTitle,
      message: copy.confirmConnectMessage,
      failed: copy.connectFailed,
      exception: copy.connectException,
    },
    connectInvestor: {
      button: copy.connectInvestor,
      title: copy.confirmConnectInvestorTitle,
      message: copy.confirmConnectMessage,
      failed: copy.connectFailed,
      exception: copy.connectException,
    },
  };
  return labels[variant];
}

/**
 * The failure sentence of specification §8: the server's message, else the call's fallback; an exception
 * (no answer at all) has its own sentence.
 */
export function applicationErrorMessage(variant: ActionVariant, error: unknown): string {
  if (error instanceof ApiError) return messageOf(error.body) ?? labelsOf(variant).failed;
  return labelsOf(variant).exception;
}

type Outcome = { tone: 'success' | 'error'; message: string } | null;

export interface ProfileActionProps {
  variant: ActionVariant;
  /** The company or investor name, for the question. */
  targetName: string;
  /** The open or approved request with this profile, if any. */
  connection: Connection | null | undefined;
  /** Where the viewer's contracts are (specification §2). */
  contractsPath: string;
  send: Pick<UseMutationResult<{ message: string }, Error, void>, 'mutate' | 'isPending'>;
}

/**
 * The apply/connect action of a profile page: confirmation dialog, an overlay while sending, then
 * a closable success or error banner. A profile with an open or approved request shows that state
 * instead of a second request.
 */
export function ProfileAction({ variant, targetName, connection, contractsPath, send }: ProfileActionProps) {
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const label = labelsOf(variant);

  useEffect(() => {
    if (outcome) bannerRef.current?.focus();
  }, [outcome]);

  const confirm = () => {
    setConfirming(false);
    setOutcome(null);
    send.mutate(undefined, {
      onSuccess: (data) => setOutcome({ tone: 'success', message: messageOf(data) ?? copy.successTitle }),
      onError: (error) => setOutcome({ tone: 'error', message: applicationErrorMessage(variant, error) }),
    });
  };

  return (
    <div className={styles.action}>
      {connection && ['sent', 'pending', 'approved', 'signed'].includes(connection.status) ? (
        <ConnectionState connection={connection} contractsPath={contractsPath} targetName={targetName} />
      ) : (
        <Button size="lg" onClick={() => setConfirming(true)} disabled={send.isPending} loading={send.isPending}>
          {label.button}
        </Button>
      )}
      {outcome ? (
        <div ref={bannerRef} tabIndex={-1} className={styles.bannerFocus}>
          <Banner
            tone={outcome.tone}
            title={outcome.tone === 'success' ? copy.successTitle : copy.errorTitle}
            onClose={() => setOutcome(null)}
            closeLabel={copy.closeBanner}
          >
            {outcome.message}
          </Banner>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={label.title}
        message={format(label.message, { name: targetName })}
        confirmLabel={copy.confirm}
        cancelLabel={copy.cancel}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
      <ApplyingOverlay open={send.isPending} label={copy.applying} />
    </div>
  );
}

/** The request that exists with this party: its state, where it is, and its conversation (issue 12). */
function ConnectionState({ connection, contractsPath, targetName }: { connection: Connection; contractsPath: string; targetName: string }) {
  const state =
    connection.status === 'approved' || connection.status === 'signed'
      ? { tone: 'connected', title: connectionCopy.connected, hint: connectionCopy.connectedHint, to: `/contract/${encodeURIComponent(connection.contractId)}`, link: connectionCopy.openContract }
      : connection.status === 'pending'
        ? { tone: 'received', title: connectionCopy.received, hint: connectionCopy.receivedHint, to: contractsPath, link: connectionCopy.openContracts }
        : { tone: 'sent', title: connectionCopy.sent, hint: connectionCopy.sentHint, to: contractsPath, link: connectionCopy.openContracts };
  return (
    <div className={styles.state} data-state={state.tone}>
      <span className={styles.stateIcon} aria-hidden="true">
        {state.tone === 'connected' ? (
          <svg viewBox="0 0 20 20" focusable="false">
            <path d="m5.5 10.2 3 3 6-6.4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        ) : (
          <svg viewBox="0 0 20 20" focusable="false">
            <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
            <path d="M10 6.5V10l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
          </svg>
        )}
      </span>
      <div className={styles.stateText}>
        <p className={styles.stateTitle}>{state.title}</p>
        <p className={styles.stateHint}>{state.hint}</p>
        <div className={styles.stateLinks}>
          <ButtonLink to={state.to} variant="secondary" size="sm" className={styles.stateLink}>
            {state.link}
          </ButtonLink>
          <ButtonLink to={`/messages/${encodeURIComponent(connection.contractId)}`} variant="secondary" size="sm" className={styles.stateLink}>
            {format(conversationLinks.messageCompany, { name: targetName })}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
