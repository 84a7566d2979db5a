import type { Browser, BrowserContext, Page } from 'playwright-core';
import { preview } from 'vite';
import { launchChromium } from '../../e2e/support/chromium';
import { buildApp, serveBuild } from '../../e2e/support/preview';

declare global {
  interface Window {
    /**
     * In a benchmark's page: resolves once `done()` holds (checked every frame; a throw rejects)
     * and the frame that shows it has been produced (a requestAnimationFrame, then a
     * message-channel task).
     */
    __untilPainted?: (done: () => boolean) => Promise<void>;
  }
}

/** Installs `window.__untilPainted` (see above) in every page of a context. */
function untilPainted() {
  window.__untilPainted = (done) =>
    new Promise<void>((resolve, reject) => {
      const poll = () => {
        try {
          if (!done()) {
            requestAnimationFrame(poll);
            return;
          }
        } catch (error) {
          reject(error as Error);
          return;
        }
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        });
      };
      poll();
    });
}

/** The mock's seed settings (mocks/db/seed-settings.ts). */
export interface SeedSettings {
  extraBusinesses?: number;
  extraNotifications?: number;
  extraConversations?: number;
}

/**
 * What the Chromium benchmarks share: a context on a mock-mode build with no simulated latency,
 * seeded larger, and a demo account signed in from inside the page.
 */
export async function seededContext(browser: Browser, baseURL: string, seed: SeedSettings, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport });
  // tsx keeps function names with an `__name` helper that does not exist in the page.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await context.addInitScript(untilPainted);
  await context.addInitScript((settings) => {
    localStorage.setItem('corridor.mock.settings', JSON.stringify({ latencyMs: 0, forced: {} }));
    localStorage.setItem('corridor.mock.seed', settings);
  }, JSON.stringify(seed));
  return context;
}

/**
 * Signs a demo account in on the page that is open (the mock answers inside it, once its toolbar
 * shows) and tells the app, as another tab's sign-in would: a database this large is seeded once
 * per page load, so the benchmarks sign in where they are rather than reloading.
 */
export async function signInHere(page: Page, email = 'admin@corridor.test'): Promise<void> {
  await page.getByRole('button', { name: 'Demo tools' }).waitFor({ timeout: 180_000 });
  await page.evaluate(async (email) => {
    const response = await fetch('/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'corridor-demo' }),
    });
    const body = (await response.json()) as { token: string; user: unknown };
    localStorage.setItem('token', body.token);
    localStorage.setItem('user', JSON.stringify(body.user));
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
  }, email);
}

/**
 * A Chromium benchmark's frame: builds the production app (mock mode) into `outDir` unless
 * BENCH_SKIP_BUILD asks to reuse it, serves it, runs `work` with Chromium and the served URL, and
 * closes both whatever happens; a failure is printed and sets the exit code.
 */
export function runBenchInChromium(outDir: string, work: (browser: Browser, baseURL: string) => Promise<void>): void {
  const run = async () => {
    if (!process.env.BENCH_SKIP_BUILD) {
      console.info(`building the production app into ${outDir} …`);
      await buildApp({ outDir });
    }
    const server = await serveBuild(outDir);
    const browser = await launchChromium();
    try {
      await work(browser, server.url);
    } finally {
      await browser.close();
      await server.close();
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

/**
 * Serves a build on `port`; with `apiPort`, `/api/*` goes to the mock server on that port (same
 * origin, as a reverse proxy would), for a real-host build made with `…/api` as its API host.
 */
export async function serveWithApi(outDir: string, port: number, apiPort?: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      proxy: apiPort ? { '/api': { target: `http://127.0.0.1:${apiPort}`, rewrite: (path) => path.replace(/^\/api/, '') } } : undefined,
    },
  });
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
