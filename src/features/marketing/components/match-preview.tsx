import { cx } from '@/components/ui';
import { marketing as marketingText } from '@/i18n/marketing';
import { Icon } from './icons';
import styles from './match-preview.module.css';

const copy = marketingText.home.preview;
const RING = 2 * Math.PI * 26;
const SCORE = 0.92;

/**
 * The hero illustration of the home page: a Stockholm → Dubai route behind an example match card
 * (score, verified badge, reasons). Pure CSS and SVG, and decorative: hidden from assistive
 * technology, because the hero text says what it shows.
 */
export function MatchPreview({ className }: { className?: string }) {
  return (
    <div className={cx(styles.visual, className)} aria-hidden="true">
      <svg className={styles.route} viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
        <path className={styles.routeGlow} d="M9 9C-4 45 2 92 40 95S80 96 88 93" />
        <path className={styles.routeLine} d="M9 9C-4 45 2 92 40 95S80 96 88 93" />
      </svg>
      <span className={cx(styles.place, styles.from)}>
        <span className={styles.pin} />
        {copy.from}
      </span>
      <span className={cx(styles.place, styles.to)}>
        <span className={styles.pin} />
        {copy.to}
      </span>

      <div className={styles.card}>
        <p className={styles.kicker}>{copy.kicker}</p>
        <div className={styles.identity}>
          <span className={styles.logo}>AN</span>
          <span className={styles.names}>
            <span className={styles.company}>{copy.company}</span>
            <span className={styles.meta}>{copy.meta}</span>
          </span>
          <span className={styles.badge}>
            <Icon name="shield" />
            {copy.verified}
          </span>
        </div>
        <div className={styles.scoreRow}>
          <span className={styles.ring}>
            <svg viewBox="0 0 64 64" focusable="false">
              <circle className={styles.ringTrack} cx="32" cy="32" r="26" />
              <circle
                className={styles.ringValue}
                cx="32"
                cy="32"
                r="26"
                strokeDasharray={`${RING * SCORE} ${RING}`}
                transform="rotate(-90 32 32)"
              />
            </svg>
            <span className={styles.ringText}>{copy.score}</span>
          </span>
          <span className={styles.scoreLabel}>{copy.scoreLabel}</span>
        </div>
        <ul className={styles.reasons}>
          {copy.reasons.map((reason) => (
            <li key={reason}>
              <Icon name="check" className={styles.reasonIcon} />
              {reason}
            </li>
          ))}
        </ul>
        <span className={styles.fakeButton}>{copy.action}</span>
      </div>
    </div>
  );
}
