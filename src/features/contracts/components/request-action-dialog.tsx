import { Banner, ConfirmDialog } from '@/components/ui';
import { userMessage } from '@/api/errors';
import { contracts as contractsText } from '@/i18n/contracts';
import { useApproveRequest } from '../api/approve-request';
import { useCancelRequest } from '../api/cancel-request';
import { useRejectRequest } from '../api/reject-request';
import { counterpartyName, type Contract } from '../lib/contract-model';
import type { RequestAction } from './contract-card';
import { fill } from '@/lib/format';

export interface PendingAction {
  action: RequestAction;
  contract: Contract;
}

export interface RequestActionDialogProps {
  /** The action to confirm; null keeps the dialog closed. */
  pending: PendingAction | null;
  onClose: () => void;
  /** Called with a sentence for the user after the action succeeded (the list reloads by itself). */
  onDone: (message: string) => void;
}

const copy = contractsText.actions;

/**
 * Asks before approving, rejecting or cancelling a request, shows 'Processing...' while the call
 * runs (the dialog cannot be closed and the button not pressed twice), keeps the dialog open with
 * the server's message when it fails, and reloads the lists either way.
 */
export function RequestActionDialog({ pending, onClose, onDone }: RequestActionDialogProps) {
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const cancel = useCancelRequest();
  const mutations = { approve, reject, cancel };
  const mutation = pending ? mutations[pending.action] : null;
  const name = pending ? counterpartyName(pending.contract) || contractsText.card.unknownParty : '';
  const texts = pending ? copy[pending.action] : null;

  const close = () => {
    approve.reset();
    reject.reset();
    cancel.reset();
    onClose();
  };

  const confirm = () => {
    if (!pending || !mutation || mutation.isPending || !texts) return;
    mutation.mutate(pending.contract.contractId, {
      onSuccess: () => {
        close();
        onDone(fill(texts.done, { name }));
      },
    });
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      title={texts?.title ?? ''}
      message={texts ? fill(texts.message, { name }) : ''}
      confirmLabel={texts?.confirm}
      cancelLabel={copy.keep}
      busy={mutation?.isPending ?? false}
      busyLabel={copy.processing}
      tone={pending?.action === 'approve' ? 'default' : 'danger'}
      onConfirm={confirm}
      onCancel={close}
    >
      {mutation?.isError ? <Banner tone="error">{userMessage(mutation.error, copy.failed)}</Banner> : null}
    </ConfirmDialog>
  );
}
