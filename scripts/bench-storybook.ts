/**
 * `npm run bench:storybook`: how long a designer waits for Storybook.
 *
 * - **Start**: from `storybook dev` being spawned until a screen story (the foreign business's
 *   dashboard, data from the in-browser mock included) has painted in Chromium. Cold = Storybook's
 *   and Vite's caches emptied first (a fresh clone); warm = the second start onwards.
 * - **Build**: `npm run build-storybook` (a static Storybook), wall time.
 *
 * Prints a table of medians (3 runs each unless `--runs N`). The visual suite prints its own time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { launchChromium } from '../e2e/support/chromium';
import { median, printTable } from './support/stats';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const storyId = 'screens-dashboards-global-expansion-dashboard--filled';
const caches = ['node_modules/.cache/storybook', 'node_modules/.cache/sb-vite-plugin-externals', 'node_modules/.vite', 'node_modules/.vite-storybook'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    // The dev server runs in its own process group (detached): end the whole group.
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  });
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`storybook dev exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Milliseconds from spawning `storybook dev` to the story's painted content. */
async function timeStart(cold: boolean): Promise<number> {
  if (cold) for (const dir of caches) rmSync(dir, { recursive: true, force: true });
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npx', ['storybook', 'dev', '--ci', '--no-open', '--quiet', '-p', String(port), '--host', '127.0.0.1'], { stdio: 'ignore', detached: true });
  const browser = await launchChromium();
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForServer(`${base}/index.json`, child);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/iframe.html?id=${storyId}&viewMode=story`, { timeout: 180_000 });
    // The dashboard's first match card is drawn once the mock has answered.
    await page.locator('#storybook-root article').first().waitFor({ timeout: 180_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    return performance.now() - started;
  } finally {
    await browser.close();
    await stop(child);
  }
}

function timeBuild(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['storybook', 'build', '--quiet', '-o', 'node_modules/.cache/bench-storybook-static'], { stdio: 'ignore' });
    child.on('exit', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`storybook build exited with ${code}`))));
  });
}

const cold: number[] = [];
const warm: number[] = [];
const builds: number[] = [];
for (let run = 0; run < runs; run++) {
  cold.push(await timeStart(true));
  warm.push(await timeStart(false));
  builds.push(await timeBuild());
  console.log(`run ${run + 1}/${runs}: cold start ${(cold.at(-1)! / 1000).toFixed(1)} s, warm start ${(warm.at(-1)! / 1000).toFixed(1)} s, build ${(builds.at(-1)! / 1000).toFixed(1)} s`);
}
rmSync('node_modules/.cache/bench-storybook-static', { recursive: true, force: true });

const seconds = (values: number[]) => `${(median(values) / 1000).toFixed(1)} s (${(Math.min(...values) / 1000).toFixed(1)}–${(Math.max(...values) / 1000).toFixed(1)})`;
console.log(`\nStorybook, median of ${runs} (range):\n`);
printTable(
  ['what', 'time'],
  [
    ['start, cold (no caches) → a screen story painted', seconds(cold)],
    ['start, warm → a screen story painted', seconds(warm)],
    ['npm run build-storybook', seconds(builds)],
  ],
);
