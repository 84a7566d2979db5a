// Benchmark of the notifications page with 1,000 notifications for one user, in Chromium, on the
// production build in mock mode (the mock answers inside the page).
//
//   npx tsx scripts/bench-notifications-page.ts          (part of npm run bench:notifications)
//   BENCH_SKIP_BUILD=1 npx tsx scripts/bench-notifications-page.ts    reuses dist-bench-notifications
//
// The demo local partner gets 1,000 more notifications (the `extraNotifications` seed setting).
// Measured, each from the click to the frame that shows the result (a requestAnimationFrame, then
// a message-channel task): opening the bell's panel; "See all notifications"; then "Load more" 20
// times (20 a page, up to 420 rows on the page). Long tasks (over 50 ms, PerformanceObserver) are
// counted over the whole run: "smooth" means none. A measurement, not a test: it exits 0 once it
// has measured.

import { availableParallelism, cpus, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { seededContext, signInHere, runBenchInChromium } from './support/mock-browser';
import { median } from './support/stats';

const OUT_DIR = 'dist-bench-notifications';
const EXTRA = 1000;
const LOAD_MORE = 20;

declare global {
  interface Window {
    __longTasks?: number[];
  }
}

/** In the page: clicks the element, then waits until `rows` items match `items`, painted. */
async function timeClick(page: Page, selector: string, text: string, items: string, rows: number): Promise<number> {
  return page.evaluate(
    async ({ selector, text, items, rows }) => {
      const target = [...document.querySelectorAll<HTMLElement>(selector)].find((element) => element.textContent?.trim() === text || element.getAttribute('aria-label')?.startsWith(text));
      if (!target) throw new Error(`no ${selector} "${text}"`);
      const start = performance.now();
      target.click();
      await window.__untilPainted!(() => document.querySelectorAll(items).length >= rows);
      return performance.now() - start;
    },
    { selector, text, items, rows },
  );
}

runBenchInChromium(OUT_DIR, async (browser, baseURL) => {
  const started = Date.now();
  const context = await seededContext(browser, baseURL, { extraNotifications: EXTRA });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/aboutus');
  await page.evaluate(() => document.dispatchEvent(new Event('pointerdown')));
  await signInHere(page, 'demo.local@corridor.test');
  await page.goto('/partner-dashboard');
  await page.getByRole('button', { name: /^Notifications, [\d,]+ unread$/ }).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000); // let the first save of the larger seed finish
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.__longTasks!.push(entry.duration))).observe({ type: 'longtask', buffered: false });
  });
  const unread = await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label');

  const firstPanel = await timeClick(page, 'header button', 'Notifications', 'header section li', 20);
  await page.keyboard.press('Escape');
  const panel = await timeClick(page, 'header button', 'Notifications', 'header section li', 20);
  // The page's list is the section of <main> named by its unread count.
  const pageRows = 'main section[aria-label] li';
  const list = await timeClick(page, 'header a', 'See all notifications', pageRows, 20);
  const more: number[] = [];
  for (let i = 1; i <= LOAD_MORE; i++) more.push(await timeClick(page, 'main button', 'Load more', pageRows, 20 * (i + 1)));
  const rows = await page.locator(pageRows).count();
  const longTasks = await page.evaluate(() => window.__longTasks ?? []);

  console.log(
    `notifications page benchmark — Chromium ${browser.version()}, production build (mock mode), the demo partner with ${EXTRA.toLocaleString('en-US')} extra notifications (${unread}); ` +
      `node ${process.version}, ${availableParallelism()} CPU (${cpus()[0]?.model.trim() ?? 'unknown'}), load ${loadavg().map((n) => n.toFixed(2)).join(' ')}`,
  );
  console.log(`open the bell's panel (20 latest):          first ${firstPanel.toFixed(0)} ms, again ${panel.toFixed(0)} ms`);
  console.log(`See all notifications (first page of 20):  ${list.toFixed(0)} ms`);
  console.log(`Load more ×${LOAD_MORE} (to ${rows} rows):            median ${median(more).toFixed(0)} ms, max ${Math.max(...more).toFixed(0)} ms`);
  console.log(`long tasks (> 50 ms) during all of it:     ${longTasks.length}${longTasks.length ? ` (longest ${Math.max(...longTasks).toFixed(0)} ms)` : ''}`);
  console.log(`${((Date.now() - started) / 1000).toFixed(0)} s in all`);
  if (errors.length) console.log(`page errors: ${errors.join('; ')}`);
  await context.close();
});
