import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui';
import { conversations as strings } from '@/i18n/conversations';
import { fill } from '@/lib/format';
import { isPartyKind, publicProfilePath } from '@/lib/party-kinds';
import type { Conversation, ConversationParty } from '../api/get-conversation';
import { useNow } from '../hooks/use-now';
import { otherSide, sideOf, timeOfDay } from './thread-model';
import styles from './thread-header.module.css';

const copy = strings.header;

/** Whether the request became a contract (its page then exists for the parties). */
const hasContract = (status: string) => status === 'approved' || status === 'signed';

/**
 * The thread's header: who the reader talks to (company, person, city and their local time), the
 * request's status, and links to the contract and the counterpart's profile. An admin sees both
 * parties and a way back to the contract.
 */
export function ThreadHeader({ conversation, headingId }: { conversation: Conversation; headingId: string }) {
  const side = sideOf(conversation);
  const parties = side ? [conversation.parties[otherSide(side)]] : [conversation.parties.sender, conversation.parties.recipient];
  const contractPath = `/contract/${encodeURIComponent(conversation.contractId)}`;
  return (
    <header className={styles.header}>
      {side ? (
        <Link to="/messages" className={styles.back}>
          <span aria-hidden="true">{`${strings.page.backArrow} `}</span>
          {strings.page.back}
        </Link>
      ) : (
        <Link to={contractPath} className={styles.backAlways}>
          <span aria-hidden="true">{`${strings.page.backArrow} `}</span>
          {strings.admin.back}
        </Link>
      )}
      <div className={styles.identity}>
        <h2 id={headingId} className={styles.company}>
          {/* Company names as their owners wrote them: each isolated, so a Latin name reads right in an Arabic line. */}
          {parties.map((party, index) => (
            <Fragment key={party.side}>
              {index > 0 ? ' & ' : null}
              <bdi>{party.company}</bdi>
            </Fragment>
          ))}
        </h2>
        <Badge status={conversation.status} size="sm">
          {strings.status[conversation.status] ?? conversation.status}
        </Badge>
      </div>
      <ul className={styles.details} aria-label={copy.detailsLabel}>
        {parties.map((party) => (
          <PartyFacts key={party.side} party={party} withCompany={!side} />
        ))}
      </ul>
      {side ? (
        <div className={styles.links}>
          {hasContract(conversation.status) ? <Link to={contractPath}>{copy.contract}</Link> : null}
          {parties.map((party) =>
            isPartyKind(party.kind) ? (
              <Link key={party.side} to={publicProfilePath(party.kind, party.profileId)}>
                {copy.profile}
              </Link>
            ) : null,
          )}
        </div>
      ) : null}
    </header>
  );
}

/** "Astrid Lind" (with ", Nordvik Payments AB" when both parties are shown) and "Stockholm · 09:12 local time". */
function PartyFacts({ party, withCompany }: { party: ConversationParty; withCompany: boolean }) {
  const now = useNow(30_000);
  const time = party.timeZone ? safeTime(new Date(now), party.timeZone) : '';
  return (
    <li className={styles.party}>
      <span className={styles.person}>{withCompany ? fill(copy.person, { name: party.name, company: party.company }) : <bdi>{party.name}</bdi>}</span>
      {time ? (
        <span className={styles.place}>
          {party.city ? fill(copy.place, { city: party.city, time }) : fill(copy.zoneOnly, { time })}
        </span>
      ) : null}
    </li>
  );
}

function safeTime(now: Date, timeZone: string): string {
  try {
    return timeOfDay(now, timeZone);
  } catch {
    return '';
  }
}
