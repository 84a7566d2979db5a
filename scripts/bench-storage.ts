// Benchmark of the mock's durable storage (decision 022): the time to load the data at start, the
// time to save one change, and the storage used, at the default seed and at 20,000 extra businesses,
// for the data file of `npm run mock:server` (Node, in this process) and for IndexedDB in Chromium
// (the production build in mock mode).
//
//   npx tsx scripts/bench-storage.ts          (npm run bench:storage)
//   BENCH_SKIP_BUILD=1 npx tsx scripts/bench-storage.ts    reuses dist-bench-storage
//   BENCH_ONLY=file|browser                                one half only
//
// The figures are the mock's own user-timing measures ("corridor.mock: load", "corridor.mock: save
// changes"): the read and restore at start, and the write of one change (a demo request) until the
// store has it. In the browser the round trip of that call (service worker, handler, write) is shown
// too. Medians over several runs. This is a measurement, not a test: it always exits 0 once measured.

import { mkdtemp, rm, stat } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium';
import { buildApp, serveBuild } from '../e2e/support/preview';
import { db, initDb, whenSaved } from '../mocks/db';
import { createFileStore } from '../mocks/db/stores/file';
import { median } from './support/stats';

const SIZES = [0, 20_000];
const LOADS = 5;
const SAVES = 15;
const OUT_DIR = 'dist-bench-storage';

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const lastMeasure = (name: string) => performance.getEntriesByName(name, 'measure').at(-1)?.duration ?? NaN;

const demoRequest = (n: number) => ({
  id: `bench_${n}_${Date.now()}`, firstName: 'Ines', lastName: 'Berg', email: 'ines@berg.se', company: 'Berg AB',
  employees: '1-29', website: 'berg.se', phone: '+46 8 123 45', message: 'A benchmark change.', createdAt: new Date().toISOString(),
});

interface Row {
  where: string;
  extra: number;
  records: number;
  load: number;
  save: number;
  roundTrip: number | null;
  used: number;
}

async function benchFile(extra: number): Promise<Row> {
  const folder = await mkdtemp(join(tmpdir(), 'corridor-bench-storage-'));
  const path = join(folder, 'corridor.json');
  try {
    await initDb({ store: createFileStore(path), extraBusinesses: extra });
    await whenSaved();
    const loads: number[] = [];
    for (let run = 0; run < LOADS; run += 1) {
      const start = await initDb({ store: createFileStore(path) });
      if (start.source !== 'snapshot') throw new Error(`The data file with ${extra} extra businesses was not loaded (${start.source}).`);
      loads.push(lastMeasure('corridor.mock: load'));
    }
    const saves: number[] = [];
    for (let run = 0; run < SAVES; run += 1) {
      await db.demoRequests.create(demoRequest(run));
      await whenSaved();
      saves.push(lastMeasure('corridor.mock: save changes'));
    }
    const records = Object.values(db).reduce((sum, collection) => sum + collection.count(), 0);
    return { where: 'data file', extra, records, load: median(loads), save: median(saves), roundTrip: null, used: (await stat(path)).size };
  } finally {
    await initDb();
    await rm(folder, { recursive: true, force: true });
  }
}

/** Starts the mock in the page (a pointerdown starts it at once) and waits for the Demo tools. */
async function startMock(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => document.dispatchEvent(new Event('pointerdown')));
  await page.getByRole('button', { name: 'Demo tools' }).waitFor({ timeout: 180_000 });
}

const pageMeasure = (page: Page, name: string) =>
  page.evaluate((entry) => performance.getEntriesByName(entry, 'measure').at(-1)?.duration ?? NaN, name);

async function benchBrowser(url: string, extra: number): Promise<Row> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: url });
    await context.addInitScript((seed) => {
      localStorage.setItem('corridor.mock.settings', JSON.stringify({ latencyMs: 0, forced: {} }));
      localStorage.setItem('corridor.mock.seed', JSON.stringify({ extraBusinesses: seed }));
    }, extra);
    const page = await context.newPage();
    await page.goto('/aboutus');
    await startMock(page);
    // The seed's first whole save runs after the start: wait until it has landed.
    await page.waitForFunction(() => performance.getEntriesByName('corridor.mock: save all', 'measure').length > 0, undefined, { timeout: 180_000 });
    const loads: number[] = [];
    for (let run = 0; run < LOADS; run += 1) {
      await page.reload();
      await startMock(page);
      const load = await pageMeasure(page, 'corridor.mock: load');
      if (Number.isNaN(load)) throw new Error(`After a reload with ${extra} extra businesses the mock seeded again instead of loading its data.`);
      loads.push(load);
    }
    const saves: number[] = [];
    const trips: number[] = [];
    for (let run = 0; run < SAVES; run += 1) {
      const trip = await page.evaluate(async (body) => {
        const began = performance.now();
        const response = await fetch('/demo-requests', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        if (response.status !== 201) throw new Error(`POST /demo-requests answered ${response.status}`);
        return performance.now() - began;
      }, { firstName: 'Ines', lastName: 'Berg', email: 'ines@berg.se', company: 'Berg AB', employees: '1-29', website: 'berg.se', phone: '+46 8 123 45', message: `Change ${run}` });
      trips.push(trip);
      saves.push(await pageMeasure(page, 'corridor.mock: save changes'));
    }
    const { used, records } = await page.evaluate(async () => {
      const estimate = await navigator.storage.estimate();
      const open = indexedDB.open('corridor.mock');
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error as Error);
      });
      const count = database.transaction('records').objectStore('records').count();
      const total = await new Promise<number>((resolve) => {
        count.onsuccess = () => resolve(count.result);
      });
      database.close();
      return { used: estimate.usage ?? 0, records: total };
    });
    return { where: 'IndexedDB (Chromium)', extra, records, load: median(loads), save: median(saves), roundTrip: median(trips), used };
  } finally {
    await browser.close();
  }
}

const only = process.env.BENCH_ONLY;
const rows: Row[] = [];
if (only !== 'browser') for (const extra of SIZES) rows.push(await benchFile(extra));
if (only !== 'file') {
  if (!process.env.BENCH_SKIP_BUILD) await buildApp({ outDir: OUT_DIR });
  const server = await serveBuild(OUT_DIR);
  try {
    for (const extra of SIZES) rows.push(await benchBrowser(server.url, extra));
  } finally {
    await server.close();
  }
}

console.log(`\nThe mock's storage, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; medians of ${LOADS} loads and ${SAVES} saves\n`);
console.log('| store | seed | records | load at start | save one change | round trip of that call | storage used |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const seed = row.extra ? `+${row.extra.toLocaleString('en-US')} businesses` : 'default';
  console.log(`| ${row.where} | ${seed} | ${row.records.toLocaleString('en-US')} | ${ms(row.load)} | ${ms(row.save)} | ${row.roundTrip === null ? '–' : ms(row.roundTrip)} | ${mb(row.used)} |`);
}
process.exit(0);
