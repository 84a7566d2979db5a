import { setupWorker } from 'msw/browser';
import { initDb } from './db';
import { SNAPSHOT_KEY } from './db/persistence';
import { readSeedSettings } from './db/seed-settings';
import { handlers } from './handlers';
import { DEMO_LATENCY_MS, initScenarios } from './http/scenarios';

/**
 * Mock mode in the browser: restores (or seeds) the database, then starts the service
 * worker before the app's first render, then shows the small mock toolbar.
 */
export async function startMockBackend(): Promise<void> {
  const start = await initDb({ storage: window.localStorage, ...readSeedSettings(window.localStorage) });
  initScenarios(window.localStorage, { latencyMs: DEMO_LATENCY_MS });
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  // Another tab changed the data: take its snapshot, as a shared server would.
  window.addEventListener('storage', (event) => {
    if (event.key === SNAPSHOT_KEY && event.newValue) void initDb({ storage: window.localStorage });
  });
  const { mountToolbar } = await import('./devtools/mount-toolbar');
  mountToolbar({ notice: start.notice });
}
