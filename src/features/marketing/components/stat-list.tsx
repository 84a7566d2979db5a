import { cx } from '@/components/ui';
import styles from './stat-list.module.css';

export interface Stat {
  value: string;
  label: string;
}

export interface StatListProps {
  items: readonly Stat[];
  /** `light` on page or white surfaces, `inverse` on navy. Default `light`. */
  tone?: 'light' | 'inverse';
  /** Accessible name of the list (the figures read as "label: value"). */
  label?: string;
  className?: string;
}

/** Marketing figures: a big value over its label, read as term (label) and value. */
export function StatList({ items, tone = 'light', label, className }: StatListProps) {
  return (
    <dl aria-label={label} className={cx(styles.list, styles[tone], className)}>
      {items.map((item) => (
        <div key={item.label} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
