import { useId, useState, type ReactNode } from 'react';
import { Button, cx } from '@/components/ui';
import { insights } from '@/i18n/insights';
import { downloadBlob } from '@/lib/download';
import { fill, formatNumber } from '@/lib/format';
import { csvBlob, toCsv, type CsvValue } from '../lib/csv';
import { MISSING_VALUE } from './bar-chart';
import styles from './chart-figure.module.css';

const figureText = insights.figure;

/** One column of a figure's table (and of its CSV). */
export interface ChartColumn<Row, K extends keyof Row = keyof Row> {
  key: K;
  label: string;
  /** A number column: right-aligned (end-aligned) in the table. */
  numeric?: boolean;
  /** The cell's text in the table; default: numbers with grouping, null as "–", text as it is. */
  format?(value: Row[K], row: Row): string;
  /** The cell's value in the CSV; default the raw value (a number stays a number). */
  csv?(value: Row[K], row: Row): CsvValue;
  /** The cell in the table when it is more than text (a link); its text is still `format`'s for the CSV-less reader. */
  render?(value: Row[K], row: Row): ReactNode;
}

/** A column for any one key of Row, its `format` and `csv` typed by that key's value. */
export type ChartColumnOf<Row> = { [K in keyof Row]-?: ChartColumn<Row, K> }[keyof Row];

export interface ChartFigureProps<Row> {
  title: string;
  /** The title's heading level. Default 3. */
  level?: 3 | 4;
  /** One line saying what the chart shows, written for a screen reader; it names the chart. */
  summary: string;
  columns: readonly ChartColumnOf<NoInfer<Row>>[];
  rows: readonly Row[];
  /** A stable key of a row; default its position. */
  rowKey?: (row: Row, index: number) => string;
  /** The CSV's file name without ".csv". */
  csvName: string;
  /** The chart, given the id its SVG takes as `aria-labelledby` (the summary's). */
  children: (labelledBy: string) => ReactNode;
  className?: string;
}

type View = 'chart' | 'table';

function displayValue(value: unknown): string {
  if (value === null || value === undefined) return MISSING_VALUE;
  if (typeof value === 'number') return Number.isFinite(value) ? formatNumber(value) : MISSING_VALUE;
  return String(value);
}

function csvValue(value: unknown): CsvValue {
  if (value === undefined) return null;
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/** The table's content and the CSV's value of one cell. */
function cell<Row>(column: ChartColumnOf<Row>, row: Row) {
  const { key, format, csv, render } = column as ChartColumn<Row>;
  const value = row[key];
  return {
    text: render ? render(value, row) : format ? format(value, row) : displayValue(value),
    csv: csv ? csv(value, row) : csvValue(value),
  };
}

/**
 * The frame of every insights chart (issue 19): its title, the one-line summary that names the
 * chart, a choice between the chart and the same numbers as a table (kept while the page lives),
 * and a CSV download of that table. The choice is a pair of toggle buttons, each pressed while its
 * view shows, so each button's name says what it does and never changes.
 */
export function ChartFigure<Row>({ title, level = 3, summary, columns, rows, rowKey, csvName, children, className }: ChartFigureProps<Row>) {
  const [view, setView] = useState<View>('chart');
  const titleId = useId();
  const summaryId = useId();
  const Heading = `h${level}` as const;

  return (
    <figure className={cx(styles.figure, className)} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading id={titleId} className={cx(styles.title, level === 4 && styles.small)}>
          {title}
        </Heading>
        <p id={summaryId} className={styles.summary}>
          {summary}
        </p>
      </div>
      <div className={styles.actions}>
        <div className={styles.views}>
          <Button variant="secondary" size="sm" className={styles.view} aria-pressed={view === 'chart'} onClick={() => setView('chart')}>
            {figureText.showChart}
          </Button>
          <Button variant="secondary" size="sm" className={styles.view} aria-pressed={view === 'table'} onClick={() => setView('table')}>
            {figureText.showTable}
          </Button>
        </div>
        <DownloadCsvButton title={title} onClick={() => downloadTableCsv(columns, rows, csvName)} />
      </div>
      {view === 'chart' ? (
        <div className={styles.chart}>{children(summaryId)}</div>
      ) : (
        <FigureTable caption={title} labelledBy={titleId} columns={columns} rows={rows} rowKey={rowKey} />
      )}
    </figure>
  );
}

/** Saves the table as `${csvName}.csv`: the same columns and rows, each cell's CSV value. */
export function downloadTableCsv<Row>(columns: readonly ChartColumnOf<Row>[], rows: readonly Row[], csvName: string): void {
  const records = rows.map((row) => columns.map((column) => cell(column, row).csv));
  downloadBlob(csvBlob(toCsv(columns, records)), `${csvName}.csv`);
}

export interface FigureTableProps<Row> {
  /** The table's caption (read, not shown: the figure's title shows it). */
  caption: string;
  /** The id of the title that names the scrolling box. */
  labelledBy: string;
  columns: readonly ChartColumnOf<NoInfer<Row>>[];
  rows: readonly Row[];
  rowKey?: ((row: Row, index: number) => string) | undefined;
}

/**
 * The numbers of a figure as a table: column headers, each row headed by its first cell, numbers
 * aligned to the end. On a phone it scrolls sideways in its own box, which takes focus so the
 * keyboard can scroll it too.
 */
export function FigureTable<Row>({ caption, labelledBy, columns, rows, rowKey }: FigureTableProps<Row>) {
  const [first, ...rest] = columns;
  return (
    <div className={styles.scroll} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={String(column.key)} scope="col" className={cx(column.numeric && styles.numeric)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey ? rowKey(row, index) : index}>
              {first ? (
                <th scope="row" className={cx(first.numeric && styles.numeric)}>
                  {cell(first, row).text}
                </th>
              ) : null}
              {rest.map((column) => (
                <td key={String(column.key)} className={cx(column.numeric && styles.numeric)}>
                  {cell(column, row).text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Download CSV", named after the table it saves. */
export function DownloadCsvButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={fill(figureText.downloadName, { title })} iconStart={<DownloadIcon />} onClick={onClick}>
      {figureText.download}
    </Button>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
    </svg>
  );
}
