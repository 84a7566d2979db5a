import { useId, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui';
import { DownloadCsvButton, downloadTableCsv, FigureTable, type ChartColumnOf } from './chart-figure';
import styles from './chart-figure.module.css';

export interface DataTableProps<Row> {
  title: string;
  /** One line saying what the table lists. */
  summary: string;
  /** What an empty table says instead. */
  empty: string;
  columns: readonly ChartColumnOf<NoInfer<Row>>[];
  rows: readonly Row[];
  csvName: string;
  /** A way onwards beside the download (e.g. to the admin panel). */
  action?: ReactNode;
}

/**
 * A list that is a table and nothing else (requests waiting, verifications pending): the frame of a
 * figure — title, summary, CSV download — without the chart. Empty, it says so and offers no file.
 */
export function DataTable<Row>({ title, summary, empty, columns, rows, csvName, action }: DataTableProps<Row>) {
  const titleId = useId();
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        <p className={styles.summary}>{summary}</p>
      </div>
      {rows.length === 0 ? (
        <EmptyState title={empty} compact />
      ) : (
        <>
          <div className={styles.actions}>
            {action ?? <span />}
            <DownloadCsvButton title={title} onClick={() => downloadTableCsv(columns, rows, csvName)} />
          </div>
          <FigureTable caption={title} labelledBy={titleId} columns={columns} rows={rows} />
        </>
      )}
    </figure>
  );
}
