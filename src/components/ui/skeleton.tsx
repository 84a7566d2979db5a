import type { CSSProperties } from 'react';
import { cx } from './cx';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** `text` lines, a `rect` block or a `circle` (avatars). Default `text`. */
  variant?: 'text' | 'rect' | 'circle';
  /** CSS width (number = px). Defaults: text 100%, rect 100%, circle = height. */
  width?: number | string;
  /** CSS height (number = px). Defaults: text 1em, rect 6rem, circle 3rem. */
  height?: number | string;
  /** Several text lines; the last one is shorter. */
  lines?: number;
  className?: string;
}

const toCss = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A shimmering placeholder while content loads. Hidden from screen readers: mark the loading
 * region with aria-busy or show a Spinner label for them.
 */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = {};
  const w = toCss(width);
  const h = toCss(height);
  if (w) style.inlineSize = w;
  if (h) style.blockSize = h;
  if (variant === 'circle' && h && !w) style.inlineSize = h;
  if (variant === 'text' && lines > 1) {
    return (
      <span className={cx(styles.lines, className)} aria-hidden="true" data-skeleton="">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={cx(styles.skeleton, styles.text)}
            style={index === lines - 1 ? { ...style, inlineSize: '60%' } : style}
          />
        ))}
      </span>
    );
  }
  return <span className={cx(styles.skeleton, styles[variant], className)} style={style} aria-hidden="true" data-skeleton="" />;
}
