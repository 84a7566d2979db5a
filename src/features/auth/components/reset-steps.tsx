import { cx } from '@/components/ui';
import { format } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { auth as authText } from '@/i18n/auth';
import styles from './reset-steps.module.css';

const strings = authText.reset;
export const resetSteps = ['email', 'code', 'password'] as const;
export type ResetStepName = (typeof resetSteps)[number];

/** The three steps of a password reset, the current one marked (aria-current="step"). */
export function ResetSteps({ current }: { current: ResetStepName }) {
  const currentIndex = resetSteps.indexOf(current);
  return (
    <ol className={styles.steps} aria-label={strings.stepsLabel}>
      {resetSteps.map((name, index) => (
        <li
          key={name}
          aria-current={index === currentIndex ? 'step' : undefined}
          className={cx(styles.step, index < currentIndex && styles.done, index === currentIndex && styles.current)}
        >
          <span className={styles.number} aria-hidden="true">
            {formatNumber(index + 1)}
          </span>
          <span className="visually-hidden">{format(strings.stepOf, { step: formatNumber(index + 1), total: formatNumber(resetSteps.length), name: strings.steps[name] })}</span>
          <span className={styles.name} aria-hidden="true">
            {strings.steps[name]}
          </span>
        </li>
      ))}
    </ol>
  );
}
