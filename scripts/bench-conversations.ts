/**
 * `npm run bench:conversations`: how fast a message reaches the other party, and how fast the inbox
 * draws, in Chromium on production builds. A measurement, not a test: it exits 0 once it has measured.
 *
 * 1. Over HTTP: the real-host build against `npm run mock:server` (started here on a free port; the
 *    build's `/api` is proxied to it, as a reverse proxy would). Two browser contexts, two people:
 *    Nordvik Payments AB (the demo business) and Al Noor Corporate Services (the demo partner) each
 *    have their conversation ctr_0001 open. The business types a message and presses Enter; the
 *    time runs from that key press to the frame that shows the message on the partner's page
 *    (through the server's event stream). Median of BENCH_RUNS (default 20).
 * 2. In mock mode (the demo, the mock inside the page): one browser, two tabs. The partner's tab has
 *    ctr_0001 open; the business's tab sends a message through the API (the two tabs share the
 *    browser's storage, so one of them speaks as the business with its own token). The time runs
 *    from the send to the frame that shows it in the partner's tab: the other tab's mock saves it to
 *    IndexedDB, this tab's mock applies it and streams it to the page.
 * 3. The inbox with 500 conversations (the `extraConversations` seed setting on 1,500 extra
 *    businesses, 35 % of them foreign), mock mode: from the moment the list's answer has fully arrived to the frame that
 *    shows all its rows. Median of 10 visits.
 *
 * BENCH_SKIP_BUILD=1 reuses dist-bench-conversations-mock (the real-host build is made each time:
 * the mock server's port is written into it).
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium';
import { buildApp } from '../e2e/support/preview';
import { freePort, startMockServerProcess } from '../mocks/test/server-process';
import { seededContext, serveWithApi, signInHere } from './support/mock-browser';
import { median, printTable } from './support/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const INBOX_RUNS = 10;
const INBOX_SIZE = 500;
const THREAD = 'ctr_0001';
const BUSINESS = 'demo.foreign@corridor.test';
const PARTNER = 'demo.local@corridor.test';
const REAL_DIR = 'dist-bench-conversations-real';
const MOCK_DIR = 'dist-bench-conversations-mock';

declare global {
  interface Window {
    __sentAt?: number;
    __dataAt?: number;
  }
}

/** In `page`: the epoch time of the frame that first shows `text` in the conversation's log. */
function whenShown(page: Page, text: string): Promise<number> {
  return page.evaluate(async (text) => {
    const shown = window.__untilPainted!(() => [...document.querySelectorAll('[role="log"]')].some((log) => log.textContent?.includes(text)));
    const late = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`"${text}" did not arrive within 30 s`)), 30_000));
    await Promise.race([shown, late]);
    return performance.timeOrigin + performance.now();
  }, text);
}

/** The conversation open on a page, its log painted. */
async function openThread(page: Page): Promise<void> {
  await page.goto(`/messages/${THREAD}`);
  await page.getByRole('log').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500); // the event stream opens once the page has settled
}

/** 1: two contexts against `npm run mock:server`. */
async function overHttp(browser: Browser): Promise<number[]> {
  const mockServer = await startMockServerProcess();
  const port = await freePort();
  try {
    await buildApp({ outDir: REAL_DIR, apiBaseUrl: `http://127.0.0.1:${port}/api` });
    const site = await serveWithApi(REAL_DIR, port, mockServer.port);
    const contexts: BrowserContext[] = [];
    try {
      const pageAs = async (email: string) => {
        const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 800 } });
        contexts.push(context);
        await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
        const page = await context.newPage();
        await page.goto('/aboutus');
        await page.evaluate(async (email) => {
          const response = await fetch('/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'corridor-demo' }) });
          const body = (await response.json()) as { token: string; user: unknown };
          localStorage.setItem('token', body.token);
          localStorage.setItem('user', JSON.stringify(body.user));
        }, email);
        return page;
      };
      const sender = await pageAs(BUSINESS);
      const reader = await pageAs(PARTNER);
      await installPaintWait(reader);
      await openThread(sender);
      await openThread(reader);
      const box = sender.getByRole('textbox', { name: /^Message to / });
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const text = `Benchmark message ${run + 1} over HTTP, ${Date.now()}`;
        await box.fill(text);
        // The key press's own moment, taken in the sender's page as the key goes down.
        await sender.evaluate(() => document.addEventListener('keydown', () => (window.__sentAt = performance.timeOrigin + performance.now()), { capture: true, once: true }));
        const shown = whenShown(reader, text);
        await box.press('Enter');
        const shownAt = await shown;
        times.push(shownAt - (await sender.evaluate(() => window.__sentAt!)));
        await sender.waitForTimeout(100);
      }
      return times;
    } finally {
      for (const context of contexts) await context.close();
      await site.close();
    }
  } finally {
    mockServer.stop();
  }
}

/** `__untilPainted` for a page made outside seededContext. */
async function installPaintWait(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__untilPainted = (done) =>
      new Promise<void>((resolve) => {
        const poll = () => {
          if (!done()) return void requestAnimationFrame(poll);
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(0);
          });
        };
        poll();
      });
  });
}

