import { agreementPdf as arabic } from './ar/agreement-pdf';
import { agreementPdf as english } from './en/agreement-pdf';
import type { Catalogue } from './runtime';

/**
 * The words the agreement PDF draws, in each language a document can be drawn in: not switched with
 * the reader's language (an English reader may download the Arabic PDF), so both languages' files
 * load together, in the PDF's own chunk only (src/features/contracts/lib/agreement-pdf.ts).
 */
export const agreementPdfWords: Readonly<Record<'en' | 'ar', Catalogue<typeof english>>> = { en: english, ar: arabic };
