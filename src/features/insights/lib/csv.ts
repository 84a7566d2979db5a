/**
 * CSV for the insights tables (issue 19): RFC 4180 text that Excel, Numbers and LibreOffice open
 * with Arabic and Nordic names intact.
 *
 * - Records end in CRLF (the last one too); the first record is the header of column labels.
 * - A field is quoted when it holds a comma, a double quote, CR or LF; quotes inside are doubled.
 * - null is an empty field; a number is written with a dot and no grouping (1234.5), a boolean as
 *   true/false.
 * - Formula injection (OWASP, "CSV Injection"): a text field starting with =, +, -, @, a tab or CR
 *   gets a leading apostrophe, so a spreadsheet shows it as text instead of running it. A number
 *   stays a number, even a negative one.
 * - Language (issue 15): the file is the table the reader sees, so its header and its words (steps,
 *   corridors, industries, score bands) are in the reader's language; its numbers and days are not
 *   words and stay machine-readable in every language (Latin digits, a dot, no grouping, shares of 1,
 *   ISO days "2026-03-02"), so a spreadsheet computes with them wherever it was downloaded.
 */

export type CsvValue = string | number | boolean | null;

export interface CsvColumn {
  label: string;
}

/** The UTF-8 byte order mark: without it Excel reads the file as the system's code page. */
export const UTF8_BOM = '\uFEFF';

export const CSV_TYPE = 'text/csv;charset=utf-8';

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

function text(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Object.is(value, -0) ? 0 : value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One field, quoted when it must be. */
export function csvField(value: CsvValue): string {
  const raw = text(value);
  return NEEDS_QUOTES.test(raw) ? `"${raw.replaceAll('"', '""')}"` : raw;
}

/** The CSV text of a table: a header of the column labels, then one record per row. */
export function toCsv(columns: readonly CsvColumn[], rows: readonly (readonly CsvValue[])[]): string {
  const records = [columns.map((column) => column.label), ...rows];
  return records.map((record) => `${record.map(csvField).join(',')}\r\n`).join('');
}

/** The file to download: the byte order mark, then the text, typed as UTF-8 CSV. */
export function csvBlob(csv: string): Blob {
  return new Blob([UTF8_BOM, csv], { type: CSV_TYPE });
}
