import { jsPDF, type TextOptionsLight } from 'jspdf';
import type { components } from '@/api/schema';
import { agreementPdfWords } from '@/i18n/agreement-pdf';
import { formatLocaleOf } from '@/i18n/language';
import { fill } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date-time';
import { agreementBlocks, agreementPairs, type Block, type BlockKind } from './agreement-blocks';
import { PDF_DIGEST_PREFIX } from './agreement-digest';
import type { DocumentLanguage } from './agreement-language';

/*
 * The signed agreement as a PDF, made in the browser with jsPDF (loaded only when a user asks for
 * the PDF): the agreement's text, both signature blocks as Corridor recorded them, the digest,
 * and the audit trail, in English, in Arabic, or both side by side (issue 15). The digest is also
 * in the PDF's keywords ("corridor-sha256:<hex>"), where /verify reads it; whatever the language,
 * it is the digest of the English text the parties signed.
 *
 * English is drawn in the standard Helvetica (Windows-1252 only). Arabic needs a font that has it:
 * Noto Naskh Arabic, embedded (the caller loads it: agreement-pdf-font.ts). jsPDF shapes Arabic by
 * mapping letters to their presentation forms (its arabic plugin, which that font covers) and has
 * a bidi engine that turns a logical right-to-left line into the left-to-right order a PDF draws,
 * given the options in RTL below; it has no mark positioning, so the few vowel marks the text
 * carries are left out of the PDF.
 */

type Agreement = components['schemas']['Agreement'];
type AgreementEvent = components['schemas']['AgreementEvent'];
type Words = (typeof agreementPdfWords)['en'];

export interface AgreementPdfInput {
  /** The page in `language`: the English text, its Arabic translation, or the bilingual page. */
  html: string;
  language?: DocumentLanguage;
  agreement: Agreement;
  events: readonly AgreementEvent[];
  /** Where a reader checks the digest, e.g. https://corridor.example/verify. */
  verifyUrl: string;
  /** The zone times are written in (the reader's own by default). */
  timeZone?: string;
  parser?: Pick<DOMParser, 'parseFromString'>;
  /** The Arabic font's TTF as a binary string: needed for an Arabic or bilingual PDF. */
  arabicFont?: string;
}

const MARGIN = 56;
const GUTTER = 18;
const ARABIC_FONT = 'NotoNaskhArabic';
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

/** Arabic as the embedded font draws it: without the vowel marks jsPDF cannot place, nor bidi controls it does not need. */
export const toDrawnArabic = (text: string) => text.normalize('NFC').replace(/[\u064B-\u0652\u0670\u061c\u200e\u200f\u2066-\u2069]/g, '');

/** A logical right-to-left line, reordered for the page and its brackets mirrored (jsPDF's bidi engine). */
const RTL = { isInputVisual: false, isOutputVisual: true, isInputRtl: true, isOutputRtl: false, isSymmetricSwapping: true };

type Side = 'en' | 'ar';
type Row = Partial<Record<Side, Block>>;
interface Column {
  side: Side;
  /** Where the lines start: the left edge for English, the right edge for Arabic. */
  x: number;
  width: number;
}

/** The rows to write: one language's blocks, or both languages' blocks paired part by part. */
function bodyRows(input: AgreementPdfInput, language: DocumentLanguage, parser: Pick<DOMParser, 'parseFromString'>): Row[] {
  if (language !== 'bilingual') return agreementBlocks(input.html, parser).map((block) => ({ [language]: block }));
  return agreementPairs(input.html, parser).flatMap(({ en, ar }) =>
    Array.from({ length: Math.max(en.length, ar.length) }, (_, index) => ({ en: en[index], ar: ar[index] })),
  );
}

/** The recorded signatures, the digest and the audit trail, in one document language's words. */
function closingBlocks(input: AgreementPdfInput, side: Side): Block[] {
  const words: Words = agreementPdfWords[side];
  const locale = formatLocaleOf(side, 'latn');
  const when = (iso: string) => formatDateTime(iso, { timeZone: input.timeZone, locale });
  const { agreement } = input;
  const kinds = new Set(agreement.parties.map((party) => party.kind));
  const roleOf = (kind: Agreement['parties'][number]['kind']) =>
    words.roles[kind === 'local' ? 'partner' : kind === 'investor' ? 'investor' : kinds.has('investor') ? 'company' : 'client'];
  const blocks: Block[] = [{ kind: 'heading', text: words.signatures }];
  for (const party of agreement.parties) {
    blocks.push({ kind: 'subheading', text: fill(words.forParty, { company: party.companyName, role: roleOf(party.kind) }) });
    const signature = party.signature;
    blocks.push({
      kind: 'paragraph',
      text: signature ? fill(words.signedElectronically, { name: signature.fullName, date: when(signature.signedAt) }) : words.notSigned,
    });
  }
  blocks.push({ kind: 'paragraph', text: fill(words.digest, { digest: agreement.current.digest }) });
  blocks.push({ kind: 'paragraph', text: fill(words.verify, { url: input.verifyUrl }) });
  blocks.push({ kind: 'heading', text: words.audit });
  for (const event of input.events) {
    const line = fill(words.event, { date: when(event.at), what: fill(words.kinds[event.kind], { version: event.version }), actor: event.actor });
    blocks.push({ kind: 'item', text: event.reason ? `${line} ${fill(words.reason, { reason: event.reason })}` : line });
  }
  return blocks;
}

