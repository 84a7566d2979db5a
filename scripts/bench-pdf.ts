// Benchmark of the agreement PDF (issues 14 and 15): the time jsPDF takes to write the longest
// seeded agreement (its text, both signature blocks, the digest and the audit trail), median of 10
// warm runs after one cold run, in Node with jsdom's DOMParser standing in for the browser's; in
// English, in Arabic and side by side (both with the embedded Noto Naskh Arabic, whose load is
// timed apart: the browser fetches it once per page).
//
//   npx tsx scripts/bench-pdf.ts          (npm run bench:pdf)
//
// A measurement, not a test: it always exits 0 once measured. The size the PDF library adds to the
// contract page is printed by `npm run size` (a chunk loaded only on "Download PDF").

import { readFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { JSDOM } from 'jsdom';
import { db, initDb } from '../mocks/db';
import { agreementView, auditView, renderingOf } from '../mocks/domain/agreements';
import type { AgreementPdfInput } from '../src/features/contracts/lib/agreement-pdf';
import { binaryString } from '../src/features/contracts/lib/agreement-bytes';
import { median } from './support/stats';

// The PDF's code reads its words through the app's string door, which Vite fills: see the hook.
register('./bench-pdf-loader.mjs', import.meta.url);
const { buildAgreementPdf } = await import('../src/features/contracts/lib/agreement-pdf');

const RUNS = 10;
const FONT = '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf';

await initDb();
const longest = db.agreementVersions.all().sort((a, b) => b.html.length - a.html.length)[0];
if (!longest) throw new Error('the seed has no agreement');
const contract = db.contracts.findFirst((q) => q.where({ _id: longest.contractId }))!;
const admin = db.users.findFirst((q) => q.where({ category: 'admin' }))!;
const agreement = await agreementView(contract, admin);
const { events } = await auditView(contract);
const parser = new new JSDOM('').window.DOMParser();

const fontStarted = performance.now();
const fontBytes = readFileSync(createRequire(import.meta.url).resolve(FONT));
const arabicFont = binaryString(fontBytes);
const fontMs = performance.now() - fontStarted;

const measure = (input: AgreementPdfInput) => {
  const run = () => {
    const started = performance.now();
    const doc = buildAgreementPdf(input);
    const bytes = doc.output('arraybuffer').byteLength;
    return { ms: performance.now() - started, pages: doc.getNumberOfPages(), bytes };
  };
  const cold = run();
  const warm = Array.from({ length: RUNS }, run);
  const ms = warm.map((r) => r.ms);
  return `${cold.pages} pages, ${(cold.bytes / 1024).toFixed(0)} KB; cold ${cold.ms.toFixed(0)} ms, warm median ${median(ms).toFixed(1)} ms (${RUNS} runs; min ${Math.min(...ms).toFixed(1)}, max ${Math.max(...ms).toFixed(1)})`;
};

console.log(`Longest seeded agreement: ${contract._id} v${longest.version}, ${(longest.html.length / 1024).toFixed(1)} KB of HTML, ${events.length} audit events`);
const common = { agreement, events, verifyUrl: 'https://corridor.example/verify', timeZone: 'Asia/Dubai', parser };
console.log(`English PDF: ${measure({ ...common, html: longest.html })}`);
console.log(`Arabic font: ${(fontBytes.length / 1024).toFixed(0)} KB TTF, read and converted in ${fontMs.toFixed(1)} ms`);
for (const language of ['ar', 'bilingual'] as const) {
  const page = renderingOf(longest, language);
  const label = language === 'ar' ? 'Arabic PDF' : 'Bilingual PDF';
  console.log(`${label} (${(page.html.length / 1024).toFixed(1)} KB of HTML): ${measure({ ...common, html: page.html, language: page.language, arabicFont })}`);
}
