import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** Decorative icon or illustration (hidden from screen readers). A default is used when omitted. */
  icon?: ReactNode;
  /** Main sentence, e.g. "No milestones found for this contract." */
  title: ReactNode;
  /** Why it is empty, or what would fill it. */
  description?: ReactNode;
  /** A button or link to get out of the empty state. */
  action?: ReactNode;
  /** Render the title as a heading of this level; a paragraph by default. */
  headingLevel?: 2 | 3 | 4;
  /** Smaller padding for use inside cards and lists. */
  compact?: boolean;
  className?: string;
}

/** What a list or section shows when it has nothing to show. */
export function EmptyState({ icon, title, description, action, headingLevel, compact = false, className }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={cx(styles.empty, compact && styles.compact, className)}>
      <div className={styles.icon} aria-hidden="true">
        {icon ?? (
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" focusable="false">
            <path d="M3 13.5 5.6 6.3A2 2 0 0 1 7.5 5h9a2 2 0 0 1 1.9 1.3L21 13.5V18a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4.5Z" strokeLinejoin="round" />
            <path d="M3 13.5h5l1.5 2.5h5l1.5-2.5h5" strokeLinejoin="round" />
          </svg>
        )}
      </div>
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
