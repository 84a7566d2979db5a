import type { ReactNode } from 'react';
import { t } from '@/i18n';
import { Button } from './button';
import { cx } from './cx';
import styles from './error-state.module.css';

export interface ErrorStateProps {
  /** E.g. "Error Loading Contract". */
  title: ReactNode;
  /** What failed and what to do, in the reader's words. */
  message?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** Default "Retry". */
  retryLabel?: ReactNode;
  /** The retry is running (spinner on the button). */
  retrying?: boolean;
  /** Render the title as a heading of this level; a paragraph by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A failed load with an optional retry (role="alert"). */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = t.ui.retry,
  retrying = false,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="alert" className={cx(styles.error, className)}>
      <div className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" focusable="false">
          <path d="M12 3.5 21.5 20h-19L12 3.5Z" strokeLinejoin="round" />
          <path d="M12 10v4.5" strokeLinecap="round" />
          <circle cx="12" cy="17.2" r="0.9" fill="currentColor" stroke="none" />
        </svg>
      </div>
      <Heading className={styles.title}>{title}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} loading={retrying} className={styles.retry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
