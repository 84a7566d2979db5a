import { setupWorker } from 'msw/browser';
import { initDb } from './db';
import { readSeedSettings } from './db/seed-settings';
import { createIndexedDbStore } from './db/stores/indexeddb';
import { syncTabs } from './db/tab-sync';
import { handlers } from './handlers';
import { DEMO_LATENCY_MS, initScenarios } from './http/scenarios';

/**
 * Mock mode in the browser: restores the database from IndexedDB (or seeds it), keeps the open
 * tabs in step, starts the service worker, then shows the Demo tools bar.
 */
export async function startMockBackend(): Promise<void> {
  const store = createIndexedDbStore({ legacy: window.localStorage });
  const start = await initDb({ store, ...readSeedSettings(window.localStorage) });
  syncTabs();
  initScenarios(window.localStorage, { latencyMs: DEMO_LATENCY_MS });
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  const { mountToolbar } = await import('./devtools/mount-toolbar');
  mountToolbar({ setAside: start.reason ?? null });
}
