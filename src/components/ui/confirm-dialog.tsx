import { useRef, type ReactNode } from 'react';
import { t } from '@/i18n';
import { Button } from './button';
import { Modal } from './modal';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** The question, e.g. "Are you sure you want to logout?"; the dialog's accessible description. */
  message: ReactNode;
  /** Called by the confirm button. */
  onConfirm: () => void;
  /** Called by the cancel button, Escape, × and a backdrop click (ignored while busy). */
  onCancel: () => void;
  /** Default "Confirm". */
  confirmLabel?: ReactNode;
  /** Default "Cancel". */
  cancelLabel?: ReactNode;
  /** The confirmed action is running: confirm shows a spinner, nothing can close the dialog. */
  busy?: boolean;
  /** Label of the confirm button while busy (e.g. "Processing..."). */
  busyLabel?: ReactNode;
  /** `danger` paints the confirm button red and focuses Cancel first. */
  tone?: 'default' | 'danger';
  /** Extra content under the message (e.g. an error banner from a failed attempt). */
  children?: ReactNode;
}

/** A yes/no question built on Modal (role="alertdialog"). */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = t.ui.confirm,
  cancelLabel = t.ui.cancel,
  busy = false,
  busyLabel,
  tone = 'default',
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open={open}
      onClose={cancel}
      title={title}
      description={message}
      role="alertdialog"
      size="sm"
      closeOnBackdropClick={!busy}
      hideCloseButton={busy}
      initialFocusRef={tone === 'danger' ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={cancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmRef}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            loading={busy}
            loadingText={busyLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children ? <div className={styles.extra}>{children}</div> : null}
    </Modal>
  );
}
