import type { CSSProperties } from 'react';
import { t } from '@/i18n';
import { cx } from './cx';
import styles from './spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Preset size or a pixel size. Default `md` (20 px). */
  size?: SpinnerSize | number;
  /** Text read by screen readers. Default "Loading…". */
  label?: string;
  /** Hide from assistive technology (when the surrounding element already announces busy state). */
  decorative?: boolean;
  className?: string;
}

const presetSizes: Record<SpinnerSize, number> = { sm: 16, md: 20, lg: 32 };

/** An indeterminate loading indicator. Stops spinning under `prefers-reduced-motion`. */
export function Spinner({ size = 'md', label = t.ui.loading, decorative = false, className }: SpinnerProps) {
  const px = typeof size === 'number' ? size : presetSizes[size];
  const style = { '--spinner-size': `${px}px` } as CSSProperties;
  if (decorative) {
    return <span className={cx(styles.spinner, className)} style={style} aria-hidden="true" />;
  }
  return (
    <span className={cx(styles.wrapper, className)} role="status">
      <span className={styles.spinner} style={style} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
