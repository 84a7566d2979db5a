import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button } from '@/components/ui';
import { useLanguage } from '@/i18n';
import { admin as adminText } from '@/i18n/admin';
import { optionText } from '@/i18n/options';
import type { BusinessAction } from '../api/business-actions';
import type { BusinessListItem } from '../api/get-businesses';
import { industryText, isPendingLocal, profilePath } from '../lib/businesses';
import styles from './business-table.module.css';
import { fill } from '@/lib/format';

const strings = adminText.panel;
const actionStrings = adminText.actions;
const columns = strings.columns;

export interface BusinessTableProps {
  /** The rows to show (one page). */
  rows: readonly BusinessListItem[];
  /** Rows whose action is running, with that action: its button spins, the row's buttons are disabled. */
  pending: ReadonlyMap<string, BusinessAction>;
  /** A row button was pressed (the caller asks for confirmation). */
  onAction: (action: BusinessAction, row: BusinessListItem) => void;
}

/**
 * The businesses table (Name, Type, Industry, Contact, Status, Actions). With room for it (56rem,
 * a 1024 px window) a table; narrower, each row is a card with labelled fields (two a line from
 * 36rem). The explicit roles keep the table semantics when CSS turns rows into cards.
 */
export function BusinessTable({ rows, pending, onAction }: BusinessTableProps) {
  return (
    <div className={styles.wrapper}>
      <table role="table" className={styles.table}>
        <caption className="visually-hidden">{strings.tableCaption}</caption>
        <thead role="rowgroup" className={styles.head}>
          <tr role="row">
            <th role="columnheader" scope="col">{columns.name}</th>
            <th role="columnheader" scope="col">{columns.type}</th>
            <th role="columnheader" scope="col">{columns.industry}</th>
            <th role="columnheader" scope="col">{columns.contact}</th>
            <th role="columnheader" scope="col">{columns.status}</th>
            <th role="columnheader" scope="col">{columns.actions}</th>
          </tr>
        </thead>
        <tbody role="rowgroup" className={styles.body}>
          {rows.map((row) => (
            <BusinessRow key={row._id} row={row} busy={pending.get(row._id)} onAction={onAction} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface BusinessRowProps {
  row: BusinessListItem;
  busy: BusinessAction | undefined;
  onAction: (action: BusinessAction, row: BusinessListItem) => void;
}

/** Accept and Reject only on pending local rows; Delete on every row (specification §4). */
const BusinessRow = memo(function BusinessRow({ row, busy, onAction }: BusinessRowProps) {
  // Memoised: a language switch must still re-render the row's words (decision 029).
  useLanguage();
  const actions: BusinessAction[] = isPendingLocal(row) ? ['accept', 'reject', 'delete'] : ['delete'];
  const name = row.name || strings.notProvided;
  return (
    <tr role="row" className={styles.row} data-business-id={row._id}>
      <th role="rowheader" scope="row" className={styles.name}>
        <Link to={profilePath(row)} className={styles.nameLink} data-row-link={row._id} dir="auto">
          {name}
        </Link>
      </th>
      <Cell label={columns.type}>{strings.types[row.category] ?? row.category}</Cell>
      <Cell label={columns.industry}>{row.industry ? industryText(row.industry) : strings.notProvided}</Cell>
      <Cell label={columns.contact} className={styles.contact}>
        {row.unclaimed ? (
          <>
            {row.contact ? (
              <>
                <span dir="ltr">{row.contact}</span>
                {' · '}
              </>
            ) : null}
            <span className={styles.unclaimed}>{strings.notClaimed}</span>
          </>
        ) : (
          row.contact ? <span dir="ltr">{row.contact}</span> : strings.notProvided
        )}
      </Cell>
      <Cell label={columns.status}>
        <Badge status={row.status} size="sm">
          {optionText(row.status)}
        </Badge>
      </Cell>
      <Cell label={columns.actions} className={styles.actionsCell}>
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'accept' ? 'primary' : action === 'reject' ? 'secondary' : 'danger'}
              loading={busy === action}
              disabled={busy !== undefined}
              aria-label={fill(actionStrings.rowLabel, { action: actionStrings[action], name })}
              onClick={() => onAction(action, row)}
            >
              {actionStrings[action]}
            </Button>
          ))}
        </div>
      </Cell>
    </tr>
  );
});

function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={className ? `${styles.cell} ${className}` : styles.cell}>
      <span className={styles.cellLabel} aria-hidden="true">
        {label}
      </span>
      <span className={styles.cellValue}>{children}</span>
    </td>
  );
}