export function buildAgreementPdf(input: AgreementPdfInput): jsPDF {
  const { agreement } = input;
  const language = input.language ?? 'en';
  const parser = input.parser ?? new DOMParser();
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  if (language !== 'en') {
    if (!input.arabicFont) throw new Error('An Arabic or bilingual PDF needs the Arabic font.');
    doc.addFileToVFS(`${ARABIC_FONT}.ttf`, input.arabicFont);
    doc.addFont(`${ARABIC_FONT}.ttf`, ARABIC_FONT, 'normal');
  }
  const pageWidth = doc.internal.pageSize.getWidth();
  const full = pageWidth - MARGIN * 2;
  const half = (full - GUTTER) / 2;
  const columns: Column[] =
    language === 'en'
      ? [{ side: 'en', x: MARGIN, width: full }]
      : language === 'ar'
        ? [{ side: 'ar', x: pageWidth - MARGIN, width: full }]
        : [
            { side: 'en', x: MARGIN, width: half },
            { side: 'ar', x: pageWidth - MARGIN, width: half },
          ];
  const bottom = doc.internal.pageSize.getHeight() - MARGIN;
  let y = MARGIN;

  const setFont = (side: Side, kind: BlockKind) => {
    const style = STYLE[kind];
    doc.setFont(side === 'en' ? 'helvetica' : ARABIC_FONT, side === 'en' && style.bold ? 'bold' : 'normal');
    doc.setFontSize(style.size);
    doc.setTextColor(style.grey ? 90 : 20);
  };
  const linesOf = (column: Column, block: Block | undefined): string[] => {
    if (!block) return [];
    setFont(column.side, block.kind);
    const text = column.side === 'en' ? toWinAnsi(block.text) : toDrawnArabic(block.text);
    return doc.splitTextToSize(text, column.width) as string[];
  };
  const draw = (column: Column, kind: BlockKind, line: string) => {
    setFont(column.side, kind);
    const baseline = y + STYLE[kind].size;
    if (column.side === 'en') return void doc.text(line, column.x, baseline);
    // One weight is embedded: an Arabic heading is drawn bold by outlining its letters too.
    const bold = STYLE[kind].bold ? { renderingMode: 'fillThenStroke' as const } : {};
    doc.setLineWidth(0.25);
    doc.text(line, column.x, baseline, { align: 'right', ...bold, ...RTL } as TextOptionsLight);
  };
  const writeRow = (row: Row) => {
    const kind = (row.en ?? row.ar)!.kind;
    const style = STYLE[kind];
    const sides = columns.map((column) => ({ column, kind: row[column.side]?.kind ?? kind, lines: linesOf(column, row[column.side]) }));
    const count = Math.max(...sides.map((side) => side.lines.length));
    // Naskh is taller than Helvetica: a row with Arabic in it gets more room.
    const lineHeight = style.size * (row.ar ? 1.6 : 1.35);
    y += style.before;
    // A heading never ends a page alone.
    if (y + lineHeight * (kind === 'heading' || kind === 'subheading' ? count + 2 : 1) > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    for (let index = 0; index < count; index += 1) {
      if (y + lineHeight > bottom) {
        doc.addPage();
        y = MARGIN;
      }
      for (const side of sides) if (side.lines[index] !== undefined) draw(side.column, side.kind, side.lines[index]!);
      y += lineHeight;
    }
    y += style.after;
  };

  for (const row of bodyRows(input, language, parser)) writeRow(row);
  const closing = { en: language === 'ar' ? [] : closingBlocks(input, 'en'), ar: language === 'en' ? [] : closingBlocks(input, 'ar') };
  const closingCount = Math.max(closing.en.length, closing.ar.length);
  for (let index = 0; index < closingCount; index += 1) writeRow({ en: closing.en[index], ar: closing.ar[index] });

  // The page footer in the document's language (the bilingual page's in English, the text that prevails).
  const footerSide: Side = language === 'ar' ? 'ar' : 'en';
  const footerBaseline = doc.internal.pageSize.getHeight() - MARGIN / 2;
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    const text = fill(agreementPdfWords[footerSide].footer, { id: agreement.contractId, version: agreement.current.version, digest: agreement.current.digest, page, pages });
    doc.setFont(footerSide === 'en' ? 'helvetica' : ARABIC_FONT, 'normal');
    doc.setFontSize(7.5);
    doc.setTextColor(110);
    if (footerSide === 'en') doc.text(toWinAnsi(text), MARGIN, footerBaseline);
    else doc.text(toDrawnArabic(text), pageWidth - MARGIN, footerBaseline, { align: 'right', ...RTL } as TextOptionsLight);
  }
  // The PDF's properties are plain text in the viewer's encoding: written in English, the text signed.
  const english = agreementPdfWords.en;
  doc.setProperties({
    title: toWinAnsi(fill(english.title, { id: agreement.contractId, version: agreement.current.version })),
    subject: toWinAnsi(fill(english.digest, { digest: agreement.current.digest })),
    keywords: `${PDF_DIGEST_PREFIX}${agreement.current.digest}`,
    creator: 'Corridor',
    author: 'Corridor',
  });
  return doc;
}

/** The PDF as a Blob, for a download. */
export const agreementPdfBlob = (input: AgreementPdfInput): Blob => buildAgreementPdf(input).output('blob');
