import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './fact-list.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

export interface FactListProps {
  facts: readonly Fact[];
  className?: string;
}

/** A card's facts in two columns: each a small capitalised label over its value (a description list). */
export function FactList({ facts, className }: FactListProps) {
  return (
    <dl className={cx(styles.facts, className)}>
      {facts.map(({ label, value }) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
