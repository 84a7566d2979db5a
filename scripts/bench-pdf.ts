// Benchmark of the agreement PDF (issue 14): the time jsPDF takes to write the longest seeded
// agreement (its text, both signature blocks, the digest and the audit trail), median of 10 warm runs
// after one cold run, in Node with jsdom's DOMParser standing in for the browser's.
//
//   npx tsx scripts/bench-pdf.ts          (npm run bench:pdf)
//
// A measurement, not a test: it always exits 0 once measured. The size the PDF library adds to the
// contract page is printed by `npm run size` (a chunk loaded only on "Download PDF").

import { JSDOM } from 'jsdom';
import { db, initDb } from '../mocks/db';
import { agreementView, auditView } from '../mocks/domain/agreements';
import { buildAgreementPdf } from '../src/features/contracts/lib/agreement-pdf';
import { median } from './support/stats';

const RUNS = 10;

await initDb();
const longest = db.agreementVersions.all().sort((a, b) => b.html.length - a.html.length)[0];
if (!longest) throw new Error('the seed has no agreement');
const contract = db.contracts.findFirst((q) => q.where({ _id: longest.contractId }))!;
const admin = db.users.findFirst((q) => q.where({ category: 'admin' }))!;
const agreement = await agreementView(contract, admin);
const { events } = await auditView(contract);
const parser = new new JSDOM('').window.DOMParser();
const input = { html: longest.html, agreement, events, verifyUrl: 'https://corridor.example/verify', timeZone: 'Asia/Dubai', parser };

const run = () => {
  const started = performance.now();
  const doc = buildAgreementPdf(input);
  const bytes = doc.output('arraybuffer').byteLength;
  return { ms: performance.now() - started, pages: doc.getNumberOfPages(), bytes };
};

const cold = run();
const warm = Array.from({ length: RUNS }, run);
console.log(`Longest seeded agreement: ${contract._id} v${longest.version}, ${(longest.html.length / 1024).toFixed(1)} KB of HTML, ${events.length} audit events`);
console.log(`PDF: ${cold.pages} pages, ${(cold.bytes / 1024).toFixed(0)} KB`);
console.log(`Generation: cold ${cold.ms.toFixed(0)} ms, warm median ${median(warm.map((r) => r.ms)).toFixed(1)} ms (${RUNS} runs; min ${Math.min(...warm.map((r) => r.ms)).toFixed(1)}, max ${Math.max(...warm.map((r) => r.ms)).toFixed(1)})`);
