import { useId, type ReactNode } from 'react';
import { Avatar, Card } from '@/components/ui';
import { contracts as contractsText } from '@/i18n/contracts';
import { partnerSummary, type PartnerProfile } from '../lib/contract-model';
import styles from './partner-card.module.css';

export interface PartnerCardProps {
  /** 'Partner One' or 'Partner Two'. */
  position: string;
  /** The role label by category (Local Partner, Foreign Partner, Investor). */
  role: string;
  /** The profile; null or undefined when it no longer exists. */
  profile: PartnerProfile | null | undefined;
}

const copy = contractsText.detail;

/** One party of a contract: company or legal name, industry, region (and the contact when given). */
export function PartnerCard({ position, role, profile }: PartnerCardProps) {
  const titleId = useId();
  const summary = profile ? partnerSummary(profile) : null;
  // The contact's e-mail reads left to right whatever the page's direction.
  const contact =
    summary && (summary.contactName || summary.contactEmail) ? (
      <>
        {summary.contactName ? <span dir="auto">{summary.contactName}</span> : null}
        {summary.contactName && summary.contactEmail ? ' · ' : null}
        {summary.contactEmail ? <span dir="ltr">{summary.contactEmail}</span> : null}
      </>
    ) : null;
  const candidates: Array<[string, ReactNode]> = summary
    ? [
        [copy.industry, summary.industry],
        [copy.region, summary.region ? <span dir="auto">{summary.region}</span> : null],
        [copy.contact, contact],
      ]
    : [];
  const facts = candidates.filter(([, value]) => Boolean(value));
  return (
    <Card as="article" padding="sm" className={styles.card} aria-labelledby={titleId}>
      <p className={styles.position}>
        {position} · <span className={styles.role}>{role}</span>
      </p>
      {summary ? (
        <>
          <div className={styles.identity}>
            <Avatar name={summary.name || role} size="sm" alt="" />
            <h3 id={titleId} className={styles.name}>
              <span dir="auto">{summary.name || role}</span>
            </h3>
          </div>
          {facts.length > 0 ? (
            <dl className={styles.facts}>
              {facts.map(([label, value]) => (
                <div key={label} className={styles.fact}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </>
      ) : (
        <h3 id={titleId} className={styles.missing}>
          {copy.partnerUnavailable}
        </h3>
      )}
    </Card>
  );
}
