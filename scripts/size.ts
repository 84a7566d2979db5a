/**
 * `npm run size`: the gzip size of the JavaScript the home page loads in real-host mode,
 * measured in Chromium (every script the page actually requests), against a 101 KB budget (decision 018;
 * 96 KB until the public header learned the signed-in user, 97 KB until the public /verify route:
 * every route costs the entry its table row, its title and its chunks' names; 98 KB until the
 * catalogue runtime of issue 15, decision 029; 100 KB until the language switch in the headers and
 * the footer, and the Arabic reader's digits on the home page, when Arabic was offered).
 * Also checks that the real-host build carries no mock code and the mock build keeps it
 * out of the entry chunk, and reports what the agreement PDF (jsPDF, issue 14) adds: a chunk
 * loaded only when a user asks for the PDF, imported statically by no chunk of any page; and what the
 * admin insights charts (visx, issue 19) add: code in the /admin/insights route's chunks only; and
 * what the Arabic catalogue weighs (issue 15): chunks an English reader never loads, and what an
 * Arabic reader's home page loads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../e2e/support/chromium';
import { buildApp, serveBuild } from '../e2e/support/preview';

/** What a visitor who only reads loads: the page's inline scripts, no file (decision 018). */
const BEFORE_BUDGET_KB = 3;
/** The app, once the visitor acts. */
const BUDGET_KB = 101;
const realOut = 'dist-size-real';
const mockOut = 'dist-size-mock';
/** Strings only the mock backend's code contains. */
const mockMarkers = ['mockServiceWorker.js', 'setupWorker'];

const gzipKb = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length / 1024;

function jsFiles(dir: string): string[] {
  return readdirSync(join(dir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, 'assets', file));
}

interface HomePage {
  /** Script files requested before the visitor did anything. */
  before: string[];
  /** The gzip size of the page's inline scripts (they run before any file). */
  inlineKb: number;
  /** Every script file requested once the visitor has moved the pointer and the page is hydrated. */
  after: string[];
}

/**
 * What the home page loads for a reader of `language` (stored as the app stores a choice): first
 * while the visitor only reads (decision 018: the app's script waits for the visitor's first sign
 * of intent), then once the pointer has moved over the page and the app has hydrated it.
 */
