import { Link } from 'react-router-dom';
import { Badge, Card } from '@/components/ui';
import { admin as adminText } from '@/i18n/admin';
import { optionText } from '@/i18n/options';
import type { AdminContract } from '../api/get-all-contracts';
import { categoryLabel, statusLabel } from '../lib/contracts';
import styles from './admin-contract-card.module.css';
import { fill, formatDate, parseDate } from '@/lib/format';

const strings = adminText.contracts;

/** A contract of the admin's grid: the whole card opens /contract/{id}; category, status, created and last updated. */
export function AdminContractCard({ contract }: { contract: AdminContract }) {
  const id = contract.contractId || contract._id;
  const title = contract.name?.trim() || fill(strings.untitled, { id });
  return (
    <Card as="article" interactive className={styles.card}>
      <h2 className={styles.title}>
        <Link to={`/contract/${encodeURIComponent(id)}`} className={styles.link} dir="auto">
          {title}
        </Link>
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{strings.fields.category}</dt>
          <dd>{optionText(categoryLabel(contract.category))}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{strings.fields.status}</dt>
          <dd>
            <Badge status={contract.status} size="sm">
              {optionText(statusLabel(contract.status))}
            </Badge>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{strings.fields.created}</dt>
          <dd>
            <DateText value={contract.createdAt} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{strings.fields.updated}</dt>
          <dd>
            <DateText value={contract.updatedAt} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function DateText({ value }: { value: string | undefined }) {
  // The calendar day of the UTC date, as on the contract page (issue 22: the grid used local time).
  const date = parseDate(value);
  return date ? <time dateTime={value}>{formatDate(date)}</time> : <>{strings.noDate}</>;
}
