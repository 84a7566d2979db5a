import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { initDb, whenComplete } from './db';
import { DEFERRED_COLLECTIONS } from './db/deferred';
import { readSeedSettings } from './db/seed-settings';
import { createIndexedDbStore } from './db/stores/indexeddb';
import { syncTabs } from './db/tab-sync';
import { handlers } from './handlers';
import { dispatchTo } from './http/dispatch';
import { findOperation, initScenarios } from './http/scenarios';

/** Holds the API calls until the data is in (the worker starts meanwhile); other requests pass at once. */
const untilFilled = (filled: Promise<unknown>) =>
  http.all('*', async ({ request }) => {
    if (findOperation(request.method, new URL(request.url).pathname)) await filled;
    return undefined;
  });

/** After the page's own work: the first answers do not need the bar, and drawing it would delay them. */
const whenIdle = (work: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 1000 }) : setTimeout(work, 0));

/**
 * Mock mode in the browser: restores the database from IndexedDB (or seeds it) while the service
 * worker starts, keeps the open tabs in step, and resolves once both are ready; the insights' event
 * log is read when the page is next idle, and the Demo tools bar shows soon after. Leaves
 * "corridor.mock: start" on the performance timeline (`npm run perf`).
 */
export async function startMockBackend(): Promise<void> {
  const began = performance.now();
  const toolbar = import('./devtools/mount-toolbar');
  initScenarios(window.localStorage);
  // The insights' event log is read once the first answers are out (db/deferred.ts).
  const store = createIndexedDbStore({ legacy: window.localStorage });
  const filling = initDb({ store, defer: DEFERRED_COLLECTIONS, ...readSeedSettings(window.localStorage) });
  const worker = setupWorker(untilFilled(filling.catch(() => undefined)), dispatchTo(handlers));
  const listening = worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  const [start] = await Promise.all([filling, listening]);
  syncTabs();
  performance.measure('corridor.mock: start', { start: began, end: performance.now() });
  whenIdle(() => void whenComplete());
  void toolbar.then(({ mountToolbar }) => whenIdle(() => mountToolbar({ setAside: start.reason ?? null })));
}
