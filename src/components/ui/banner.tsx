import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { t } from '@/i18n';
import { cx } from './cx';
import styles from './banner.module.css';

export type BannerTone = 'success' | 'error' | 'info' | 'warning';

export interface BannerProps {
  /** Colour, icon and role: `error` is announced at once (role="alert"), the others politely. */
  tone: BannerTone;
  /** Optional bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** When given, a close button is shown and auto-dismiss becomes possible. */
  onClose?: () => void;
  /** Accessible label of the close button. Default "Close". */
  closeLabel?: string;
  /** Calls `onClose` after this many milliseconds (timer cleared on unmount). */
  autoDismissMs?: number;
  /** Extra action (e.g. a Retry button) shown after the text. */
  action?: ReactNode;
  className?: string;
}

const roles: Record<BannerTone, 'status' | 'alert'> = {
  success: 'status',
  info: 'status',
  warning: 'status',
  error: 'alert',
};

/**
 * An inline message. Success, info and warning are polite live regions (role="status"); errors
 * are assertive (role="alert").
 */
export function Banner({
  tone,
  title,
  children,
  onClose,
  closeLabel = t.ui.close,
  autoDismissMs,
  action,
  className,
}: BannerProps) {
  const dismiss = useEffectEvent(() => onClose?.());
  const canDismiss = onClose !== undefined;

  useEffect(() => {
    if (!canDismiss || autoDismissMs === undefined || autoDismissMs <= 0) return undefined;
    const timer = window.setTimeout(() => dismiss(), autoDismissMs);
    return () => window.clearTimeout(timer);
  }, [autoDismissMs, canDismiss]);

  return (
    <div role={roles[tone]} className={cx(styles.banner, styles[tone], className)}>
      <span className={styles.icon} aria-hidden="true">
        <ToneIcon tone={tone} />
      </span>
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.message}>{children}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onClose ? (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

function ToneIcon({ tone }: { tone: BannerTone }) {
  switch (tone) {
    case 'success':
      return (
        <svg viewBox="0 0 20 20" focusable="false">
          <circle cx="10" cy="10" r="8.5" fill="currentColor" />
          <path d="m6.5 10.2 2.3 2.3 4.7-4.9" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      );
    case 'error':
      return (
        <svg viewBox="0 0 20 20" focusable="false">
          <circle cx="10" cy="10" r="8.5" fill="currentColor" />
          <path d="M7.2 7.2l5.6 5.6m0-5.6-5.6 5.6" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      );
    case 'warning':
      return (
        <svg viewBox="0 0 20 20" focusable="false">
          <path d="M10 2.2 18.5 17H1.5L10 2.2Z" fill="currentColor" strokeLinejoin="round" />
          <path d="M10 7.5v4" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
          <circle cx="10" cy="14.2" r="1" fill="#fff" />
        </svg>
      );
    default:
      return (
        <svg viewBox="0 0 20 20" focusable="false">
          <circle cx="10" cy="10" r="8.5" fill="currentColor" />
          <path d="M10 9v5" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
          <circle cx="10" cy="6.2" r="1" fill="#fff" />
        </svg>
      );
  }
}
