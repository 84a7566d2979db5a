import { useId, type ReactNode } from 'react';
import { Avatar, Badge, Button, ButtonLink, Card } from '@/components/ui';
import { contracts as contractsText } from '@/i18n/contracts';
import { conversationLinks } from '@/i18n/conversations';
import {
  categoryText,
  counterpartKindLabel,
  counterpartyIndustry,
  counterpartyName,
  counterpartyRegion,
  industryText,
  statusLabel,
  type Contract,
  type ContractListKind,
} from '../lib/contract-model';
import styles from './contract-card.module.css';
import { fill, formatDate } from '@/lib/format';

export type RequestAction = 'approve' | 'reject' | 'cancel';

export interface ContractCardProps {
  contract: Contract;
  /** Which tab the card is on: decides its actions (specification §2); a closed request keeps only Messages. */
  list: ContractListKind | 'closed';
  onAction?: (action: RequestAction, contract: Contract) => void;
  /** An action on this card is running: its buttons are disabled. */
  busy?: boolean;
}

const copy = contractsText.card;

/**
 * One contract or request: counterparty name (an investor's primary contact), status badge,
 * industry, region, category and date; View Details on approved, Approve and Reject on pending,
 * 'Cancel Sent request' on sent; on every card, Messages (the request's conversation, issue 12).
 */
export function ContractCard({ contract, list, onAction, busy = false }: ContractCardProps) {
  const titleId = useId();
  const known = counterpartyName(contract);
  const name = known || copy.unknownParty;
  const kind = contract.counterparty?.kind ?? contract.type;
  const date = contract.date ?? contract.createdAt;
  const region = counterpartyRegion(contract);
  const facts: Array<[string, ReactNode]> = [
    [copy.industry, industryText(counterpartyIndustry(contract)) || copy.notGiven],
    // Where the party says it is: its own words, in their own direction.
    [copy.region, region ? <span dir="auto">{region}</span> : copy.notGiven],
    [copy.category, categoryText(contract.category) || copy.notGiven],
    [copy.date, date ? <time dateTime={date}>{formatDate(date) || copy.notGiven}</time> : copy.notGiven],
  ];
  return (
    <Card as="article" interactive className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Avatar name={known} size="md" alt="" />
        <div className={styles.identity}>
          <h2 id={titleId} className={styles.name}>
            <span dir="auto">{name}</span>
          </h2>
          {kind ? <p className={styles.kind}>{counterpartKindLabel(kind)}</p> : null}
        </div>
        <Badge status={contract.status} size="sm" className={styles.badge}>
          {statusLabel(contract.status)}
        </Badge>
      </div>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions} role="group" aria-label={fill(copy.actionsLabel, { name })}>
        {list === 'approved' ? (
          <ButtonLink
            to={`/contract/${encodeURIComponent(contract.contractId)}`}
            variant="primary"
            size="sm"
            aria-label={fill(copy.viewDetailsOf, { name })}
          >
            {copy.viewDetails}
          </ButtonLink>
        ) : null}
        {list === 'pending' ? (
          <>
            <Button size="sm" onClick={() => onAction?.('approve', contract)} disabled={busy}>
              {copy.approve}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onAction?.('reject', contract)} disabled={busy}>
              {copy.reject}
            </Button>
          </>
        ) : null}
        {list === 'sent' ? (
          <Button size="sm" variant="secondary" onClick={() => onAction?.('cancel', contract)} disabled={busy}>
            {copy.cancelSent}
          </Button>
        ) : null}
        <ButtonLink
          to={`/messages/${encodeURIComponent(contract.contractId)}`}
          variant="ghost"
          size="sm"
          aria-label={fill(conversationLinks.messagesWith, { name })}
        >
          {conversationLinks.messages}
        </ButtonLink>
      </div>
    </Card>
  );
}
