import type { ContractRecord } from '../../db/records';
import type { AnyProfile } from '../profiles';
import { arabicPage, bilingualPage, englishPage, type DocumentLanguage } from './layout';
import { EN } from './words-en';

export { firstResponseTime, kickOffTime, monthlyCapacity, reportingCadence, urgentResponseTime } from './service-levels';
export { escapeHtml, formatDate } from './text';
export { DOCUMENT_LANGUAGES, type DocumentLanguage } from './layout';
export { documentSource, sourceOf } from './source';

/**
 * The generated Partnership Agreement and Service Level Agreement of an approved contract, as one
 * printable HTML page, in English (the text the parties sign), in Arabic, or both side by side
 * (issue 15). It is a pure function of the contract and the two profiles: no clock, no randomness,
 * no external resources, every stored value HTML-escaped. Its parts: text helpers (text.ts), the
 * terms read from the profiles (service-levels.ts), each language's words (words.ts, words-en.ts,
 * words-ar.ts; the option values' Arabic from mocks/i18n/ar/labels.ts), the parties (parties.ts),
 * sections 3 to 5 (sections.ts), every part in reading order (clauses.ts), the three pages
 * (layout.ts), the stylesheet (style.ts), and what a version keeps to be rendered again (source.ts).
 */

export const DOCUMENT_TITLE = EN.title;

export interface DocumentInput {
  contract: Pick<ContractRecord, '_id' | 'category' | 'createdAt' | 'updatedAt'>;
  /** Partner One and Partner Two by the category's role labels; undefined for a deleted profile. */
  partnerOne?: AnyProfile;
  partnerTwo?: AnyProfile;
  /** The agreement version this rendering is stored as (1 at approval, then one per regenerated draft). */
  version?: number;
  /** When this version was generated (ISO); the approval for version 1. */
  generatedAt?: string;
}

/** The English text: what the parties sign, and whose bytes the version's digest is of. */
export const renderContractDocument = (input: DocumentInput): string => englishPage(input);

/**
 * The document in a language. English is the signed text itself; Arabic and bilingual are
 * renderings of the same version and carry `digest`, the SHA-256 of its English text.
 */
export function renderDocument(input: DocumentInput, language: DocumentLanguage, digest: string): string {
  switch (language) {
    case 'en':
      return englishPage(input);
    case 'ar':
      return arabicPage(input, digest);
    case 'bilingual':
      return bilingualPage(input, digest);
  }
}
