import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from './cx';
import styles from './back-link.module.css';

export interface BackLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
}

/** The link back to where a page was opened from ("Back to dashboard"), with an arrow before it. */
export function BackLink({ to, children, className }: BackLinkProps) {
  return (
    <Link to={to} className={cx(styles.back, className)}>
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M16 10H5m4-4-4 4 4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {children}
    </Link>
  );
}
