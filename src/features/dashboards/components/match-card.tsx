import { useId } from 'react';
import { Avatar, ButtonLink, Card } from '@/components/ui';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import type { MatchView } from '../lib/types';
import { MatchReasons } from './match-reasons';
import { ScoreRing } from './score-ring';
import styles from './match-card.module.css';

const copy = dashboardsText.card;

export interface MatchCardProps {
  match: MatchView;
  className?: string;
}

/**
 * One suggested match: who it is (company or person, type), its industry and region, the score
 * as a ring, the engine's top reasons (expandable to all: "Why this match") and View Profile.
 */
export function MatchCard({ match, className }: MatchCardProps) {
  const nameId = useId();
  return (
    <Card as="article" interactive className={className} aria-labelledby={nameId} data-match-id={match.id}>
      <header className={styles.header}>
        <Avatar name={match.name} src={match.logo} size="md" alt="" />
        <div className={styles.identity}>
          <h3 id={nameId} className={styles.name}>
            <span dir="auto">{match.name}</span>
          </h3>
          <p className={styles.subtitle}>
            {match.subtitle}
            {match.kind === 'local' ? (
              <span className={styles.verified}>
                <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                  <path d="m5.5 10.2 3 3 6-6.4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {copy.verified}
              </span>
            ) : null}
          </p>
          {match.contact ? (
            <p className={styles.contact}>
              <span dir="auto">{match.contact}</span>
            </p>
          ) : null}
        </div>
        <ScoreRing score={match.score} className={styles.score} />
      </header>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <IndustryIcon />
            <span className="visually-hidden">{copy.industry}</span>
          </dt>
          <dd>{match.industry || '—'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <PinIcon />
            <span className="visually-hidden">{copy.region}</span>
          </dt>
          <dd>{match.region ? <span dir="auto">{match.region}</span> : '—'}</dd>
        </div>
        {match.ticket ? (
          <div className={styles.fact}>
            <dt>
              <TicketIcon />
              <span className="visually-hidden">{dashboardsText.fields.ticketSize}</span>
            </dt>
            <dd>{match.ticket}</dd>
          </div>
        ) : null}
      </dl>

      <MatchReasons reasons={match.reasons} score={match.score} className={styles.reasons} />

      <footer className={styles.footer}>
        <ButtonLink
          to={match.profilePath}
          variant="secondary"
          size="sm"
          aria-describedby={nameId}
          iconEnd={
            <svg className={styles.arrow} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M4 10h11m-4-4 4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          }
        >
          {copy.viewProfile}
        </ButtonLink>
      </footer>
    </Card>
  );
}

function IndustryIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3.5 16.5v-7l4-2.5v2.5l4-2.5v2.5l4-2.5v9.5h-12Z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M10 17.5s5.5-5 5.5-9.2a5.5 5.5 0 0 0-11 0c0 4.2 5.5 9.2 5.5 9.2Z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <circle cx="10" cy="8.3" r="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function TicketIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="2.5" y="5" width="15" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="10" cy="10" r="2.2" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