/** 2: two tabs of one browser in mock mode. */
async function betweenTabs(browser: Browser, baseURL: string): Promise<number[]> {
  const context = await seededContext(browser, baseURL, {});
  try {
    const reader = await context.newPage();
    await reader.goto('/aboutus');
    await reader.evaluate(() => document.dispatchEvent(new Event('pointerdown')));
    await signInHere(reader, PARTNER);
    await openThread(reader);
    const sender = await context.newPage();
    await sender.goto('/aboutus');
    await sender.evaluate(() => document.dispatchEvent(new Event('pointerdown')));
    await sender.getByRole('button', { name: 'Demo tools' }).waitFor({ timeout: 60_000 });
    const token = await sender.evaluate(async (email) => {
      const response = await fetch('/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'corridor-demo' }) });
      return ((await response.json()) as { token: string }).token;
    }, BUSINESS);
    // The partner's tab is the one on screen (the business's could be a window beside it): a tab
    // behind another draws no frames, so the message could not be seen there until it came forward.
    await reader.bringToFront();
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const text = `Benchmark message ${run + 1} between tabs, ${Date.now()}`;
      const shown = whenShown(reader, text);
      const sentAt = await sender.evaluate(
        async ({ text, token, thread }) => {
          const at = performance.timeOrigin + performance.now();
          const response = await fetch(`/conversations/${thread}/messages`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify({ body: text, clientId: crypto.randomUUID() }),
          });
          if (response.status !== 201) throw new Error(`send answered ${response.status}`);
          return at;
        },
        { text, token, thread: THREAD },
      );
      times.push((await shown) - sentAt);
      await sender.waitForTimeout(100);
    }
    return times;
  } finally {
    await context.close();
  }
}

/** 3: the inbox with 500 conversations, from its data's arrival to its rows on screen. */
async function inbox(browser: Browser, baseURL: string): Promise<{ times: number[]; rows: number }> {
  const context = await seededContext(browser, baseURL, { extraBusinesses: 3 * INBOX_SIZE, extraConversations: INBOX_SIZE });
  // The moment the list's answer has fully arrived, before the app reads it.
  await context.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!/\/conversations$/.test(new URL(url, location.href).pathname)) return response;
      const text = await response.text();
      window.__dataAt = performance.now();
      return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
  });
  try {
    const page = await context.newPage();
    await page.goto('/aboutus');
    await page.evaluate(() => document.dispatchEvent(new Event('pointerdown')));
    await signInHere(page, PARTNER);
    await page.goto('/partner-dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 120_000 });
    await page.waitForTimeout(1000); // let the first save of the larger seed finish
    const times: number[] = [];
    let rows = 0;
    for (let run = 0; run < INBOX_RUNS + 1; run++) {
      await page.goto('/aboutus');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // A client-side visit, as the header's Messages link makes it.
      const elapsed = await page.evaluate(async (size) => {
        window.__dataAt = undefined;
        history.pushState({}, '', '/messages');
        dispatchEvent(new PopStateEvent('popstate'));
        const painted = window.__untilPainted!(() => window.__dataAt !== undefined && document.querySelectorAll('a[data-contract]').length >= size);
        const late = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`the inbox showed ${document.querySelectorAll('a[data-contract]').length} of ${size} rows after 60 s`)), 60_000),
        );
        await Promise.race([painted, late]);
        return performance.now() - window.__dataAt!;
      }, INBOX_SIZE);
      rows = await page.locator('a[data-contract]').count();
      if (run > 0) times.push(elapsed); // the first visit loads the route's code
    }
    return { times, rows };
  } finally {
    await context.close();
  }
}

const browser = await launchChromium();
try {
  const started = Date.now();
  console.info('1/3 two contexts against npm run mock:server …');
  const http = await overHttp(browser);
  if (!process.env.BENCH_SKIP_BUILD) {
    console.info(`building the mock-mode app into ${MOCK_DIR} …`);
    await buildApp({ outDir: MOCK_DIR });
  }
  const site = await serveWithApi(MOCK_DIR, await freePort());
  let tabs: number[];
  let list: { times: number[]; rows: number };
  try {
    console.info('2/3 two tabs in mock mode …');
    tabs = await betweenTabs(browser, site.url);
    console.info(`3/3 the inbox with ${INBOX_SIZE} conversations …`);
    list = await inbox(browser, site.url);
  } finally {
    await site.close();
  }
  console.log(
    `\nconversations benchmark — Chromium ${browser.version()}, production builds; node ${process.version}, ${availableParallelism()} CPU (${cpus()[0]?.model.trim() ?? 'unknown'}), load ${loadavg().map((n) => n.toFixed(2)).join(' ')}`,
  );
  const ms = (n: number) => `${Math.round(n)} ms`;
  printTable(
    ['measure', 'runs', 'median', 'min', 'max', 'target'],
    [
      ['message → the other party’s open page, two contexts, `npm run mock:server`', String(http.length), ms(median(http)), ms(Math.min(...http)), ms(Math.max(...http)), '< 1 s'],
      ['message → the other party’s open tab, mock mode', String(tabs.length), ms(median(tabs)), ms(Math.min(...tabs)), ms(Math.max(...tabs)), '< 1 s'],
      [`inbox of ${list.rows} conversations: data arrived → rows painted`, String(list.times.length), ms(median(list.times)), ms(Math.min(...list.times)), ms(Math.max(...list.times)), '< 100 ms'],
    ],
  );
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser.close();
}
