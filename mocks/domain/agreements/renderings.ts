import type { AgreementVersionRecord } from '../../db/records';
import { badRequest } from '../../http/failure';
import { contracts } from '../../i18n/en';
import { DOCUMENT_LANGUAGES, renderDocument, sourceOf, type DocumentLanguage } from '../contract-document';

/*
 * A version of the agreement in the language a reader asks for (issue 15). The parties sign the
 * English text: its bytes are stored and their SHA-256 is the version's digest, whatever language
 * is shown. The Arabic and bilingual pages are rendered from the source the version keeps (the
 * facts as they were when it was generated), name that digest, and say that the English text
 * prevails. A version stored before renderings existed has no source: it is served in English,
 * and Content-Language says so.
 */

/**
 * The `language` query parameter: English when absent, 400 for anything else (in the catalogue's
 * English, which the guard writes in the reader's language).
 */
export function documentLanguageOf(value: string | null): DocumentLanguage {
  if (value === null) return 'en';
  if ((DOCUMENT_LANGUAGES as readonly string[]).includes(value)) return value as DocumentLanguage;
  const message = contracts.agreement.documentLanguage;
  throw badRequest(message, [{ path: 'language', message }]);
}

/** What Content-Language names for each page. */
const CONTENT_LANGUAGE: Record<DocumentLanguage, string> = { en: 'en', ar: 'ar', bilingual: 'en, ar' };

export interface Rendering {
  html: string;
  /** The language served: English for a version without a source, whatever was asked. */
  language: DocumentLanguage;
}

/** The version in `language`: the stored English bytes, or a rendering of the same version. */
export function renderingOf(version: AgreementVersionRecord, language: DocumentLanguage): Rendering {
  if (language === 'en') return { html: version.html, language };
  const source = sourceOf(version.source);
  if (!source) return { html: version.html, language: 'en' };
  return { html: renderDocument(source, language, version.digest), language };
}

/**
 * The headers of an agreement version served as HTML: never cached or sniffed, the digest of its
 * signed English text beside it, and the language of this page.
 */
export const documentHeaders = (digest: string, language: DocumentLanguage = 'en') => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'X-Agreement-Digest': digest,
  'Content-Language': CONTENT_LANGUAGE[language],
});
