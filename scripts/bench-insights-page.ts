// Benchmark of the admin insights page with 5,000 extra businesses and a year of events, in
// Chromium, on the production build in mock mode (the mock answers inside the page, so each figure
// is the mock's answer plus React's render plus the paint).
//
//   npx tsx scripts/bench-insights-page.ts          (part of npm run bench:insights)
//   BENCH_SKIP_BUILD=1 npx tsx scripts/bench-insights-page.ts    reuses dist-bench-insights
//
// "open": a click on the header's Insights link on /adminPanel (after a full reload, so the route's
// code and every call are cold) until the four sections show their figures and that frame has been
// produced (a requestAnimationFrame, then a message-channel task). "period": a click on another
// period until every section shows the new period's figures, painted; each custom period is new, so
// no answer comes from the cache. Target: median at most 500 ms. A measurement, not a test: it exits 0
// once it has measured.

import { availableParallelism, cpus, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { seededContext, signInHere, runBenchInChromium } from './support/mock-browser';
import { median } from './support/stats';

const OUT_DIR = 'dist-bench-insights';
const EXTRA_BUSINESSES = 5000;
const OPENS = 5;
const TARGET_MS = 500;

/** In the page: clicks `selector`'s element, then waits until `done()` holds and the frame is painted. */
async function timeClick(page: Page, selector: string, expectedRange: string | null): Promise<number> {
  return page.evaluate(
    async ({ selector, expectedRange }) => {
      const target = document.querySelector<HTMLElement>(selector);
      if (!target) throw new Error(`nothing matches ${selector}`);
      const done = () => {
        const sections = [...document.querySelectorAll('main section[aria-labelledby]')];
        if (sections.length !== 4) return false;
        if (document.querySelector('main [role="alert"]')) throw new Error(document.querySelector('main [role="alert"]')!.textContent ?? 'an error');
        const range = document.querySelector('main [aria-live="polite"]')?.textContent ?? '';
        // Every section has its answer (figures or its empty sentence) once none is busy.
        return (
          sections.every((section) => section.getAttribute('aria-busy') !== 'true') &&
          (expectedRange === null ? /\(\d+ days\)/.test(range) : range.includes(expectedRange))
        );
      };
      const start = performance.now();
      target.click();
      await window.__untilPainted!(done);
      return performance.now() - start;
    },
    { selector, expectedRange },
  );
}

async function openPanel(page: Page) {
  await page.goto('/adminPanel');
  await page.getByRole('button', { name: 'Demo tools' }).waitFor({ timeout: 180_000 });
  await page.getByRole('table').waitFor({ timeout: 60_000 });
}

runBenchInChromium(OUT_DIR, async (browser, baseURL) => {
  const started = Date.now();
  const context = await seededContext(browser, baseURL, { extraBusinesses: EXTRA_BUSINESSES }, { width: 1280, height: 900 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const seedStart = Date.now();
  await page.goto('/adminPanel');
  await signInHere(page);
  const seedSeconds = (Date.now() - seedStart) / 1000;

  const opens: number[] = [];
  for (let round = 0; round <= OPENS; round++) {
    await openPanel(page);
    const ms = await timeClick(page, 'header a[href="/admin/insights"]', null);
    if (round > 0) opens.push(ms); // round 0 warms the HTTP cache and the JIT
    console.log(`open ${round === 0 ? '(warm-up)' : round}: ${ms.toFixed(0)} ms`);
  }

  const periods: number[] = [];
  const presets = [
    ['7d', 'Last 7 days', 7],
    ['90d', 'Last 90 days', 90],
  ] as const; // not 30d: the page opened on it, so its answers are in the cache
  for (const [value, label, days] of presets) {
    const ms = await timeClick(page, `main input[type="radio"][value="${value}"]`, `(${days} days)`);
    periods.push(ms);
    console.log(`period ${label}: ${ms.toFixed(0)} ms`);
  }
  await page.getByRole('radio', { name: 'Custom' }).check();
  for (let month = 1; month <= 6; month++) {
    const from = `2026-${String(month).padStart(2, '0')}-01`;
    const to = `2026-${String(month + 3).padStart(2, '0')}-15`;
    await page.getByLabel(/^From/).fill(from);
    await page.getByLabel(/^To/).fill(to);
    const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
    const ms = await timeClick(page, 'main form button[type="submit"]', `(${days} days)`);
    periods.push(ms);
    console.log(`period custom ${from} – ${to}: ${ms.toFixed(0)} ms`);
  }

  console.log('');
  console.log(
    `insights page benchmark — Chromium ${browser.version()}, production build (mock mode), ${EXTRA_BUSINESSES.toLocaleString('en-US')} extra businesses ` +
      `and the seed's year of events; node ${process.version}, ${availableParallelism()} CPU (${cpus()[0]?.model.trim() ?? 'unknown'}), ` +
      `load ${loadavg().map((n) => n.toFixed(2)).join(' ')}; first start with the larger seed ${seedSeconds.toFixed(1)} s`,
  );
  console.log(`open /admin/insights (cold route and calls): median ${median(opens).toFixed(0)} ms, max ${Math.max(...opens).toFixed(0)} ms (n=${opens.length})`);
  console.log(`change the period:                       median ${median(periods).toFixed(0)} ms, max ${Math.max(...periods).toFixed(0)} ms (n=${periods.length})`);
  const worst = Math.max(median(opens), median(periods));
  console.log(`PAGE MEDIAN ${worst.toFixed(0)} ms (target ≤ ${TARGET_MS} ms: ${worst <= TARGET_MS ? 'met' : 'NOT met'}) — ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
  if (errors.length) console.log(`page errors: ${errors.join('; ')}`);
  await context.close();
});
