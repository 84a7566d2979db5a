/**
 * `npm run perf`: how fast Corridor paints, in both builds, measured the way a new visitor meets it.
 *
 * 1. Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on the public pages of the
 *    real-host build and of the mock-mode build (`npm start`, the demo), each page PERF_RUNS times
 *    (default 3) in a fresh Chromium profile; prints the median score, FCP, LCP, TBT and CLS.
 * 2. Time from navigation to an interactive dashboard (the first match card's link on screen), for
 *    the demo's foreign account: the mock-mode build against the real-host build talking to
 *    `npm run mock:server` over HTTP on the same machine; median of PERF_DASHBOARD_RUNS (default 7).
 *
 * Chromium: CHROME_PATH or the system one (Debian: `apt-get install chromium`). Not part of `npm test`
 * (about six minutes); its figures are in the README.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium, launchChromium } from '../e2e/support/chromium';
import { buildApp } from '../e2e/support/preview';
import { freePort, startMockServerProcess } from '../mocks/test/server-process';
import { median } from './support/stats';
import { serveWithApi } from './support/mock-browser';

const routes = ['/', '/aboutus', '/login', '/signup', '/book-a-demo', '/privacy-policy'];
const runs = Number(process.env.PERF_RUNS ?? 3);
const dashboardRuns = Number(process.env.PERF_DASHBOARD_RUNS ?? 7);
const account = { email: 'demo.foreign@corridor.test', password: 'corridor-demo', dashboard: '/foreignDashboard' };

interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits, categories } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

async function lighthouseTable(label: string, baseUrl: string) {
  console.log(`\nLighthouse ${label} (mobile preset, median of ${runs})`);
  console.log('| route | score | FCP | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|');
  for (const route of routes) {
    const figures: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run += 1) figures.push(await lighthouseRun(baseUrl + route));
    const pick = (key: keyof LighthouseFigures) => median(figures.map((figure) => figure[key]));
    console.log(
      `| \`${route}\` | ${pick('score')} | ${(pick('fcp') / 1000).toFixed(2)} s | ${(pick('lcp') / 1000).toFixed(2)} s | ${Math.round(pick('tbt'))} ms | ${pick('cls').toFixed(3)} |`,
    );
  }
}

/** Signs in through the login form, then reloads the dashboard and times it until a match card's link shows. */
async function dashboardTimes(baseUrl: string): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`**${account.dashboard}`);
    const times: number[] = [];
    for (let run = 0; run <= dashboardRuns; run += 1) {
      await page.goto(account.dashboard);
      await page.waitForFunction(() => document.querySelector('a[href^="/local-business/"]') !== null, undefined, { polling: 'raf', timeout: 60_000 });
      const elapsed = await page.evaluate(() => performance.now());
      if (run > 0) times.push(elapsed); // the first load warms the HTTP cache, as a returning visitor's would be
    }
    return times;
  } finally {
    await browser.close();
  }
}

const mockServer = await startMockServerProcess();
const apiPort = mockServer.port;
const realPort = await freePort();
const mockPort = await freePort();
try {
  await buildApp({ outDir: 'dist-perf-real', apiBaseUrl: `http://127.0.0.1:${realPort}/api` });
  await buildApp({ outDir: 'dist-perf-mock' });
  const real = await serveWithApi('dist-perf-real', realPort, apiPort);
  const mock = await serveWithApi('dist-perf-mock', mockPort);
  try {
    await lighthouseTable('real-host build', real.url);
    await lighthouseTable('mock-mode build (the demo)', mock.url);
    const realTimes = await dashboardTimes(real.url);
    const mockTimes = await dashboardTimes(mock.url);
    const realMedian = median(realTimes);
    const mockMedian = median(mockTimes);
    console.log(`\nNavigation → interactive ${account.dashboard} (median of ${dashboardRuns}, no throttling)`);
    console.log(`| build | median | min | max |`);
    console.log('|---|---|---|---|');
    const row = (label: string, times: number[], middle: number) =>
      console.log(`| ${label} | ${Math.round(middle)} ms | ${Math.round(Math.min(...times))} ms | ${Math.round(Math.max(...times))} ms |`);
    row('real-host build + `npm run mock:server`', realTimes, realMedian);
    row('mock-mode build (in-browser mock)', mockTimes, mockMedian);
    console.log(`mock / real: ${(mockMedian / realMedian).toFixed(2)}× (goal ≤ 1.3×)`);
  } finally {
    await real.close();
    await mock.close();
  }
} finally {
  mockServer.stop();
}
