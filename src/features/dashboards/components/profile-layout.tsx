import { useId, type ReactNode } from 'react';
import { Avatar, Badge } from '@/components/ui';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import { splitList } from '@/lib/options';
import type { MatchView } from '../lib/types';
import { MatchReasons } from './match-reasons';
import { ScoreRing } from './score-ring';
import styles from './profile-layout.module.css';

const copy = dashboardsText.view;

export interface ProfileHeaderProps {
  name: string;
  logo: string | null;
  subtitle: string;
  /** 'Verified' for partners and investors, 'Active' for foreign businesses (specification §4). */
  badge: string;
  facts: readonly string[];
  action: ReactNode;
}

/** The top of a profile page: 120 px round avatar, name (the page's h1), badge, key facts, the action. */
export function ProfileHeader({ name, logo, subtitle, badge, facts, action }: ProfileHeaderProps) {
  return (
    <header className={styles.header}>
      <Avatar name={name} src={logo} size={120} alt="" className={styles.avatar} />
      <div className={styles.identity}>
        <h1 className={styles.name}>
          <span dir="auto">{name}</span>
        </h1>
        {subtitle ? (
          <p className={styles.subtitle}>
            <span dir="auto">{subtitle}</span>
          </p>
        ) : null}
        <div>
          <Badge tone="success">{badge}</Badge>
        </div>
        {facts.length > 0 ? (
          <ul className={styles.facts} role="list">
            {facts.map((fact) => (
              <li key={fact} dir="auto">
                {fact}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.headerAction}>{action}</div>
    </header>
  );
}

/** A titled card of a profile page. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface FieldItem {
  label: string;
  /** Shown as "Not provided" when empty. */
  value: ReactNode;
  /** Spans both columns (long text). */
  wide?: boolean;
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * Label/value pairs; missing values say so instead of disappearing. A text value is the owner's
 * (or an option's words) and is set in its own direction, so an English name reads right inside an
 * Arabic page and the other way round.
 */
export function FieldList({ fields }: { fields: readonly FieldItem[] }) {
  return (
    <dl className={styles.fields}>
      {fields.map((field) => (
        <div key={field.label} className={field.wide ? styles.wide : undefined}>
          <dt>{field.label}</dt>
          <dd>
            {isEmpty(field.value) ? (
              <span className={styles.missing}>{copy.notProvided}</span>
            ) : typeof field.value === 'string' || typeof field.value === 'number' ? (
              <span dir="auto">{field.value}</span>
            ) : (
              field.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Values of a comma separated field as chips. */
export function Chips({ values }: { values: readonly string[] }) {
  if (values.length === 0) return null;
  return (
    <ul className={styles.chips} role="list">
      {values.map((value) => (
        <li key={value} dir="auto">
          {value}
        </li>
      ))}
    </ul>
  );
}

/**
 * A comma separated field as chips, or null when it is empty (so it reads "Not provided"). `label`
 * words each value (an option list's values: `optionText`); free text is shown as written.
 */
export function chipsOf(text: string | null | undefined, label: (value: string) => string = (value) => value): ReactNode {
  const values = splitList(text);
  return values.length > 0 ? <Chips values={values.map(label)} /> : null;
}

/** Long text in paragraphs, in the direction of its own words (it is the owner's). */
export function Prose({ text }: { text: string | null | undefined }) {
  if (!text?.trim()) return <p className={styles.missing}>{copy.notProvided}</p>;
  return (
    <p className={styles.prose} dir="auto">
      {text}
    </p>
  );
}

/** The investor description box: at most 150 px high, scrollable (and focusable to scroll by keyboard). */
export function DescriptionBox({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text?.trim()) return <p className={styles.missing}>{copy.notProvided}</p>;
  return (
    <div className={styles.descriptionBox} tabIndex={0} role="region" aria-label={label} data-testid="description-box">
      <p className={styles.prose} dir="auto">
        {text}
      </p>
    </div>
  );
}

/** The viewer's match with this profile: the score and every reason of the engine. */
export function MatchPanel({ match }: { match: MatchView }) {
  const headingId = useId();
  return (
    <section className={`${styles.section} ${styles.matchPanel}`} aria-labelledby={headingId}>
      <div className={styles.matchHead}>
        <div>
          <h2 id={headingId} className={styles.sectionTitle}>
            {copy.yourMatch}
          </h2>
          <p className={styles.matchHint}>{copy.yourMatchHint}</p>
        </div>
        <ScoreRing score={match.score} size="lg" />
      </div>
      <MatchReasons reasons={match.reasons} score={match.score} initialCount={Number.POSITIVE_INFINITY} headingLevel={3} />
    </section>
  );
}

/** The body of a profile page: main sections beside a side column (the match, contact). */
export function ProfileBody({ main, side }: { main: ReactNode; side?: ReactNode }) {
  const hasSide = side !== undefined && side !== null && side !== false;
  return (
    <div className={hasSide ? styles.body : styles.bodySingle}>
      <div className={styles.main}>{main}</div>
      {hasSide ? <div className={styles.side}>{side}</div> : null}
    </div>
  );
}

export interface ContactDetails {
  primaryContactName?: string | null | undefined;
  designation?: string | null | undefined;
  contactEmail?: string | null | undefined;
  contactPhone?: string | null | undefined;
}

/** The Contact section of a partner's or an investor's profile: who to ask, with mail and call links. */
export function ContactSection({ contact }: { contact: ContactDetails }) {
  const fields = dashboardsText.fields;
  const { contactEmail, contactPhone } = contact;
  return (
    <ProfileSection title={dashboardsText.sections.contact}>
      <FieldList
        fields={[
          { label: fields.primaryContactName, value: contact.primaryContactName },
          { label: fields.designation, value: contact.designation },
          // Addresses and numbers read left to right in every language.
          {
            label: fields.contactEmail,
            value: contactEmail ? (
              <a href={`mailto:${contactEmail}`} dir="ltr">
                {contactEmail}
              </a>
            ) : null,
          },
          {
            label: fields.contactPhone,
            value: contactPhone ? (
              <a href={`tel:${contactPhone.replace(/\s+/g, '')}`} dir="ltr">
                {contactPhone}
              </a>
            ) : null,
          },
        ]}
      />
    </ProfileSection>
  );
}
