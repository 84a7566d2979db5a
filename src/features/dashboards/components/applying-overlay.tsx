import { createPortal } from 'react-dom';
import { Spinner } from '@/components/ui';
import styles from './applying-overlay.module.css';

/** Covers the page while a request is being sent, so nothing else can be clicked meanwhile. */
export function ApplyingOverlay({ open, label }: { open: boolean; label: string }) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div className={styles.overlay} data-testid="applying-overlay">
      <div className={styles.box} role="status" aria-live="polite">
        <Spinner decorative size="lg" />
        <p className={styles.label}>{label}</p>
      </div>
    </div>,
    document.body,
  );
}
