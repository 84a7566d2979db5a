import { agreements as copy } from '@/i18n/agreements';
import { safeFileName } from '@/lib/download';
import { fill } from '@/lib/format';
import type { DocumentLanguage } from './agreement-language';

/** corridor-agreement-<id>-v<version>.pdf (or .html; -ar or -en-ar before .pdf for the other languages), with anything unusual in the id replaced. */
export const agreementFileName = (contractId: string, version: number, kind: 'pdf' | 'html', language: DocumentLanguage = 'en') =>
  fill(kind === 'html' ? copy.pdf.htmlFileName : language === 'en' ? copy.pdf.fileName : copy.pdf.fileNameIn[language], { id: safeFileName(contractId), version });
