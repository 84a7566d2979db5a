import { useId, useState, type CSSProperties } from 'react';
import { cx } from '@/components/ui';
import { format } from '@/i18n';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import { baseScore } from '../lib/matches';
import type { MatchReason } from '../lib/types';
import styles from './match-reasons.module.css';

const copy = dashboardsText.reasons;

export interface MatchReasonsProps {
  reasons: readonly MatchReason[];
  score: number;
  /** How many reasons show before "Show all". Default 2; `Infinity` shows all without a toggle. */
  initialCount?: number;
  /** Heading level of "Why this match". Default 4 (inside a card under an h3). */
  headingLevel?: 3 | 4;
  className?: string;
}

/** Points as the reason rows show them: "+13 pts", "−6 pts". */
export function pointsText(points: number, template: string = copy.points): string {
  const sign = points > 0 ? copy.plus : points < 0 ? copy.minus : '';
  return format(template, { sign, points: Math.abs(points) });
}

/**
 * The matching engine's plain-English reasons, strongest first, each with the points it added or
 * took away and a bar of its weight; the top ones first, expandable to all of them.
 */
export function MatchReasons({ reasons, score, initialCount = 2, headingLevel = 4, className }: MatchReasonsProps) {
  const listId = useId();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const collapsible = reasons.length > initialCount;
  const shown = expanded || !collapsible ? reasons : reasons.slice(0, initialCount);
  const strongest = Math.max(1, ...reasons.map((reason) => Math.abs(reason.points)));
  const base = baseScore(score, reasons);
  const showBase = base !== null && (expanded || !collapsible);

  return (
    <div className={cx(styles.reasons, className)}>
      <Heading id={headingId} className={styles.heading}>
        {copy.heading}
      </Heading>
      {reasons.length === 0 ? (
        <p className={styles.none}>{copy.none}</p>
      ) : (
        <ul id={listId} className={styles.list} aria-labelledby={headingId}>
          {shown.map((reason, index) => {
            const tone = reason.points < 0 ? 'negative' : reason.factor === 'other' ? 'other' : 'positive';
            const width = { '--reason-weight': `${Math.round((Math.abs(reason.points) / strongest) * 100)}%` } as CSSProperties;
            return (
              <li key={`${reason.factor}-${index}`} className={cx(styles.reason, styles[tone])} data-tone={tone}>
                {/* The server's sentence, in the request's language; set in its own direction while a switch refetches it. */}
                <span className={styles.text} dir="auto">
                  {reason.text}
                </span>
                <span className={styles.points}>
                  <span aria-hidden="true">{pointsText(reason.points)}</span>
                  <span className="visually-hidden">{pointsText(reason.points, copy.pointsAccessible)}</span>
                </span>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.barFill} style={width} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {showBase ? <p className={styles.base}>{format(copy.base, { base, score })}</p> : null}
      {collapsible ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? copy.showTop : format(copy.showAll, { count: reasons.length })}
          <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
