import type { CSSProperties } from 'react';
import { cx } from '@/components/ui';
import { format } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import { scoreTier } from '../lib/matches';
import styles from './score-ring.module.css';

const copy = dashboardsText.score;

export interface ScoreRingProps {
  /** 0–100 (clamped and rounded). */
  score: number;
  /** `md` 64 px on cards, `lg` 96 px on profile pages. */
  size?: 'md' | 'lg';
  /** Show the words ("Excellent match") under the ring. Default true. */
  showTier?: boolean;
  className?: string;
}

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The match score as a ring that fills to the score, the number in its centre and the score in
 * words under it. Colour follows the tier, but never alone: the number and the words say it too.
 */
export function ScoreRing({ score, size = 'md', showTier = true, className }: ScoreRingProps) {
  const value = Number.isFinite(score) ? Math.round(Math.min(100, Math.max(0, score))) : 0;
  const tier = scoreTier(value);
  const tierLabel = copy.tiers[tier];
  const style = { '--ring-dash': `${(value / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}` } as CSSProperties;
  return (
    <div
      className={cx(styles.score, styles[size], styles[tier], className)}
      role="img"
      aria-label={format(copy.accessible, { score: formatNumber(value), tier: tierLabel })}
      data-tier={tier}
    >
      <div className={styles.ring} aria-hidden="true">
        <svg viewBox="0 0 100 100" focusable="false">
          <circle className={styles.track} cx="50" cy="50" r={RADIUS} />
          <circle className={styles.fill} cx="50" cy="50" r={RADIUS} style={style} />
        </svg>
        <span className={styles.number}>
          {formatNumber(value)}
          <span className={styles.outOf}>{copy.outOf}</span>
        </span>
      </div>
      {showTier ? (
        <span className={styles.tier} aria-hidden="true">
          {tierLabel}
        </span>
      ) : null}
    </div>
  );
}
