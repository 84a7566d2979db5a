import { cx } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import styles from './step-list.module.css';

export interface Step {
  title: string;
  text: string;
}

export interface StepListProps {
  steps: readonly Step[];
  /** Level of each step's heading. Default 3 (steps sit under a section h2). */
  headingLevel?: 3 | 4;
  className?: string;
}

/** Numbered steps in a row on wide screens, a column on phones, joined by a gold line. */
export function StepList({ steps, headingLevel = 3, className }: StepListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol role="list" className={cx(styles.list, className)}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {/* "01", in the reader's digits ("٠١" with Arabic-Indic ones). */}
            {formatNumber(index + 1).padStart(2, formatNumber(0))}
          </span>
          <Heading className={styles.title}>{step.title}</Heading>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
