import { useId, type CSSProperties, type ReactNode } from 'react';
import { t } from '@/i18n';
import { cx } from './cx';
import styles from './progress-bar.module.css';
import { fill, formatNumber } from '@/lib/format';

export interface ProgressBarProps {
  /** Percent complete, 0–100 (clamped and rounded). */
  value: number;
  /** Visible label (e.g. "Progress"); also the accessible name. */
  label: ReactNode;
  /** Show the label visually (default) or only to screen readers. */
  hideLabel?: boolean;
  /** Show the "40%" text. Default true. */
  showValue?: boolean;
  /** Custom aria-valuetext (e.g. "2 of 5 tasks completed"). */
  valueText?: string;
  /** Colour of the bar; `primary` turns `success` at 100%. Default `primary`. */
  tone?: 'primary' | 'success' | 'accent';
  /** Thickness of the bar. Default `md`. */
  size?: 'sm' | 'md';
  className?: string;
}

/** A determinate progress bar (role="progressbar", aria-valuenow/min/max). */
export function ProgressBar({
  value,
  label,
  hideLabel = false,
  showValue = true,
  valueText,
  tone = 'primary',
  size = 'md',
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const percent = Number.isFinite(value) ? Math.round(Math.min(100, Math.max(0, value))) : 0;
  // In the reader's digits (Arabic-Indic when chosen). The bar itself fills from the line's start side.
  const formatted = fill(t.ui.progressValue, { value: formatNumber(percent) });
  const resolvedTone = tone === 'primary' && percent === 100 ? 'success' : tone;
  return (
    <div className={cx(styles.progress, styles[size], className)}>
      <div className={cx(styles.header, hideLabel && !showValue && 'visually-hidden')}>
        <span id={labelId} className={cx(styles.label, hideLabel && 'visually-hidden')}>
          {label}
        </span>
        {showValue ? (
          <span className={styles.value} aria-hidden="true">
            {formatted}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText ?? formatted}
        className={styles.track}
      >
        <div
          className={cx(styles.fill, styles[resolvedTone])}
          style={{ '--progress': `${percent}%` } as CSSProperties}
        />
      </div>
    </div>
  );
}
