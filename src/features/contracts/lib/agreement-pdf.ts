import { jsPDF } from 'jspdf';
import type { components } from '@/api/schema';
import { agreements as copy } from '@/i18n/agreements';
import { fill } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date-time';
import { agreementBlocks, type Block, type BlockKind } from './agreement-blocks';
import { PDF_DIGEST_PREFIX } from './agreement-digest';

/*
 * The signed agreement as a PDF, made in the browser with jsPDF (loaded only when a user asks for
 * the PDF): the agreement's text, both signature blocks as Corridor recorded them, the digest,
 * and the audit trail. The digest is also in the PDF's keywords ("corridor-sha256:<hex>"), where
 * /verify reads it.
 */

type Agreement = components['schemas']['Agreement'];
type AgreementEvent = components['schemas']['AgreementEvent'];

export interface AgreementPdfInput {
  html: string;
  agreement: Agreement;
  events: readonly AgreementEvent[];
  /** Where a reader checks the digest, e.g. https://corridor.example/verify. */
  verifyUrl: string;
  /** The zone times are written in (the reader's own by default). */
  timeZone?: string;
  parser?: Pick<DOMParser, 'parseFromString'>;
}

const MARGIN = 56;
const STYLE: Record<BlockKind, { size: number; bold?: boolean; before: number; after: number; grey?: boolean }> = {
  title: { size: 17, bold: true, before: 0, after: 10 },
  heading: { size: 12.5, bold: true, before: 12, after: 4 },
  subheading: { size: 10.5, bold: true, before: 6, after: 2 },
  paragraph: { size: 9.5, before: 2, after: 4 },
  item: { size: 9.5, before: 1, after: 2 },
  fact: { size: 9, before: 0, after: 1 },
  note: { size: 8, before: 8, after: 2, grey: true },
};

/** The standard PDF fonts write Windows-1252 only: other characters become their nearest form. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SUBSTITUTES: Record<string, string> = { '≤': '<=', '≥': '>=', '→': '->', '←': '<-', '−': '-', '\u00a0': ' ', '\u202f': ' ', '\u2009': ' ' };
export function toWinAnsi(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => {
    if (SUBSTITUTES[char]) return SUBSTITUTES[char];
    const code = char.codePointAt(0) ?? 0;
    if (code < 256 || WIN_ANSI_EXTRA.has(char)) return char;
    const stripped = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return stripped.length === 1 && (stripped.codePointAt(0) ?? 0) < 128 ? stripped : '?';
  }).join('');
}

export function buildAgreementPdf(input: AgreementPdfInput): jsPDF {
  const { agreement } = input;
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const width = doc.internal.pageSize.getWidth() - MARGIN * 2;
  const bottom = doc.internal.pageSize.getHeight() - MARGIN;
  let y = MARGIN;
  const write = ({ kind, text }: Block) => {
    const style = STYLE[kind];
    doc.setFont('helvetica', style.bold ? 'bold' : 'normal');
    doc.setFontSize(style.size);
    doc.setTextColor(style.grey ? 90 : 20);
    const lines = doc.splitTextToSize(toWinAnsi(text), width) as string[];
    const lineHeight = style.size * 1.35;
    y += style.before;
    // A heading never ends a page alone.
    if (y + lineHeight * (kind === 'heading' || kind === 'subheading' ? lines.length + 2 : 1) > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    for (const line of lines) {
      if (y + lineHeight > bottom) {
        doc.addPage();
        y = MARGIN;
      }
      doc.text(line, MARGIN, y + style.size);
      y += lineHeight;
    }
    y += style.after;
  };
  const when = (iso: string) => formatDateTime(iso, { timeZone: input.timeZone });

  for (const block of agreementBlocks(input.html, input.parser ?? new DOMParser())) write(block);

  write({ kind: 'heading', text: copy.pdf.signatures });
  for (const party of agreement.parties) {
    write({ kind: 'subheading', text: fill(copy.pdf.forParty, { company: party.companyName, role: party.role }) });
    const signature = party.signature;
    write({
      kind: 'paragraph',
      text: signature ? fill(copy.pdf.signedElectronically, { name: signature.fullName, date: when(signature.signedAt) }) : copy.pdf.notSigned,
    });
  }
  write({ kind: 'paragraph', text: fill(copy.pdf.digest, { digest: agreement.current.digest }) });
  write({ kind: 'paragraph', text: fill(copy.pdf.verify, { url: input.verifyUrl }) });

  write({ kind: 'heading', text: copy.pdf.audit });
  for (const event of input.events) {
    const what = fill(copy.audit.kinds[event.kind], { version: event.version });
    const reason = event.reason ? ` ${fill(copy.audit.reason, { reason: event.reason })}` : '';
    write({ kind: 'item', text: `${when(event.at)}: ${what} ${fill(copy.audit.by, { actor: event.actor })}.${reason}` });
  }

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(7.5);
    doc.setTextColor(110);
    const footer = `${agreement.contractId} · v${agreement.current.version} · SHA-256 ${agreement.current.digest} · ${fill(copy.pdf.page, { page, pages })}`;
    doc.text(toWinAnsi(footer), MARGIN, doc.internal.pageSize.getHeight() - MARGIN / 2);
  }
  doc.setProperties({
    title: toWinAnsi(`${copy.panel.heading} ${agreement.contractId}, version ${agreement.current.version}`),
    subject: toWinAnsi(fill(copy.pdf.digest, { digest: agreement.current.digest })),
    keywords: `${PDF_DIGEST_PREFIX}${agreement.current.digest}`,
    creator: 'Corridor',
    author: 'Corridor',
  });
  return doc;
}

/** The PDF as a Blob, for a download. */
export const agreementPdfBlob = (input: AgreementPdfInput): Blob => buildAgreementPdf(input).output('blob');
