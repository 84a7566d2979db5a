import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './badge.module.css';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'accent';

const toneByStatus: Record<string, BadgeTone> = {
  approved: 'success',
  signed: 'success',
  active: 'success',
  verified: 'success',
  pending: 'warning',
  sent: 'warning',
  rejected: 'danger',
  cancelled: 'danger',
  canceled: 'danger',
};

/**
 * The tone of a status word: approved/active/verified → success (green), pending/sent → warning
 * (amber), rejected/cancelled → danger (red), anything else → neutral grey. Case and surrounding
 * spaces are ignored.
 */
export function badgeToneForStatus(status: string | null | undefined): BadgeTone {
  if (!status) return 'neutral';
  return toneByStatus[status.trim().toLowerCase()] ?? 'neutral';
}

export interface BadgeProps {
  /** A status word; picks the tone and is the text when there are no children. */
  status?: string | null;
  /** Explicit tone; wins over the one derived from `status`. */
  tone?: BadgeTone;
  /** Visible text (defaults to `status`). */
  children?: ReactNode;
  /** `sm` for dense lists and tables. Default `md`. */
  size?: 'sm' | 'md';
  className?: string;
}

/** A small status pill. Colour is never the only signal: the text always names the status. */
export function Badge({ status, tone, children, size = 'md', className }: BadgeProps) {
  const resolved = tone ?? badgeToneForStatus(status);
  return (
    <span className={cx(styles.badge, styles[resolved], styles[size], className)} data-tone={resolved}>
      <span className={styles.dot} aria-hidden="true" />
      {children ?? status}
    </span>
  );
}