async function homePage(outDir: string, language: 'en' | 'ar' = 'en'): Promise<HomePage> {
  const server = await serveBuild(outDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.addInitScript((choice) => localStorage.setItem('corridor.language', choice), language);
    const scripts: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const before = [...new Set(scripts)];
    const inline = await page.evaluate(() => Array.from(document.scripts, (script) => (script.src ? '' : script.text)).join('\n'));
    await page.mouse.move(200, 200);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    if (language !== 'en') await page.waitForFunction((lang) => document.documentElement.lang === lang && !document.documentElement.hasAttribute('data-translating'), language);
    await page.waitForLoadState('networkidle');
    return { before, inlineKb: gzipKb(Buffer.from(inline)), after: [...new Set(scripts)] };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** A built file's gzip size; `sumKb`, several files'. */
const fileKb = (file: string) => gzipKb(readFileSync(join(realOut, file)));
const sumKb = (files: string[]) => files.reduce((sum, file) => sum + fileKb(file), 0);

await buildApp({ outDir: realOut, apiBaseUrl: 'https://api.corridor.invalid', manifest: true });
const home = await homePage(realOut);
const scripts = home.after;
const beforeKb = home.inlineKb + sumKb(home.before);
console.log('JavaScript the home page loads (real-host build, English, signed out):');
console.log(`  while the visitor only reads: ${home.before.length} file(s), ${home.inlineKb.toFixed(1)} KB gzip of inline script; ${beforeKb.toFixed(1)} KB in all (budget ${BEFORE_BUDGET_KB} KB)`);
console.log('  once the visitor moves, touches or types (the app, hydrating the page):');
const scriptKbs = scripts.map(fileKb);
scripts.forEach((script, index) => console.log(`    ${script.padEnd(48)} ${scriptKbs[index]!.toFixed(1).padStart(7)} KB gzip`));
const total = scriptKbs.reduce((sum, kb) => sum + kb, 0);
console.log(`    ${'total'.padEnd(48)} ${total.toFixed(1).padStart(7)} KB gzip (budget ${BUDGET_KB} KB)`);

const problems: string[] = [];
if (scripts.length === 0) problems.push('the home page loaded no JavaScript once the visitor moved: the measurement is broken');
if (beforeKb > BEFORE_BUDGET_KB) problems.push(`the home page loads ${beforeKb.toFixed(1)} KB gzip of JavaScript before the visitor acts, over the ${BEFORE_BUDGET_KB} KB budget`);
if (total > BUDGET_KB) problems.push(`the app's JavaScript on the home page is ${total.toFixed(1)} KB gzip, over the ${BUDGET_KB} KB budget`);

const leaked = jsFiles(realOut).filter((file) => {
  const text = readFileSync(file, 'utf8');
  return mockMarkers.some((marker) => text.includes(marker));
});
if (leaked.length > 0) problems.push(`mock code found in the real-host build: ${leaked.join(', ')}`);
else console.log('Real-host build: no mock code in any chunk.');

/** The agreement PDF's chunk: only ever a dynamic import, so no page's JavaScript grows by it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(join(realOut, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const pdfKeys = Object.keys(manifest).filter((key) => key.endsWith('src/features/contracts/lib/agreement-pdf.ts'));
if (pdfKeys.length !== 1) problems.push('the agreement PDF chunk is missing from the build manifest');
else {
  const [pdfKey] = pdfKeys as [string];
  const staticImporters = Object.entries(manifest).filter(([, chunk]) => chunk.imports?.includes(pdfKey)).map(([key]) => key);
  const dynamicImporters = Object.entries(manifest).filter(([, chunk]) => chunk.dynamicImports?.includes(pdfKey)).map(([key]) => key);
  const pdfKb = fileKb(manifest[pdfKey]!.file);
  if (staticImporters.length > 0) problems.push(`the agreement PDF is imported statically by ${staticImporters.join(', ')}`);
  else if (scripts.some((script) => script.endsWith(manifest[pdfKey]!.file))) problems.push('the home page loads the agreement PDF chunk');
  else {
    console.log(
      `Agreement PDF (jsPDF): ${pdfKb.toFixed(1)} KB gzip, loaded only on "Download PDF" (imported dynamically by ${dynamicImporters.join(', ')}; by no page statically).`,
    );
  }
}

/** The insights charts (visx): only in the /admin/insights route's chunk and chunks no other chunk imports. */
const visxMarker = /visx-(bar|linepath|axis)/;
const insightsKey = Object.keys(manifest).find((key) => key.endsWith('src/features/insights/routes/admin-insights.tsx'));
const chartKeys = Object.keys(manifest).filter((key) => visxMarker.test(readFileSync(join(realOut, manifest[key]!.file), 'utf8')));
if (!insightsKey || chartKeys.length === 0) problems.push('the insights charts are missing from the build manifest');
else {
  const importersOf = (key: string) => Object.entries(manifest).filter(([, chunk]) => chunk.imports?.includes(key)).map(([other]) => other);
  const outside = chartKeys.flatMap((key) => (key === insightsKey ? [] : importersOf(key).filter((importer) => importer !== insightsKey && !chartKeys.includes(importer))));
  if (outside.length > 0) problems.push(`the insights charts are imported by ${outside.join(', ')}`);
  else if (chartKeys.some((key) => scripts.some((script) => script.endsWith(manifest[key]!.file)))) problems.push('the home page loads the insights charts');
  else {
    const kb = sumKb(chartKeys.map((key) => manifest[key]!.file));
    console.log(`Insights charts (visx): ${chartKeys.length} chunk(s) of the /admin/insights route hold them, ${kb.toFixed(1)} KB gzip with the page itself; no other page imports them.`);
  }
}
/**
 * The Arabic catalogue (issue 15): its files are chunks of their own, none of which an English
 * reader's home page loads; an Arabic reader's home page loads the app-wide files and the home
 * page's own.
 */
const arabicKeys = Object.keys(manifest).filter((key) => /(^|\/)src\/i18n\/ar\/[^/]+\.ts$/.test(key));
const arabicFiles = new Set(arabicKeys.map((key) => `/${manifest[key]!.file}`));
if (arabicKeys.length === 0) problems.push('the Arabic catalogue is missing from the build manifest');
else {
  const allKb = sumKb([...arabicFiles]);
  const inEnglish = scripts.filter((script) => arabicFiles.has(script));
  if (inEnglish.length > 0) problems.push(`the English home page loads Arabic catalogue files: ${inEnglish.join(', ')}`);
  const arabic = await homePage(realOut, 'ar');
  const arabicTotal = sumKb(arabic.after);
  const catalogueKb = sumKb(arabic.after.filter((script) => arabicFiles.has(script)));
  // An Arabic reader's page is drawn by the app (the prerendered markup is English): it loads at once.
  if (arabic.before.length === 0) problems.push("an Arabic reader's home page did not load the app at once");
  console.log(
    `Arabic catalogue: ${arabicKeys.length} files, ${allKb.toFixed(1)} KB gzip in all, none loaded by an English reader. ` +
      `An Arabic reader's home page loads ${arabicTotal.toFixed(1)} KB gzip of JavaScript, ${catalogueKb.toFixed(1)} KB of it Arabic catalogue files.`,
  );
}

await buildApp({ outDir: mockOut });
// The entry is the first argument of the page's loader (scripts/prerender-plugin.ts, deferEntry).
const mockEntry = readFileSync(join(mockOut, 'index.html'), 'utf8').match(/\(document,"(\/assets\/[^"]+\.js)"/)?.[1];
if (!mockEntry) problems.push('mock build: no entry script in index.html');
else {
  const entryText = readFileSync(join(mockOut, mockEntry), 'utf8');
  const mockChunks = jsFiles(mockOut).filter((file) => mockMarkers.some((m) => readFileSync(file, 'utf8').includes(m)));
  if (mockMarkers.some((marker) => entryText.includes(marker))) problems.push('mock build: the mock backend is in the entry chunk');
  else if (mockChunks.length === 0) problems.push('mock build: no chunk holds the mock backend');
  else {
    const mockKb = mockChunks.reduce((sum, file) => sum + gzipKb(readFileSync(file)), 0);
    console.log(`Mock build: the mock backend loads separately (${mockChunks.length} chunk(s), ${mockKb.toFixed(1)} KB gzip).`);
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`size: ${problem}`);
  process.exit(1);
}
