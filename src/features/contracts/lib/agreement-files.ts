import { agreements as copy } from '@/i18n/agreements';
import { safeFileName } from '@/lib/download';
import { fill } from '@/lib/format';

/** corridor-agreement-<id>-v<version>.pdf (or .html), with anything unusual in the id replaced. */
export const agreementFileName = (contractId: string, version: number, kind: 'pdf' | 'html') =>
  fill(kind === 'pdf' ? copy.pdf.fileName : copy.pdf.htmlFileName, { id: safeFileName(contractId), version });
