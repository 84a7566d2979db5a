/**
 * The contract document's own stylesheet: A4 print, a readable page on screen and on a phone, in
 * either direction (logical properties only), and the bilingual page's two columns (English on the
 * left, Arabic on the right; one above the other on a phone). No web fonts: the reader's own
 * Naskh or Arabic UI font draws the Arabic.
 */
export const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; background: #eef1f4; color: #1b1f24; font: 11pt/1.55 Georgia, 'Times New Roman', serif; }
  .document { max-width: 210mm; margin: 24px auto; padding: 22mm 20mm; background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15); }
  header { border-bottom: 2px solid #1b1f24; margin-bottom: 18px; padding-bottom: 12px; }
  .brand { margin: 0; font: 600 9pt/1.2 Arial, Helvetica, sans-serif; letter-spacing: 0.12em; text-transform: uppercase; color: #4b5563; }
  h1 { margin: 6px 0 12px; font-size: 20pt; line-height: 1.2; }
  h2 { margin: 22px 0 8px; font-size: 13pt; border-bottom: 1px solid #d1d5db; padding-bottom: 3px; }
  h3 { margin: 12px 0 4px; font-size: 11pt; }
  dl { display: grid; grid-template-columns: minmax(140px, 34%) 1fr; gap: 2px 12px; margin: 6px 0 10px; }
  dt { font-weight: 600; color: #374151; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .meta { font-size: 10pt; }
  .parties { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
  .party { border: 1px solid #d1d5db; border-radius: 4px; padding: 10px 12px; }
  .party dl { grid-template-columns: 1fr; gap: 0; }
  .party dt { font-size: 9pt; margin-top: 4px; }
  .role { margin: 0 0 4px; font-style: italic; color: #4b5563; }
  .muted { color: #6b7280; }
  .quoted { border-inline-start: 3px solid #d1d5db; margin: 4px 0 10px; padding-block: 2px; padding-inline: 10px 0; white-space: pre-line; overflow-wrap: anywhere; }
  table { width: 100%; border-collapse: collapse; margin: 6px 0 10px; font-size: 10pt; }
  th, td { border: 1px solid #d1d5db; padding: 5px 8px; text-align: start; vertical-align: top; }
  thead th { background: #f3f4f6; }
  tbody th { font-weight: 600; width: 42%; }
  ol.clauses { padding-inline-start: 20px; }
  .signatures { display: grid; grid-template-columns: 1fr 1fr; gap: 24px; margin-top: 8px; }
  .sig-for { margin: 0 0 18px; }
  .line { display: flex; gap: 8px; align-items: flex-end; min-height: 30px; margin: 0; border-bottom: 1px solid #1b1f24; }
  .line span { width: 72px; flex: none; font-size: 9pt; color: #4b5563; }
  footer { margin-top: 28px; padding-top: 8px; border-top: 1px solid #d1d5db; font-size: 8.5pt; color: #6b7280; }
  [lang='ar'] { font-family: 'Noto Naskh Arabic', 'Geeza Pro', 'Traditional Arabic', 'Arabic Typesetting', 'Times New Roman', serif; line-height: 1.85; }
  [lang='ar'] .brand { letter-spacing: normal; }
  .notice { margin: 0 0 16px; padding: 8px 12px; border: 1px solid #d1d5db; border-radius: 4px; background: #f9fafb; font-size: 9.5pt; overflow-wrap: anywhere; }
  .notice code { font-size: 8.5pt; }
  .bilingual.document { max-width: 297mm; }
  .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 0 28px; align-items: start; }
  .pair > * { min-width: 0; }
  .pair > [lang='en'] { border-inline-end: 1px solid #e5e7eb; padding-inline-end: 14px; }
  .pair > header, .pair > footer { margin-top: 0; }
  .bilingual .parties, .bilingual .signatures { grid-template-columns: 1fr; }
  @page { size: A4; margin: 18mm 16mm; }
  @media print {
    body { background: #fff; font-size: 10.5pt; }
    .document { max-width: none; margin: 0; padding: 0; box-shadow: none; }
    h2, h3 { break-after: avoid; page-break-after: avoid; }
    section, .party, .signature, table, tr { break-inside: avoid; page-break-inside: avoid; }
    .signature-section { break-before: auto; }
  }
  @media (max-width: 640px) {
    .document { padding: 16px; margin: 0; }
    .parties, .signatures, .pair { grid-template-columns: 1fr; }
    .pair > [lang='en'] { border-inline-end: 0; padding-inline-end: 0; }
    .pair > [lang='ar'] { border-top: 1px dashed #d1d5db; margin-top: 8px; }
    dl { grid-template-columns: 1fr; }
  }
`;
