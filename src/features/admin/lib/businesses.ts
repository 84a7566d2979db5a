import type { BusinessCategory, BusinessListItem } from '../api/get-businesses';
import { admin as adminText } from '@/i18n/admin';
import { sourceLanguage, type Language } from '@/i18n/language';
import { optionText } from '@/i18n/options';
import { partyKinds, publicProfilePath } from '@/lib/party-kinds';

export type BusinessFilter = 'all' | BusinessCategory;

export const businessFilters: readonly BusinessFilter[] = ['all', ...partyKinds];

/** A row with its lower-cased search text, built once per list (not once per keystroke). */
export interface IndexedBusiness {
  row: BusinessListItem;
  text: string;
}

/**
 * A row's industries as the reader sees them: each stored option ("Fintech & Financial Services,
 * Healthcare") in the active language, the commas the language's own ("،" in Arabic). The spacing
 * stays as stored, so English reads exactly as the server wrote it.
 */
export function industryText(industry: string): string {
  return industry
    .split(/([,،])/)
    .map((part, index) => (index % 2 === 1 ? adminText.panel.listComma : part.replace(part.trim(), (core) => optionText(core))))
    .join('');
}

/**
 * Built for the active language: the search finds a row by its industry as the reader sees it
 * ("التكنولوجيا المالية") as well as stored, lower-cased by that language's rules.
 */
export function indexBusinesses(rows: readonly BusinessListItem[], language: Language = sourceLanguage): IndexedBusiness[] {
  return rows.map((row) => ({ row, text: `${row.name}\u0000${row.industry}\u0000${industryText(row.industry)}`.toLocaleLowerCase(language) }));
}

/**
 * The rows of one type (or all) whose name or industry contains the query, case-insensitively,
 * in the server's order (newest first). Spaces around the query are ignored.
 */
export function filterBusinesses(index: readonly IndexedBusiness[], filter: BusinessFilter, query: string, language: Language = sourceLanguage): BusinessListItem[] {
  const needle = query.trim().toLocaleLowerCase(language);
  const out: BusinessListItem[] = [];
  for (const item of index) {
    if (filter !== 'all' && item.row.category !== filter) continue;
    if (needle && !item.text.includes(needle)) continue;
    out.push(item.row);
  }
  return out;
}

export interface BusinessCounts {
  foreign: number;
  local: number;
  investor: number;
  /** Local partners waiting for verification. */
  pending: number;
}

export function countBusinesses(rows: readonly BusinessListItem[]): BusinessCounts {
  const counts: BusinessCounts = { foreign: 0, local: 0, investor: 0, pending: 0 };
  for (const row of rows) {
    if (row.category in counts) counts[row.category] += 1;
    if (isPendingLocal(row)) counts.pending += 1;
  }
  return counts;
}

/** Only local businesses show Accept/Reject, and only while pending (specification §4). */
export function isPendingLocal(row: BusinessListItem): boolean {
  return row.category === 'local' && row.status === 'Pending';
}

/** The profile page a row's name links to (specification §2). */
export function profilePath(row: Pick<BusinessListItem, '_id' | 'category'>): string {
  return publicProfilePath(row.category, row._id);
}

export const PAGE_SIZE = 25;

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pages: number;
  /** 1-based positions of the first and last item shown (0 and 0 when empty). */
  from: number;
  to: number;
  total: number;
}

export function pageOf<T>(items: readonly T[], page: number, size = PAGE_SIZE): Page<T> {
  const total = items.length;
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (current - 1) * size;
  const slice = items.slice(start, start + size);
  return { items: slice, page: current, pages, from: total ? start + 1 : 0, to: start + slice.length, total };
}
