/**
 * `npm run mock:server`: the same handlers and data model over HTTP, at the contract's paths,
 * for curl, another client or a contract-testing tool. The data is kept in MOCK_DATA_FILE (default
 * `.mock-data/corridor.json`), saved atomically after each change before the answer leaves, and
 * loaded at start; MOCK_RESET=1 starts from the seed (decision 022).
 *
 * It listens on 127.0.0.1 unless HOST says otherwise. Reachable from elsewhere (or with
 * MOCK_SAFE=1) it runs without the demo shortcuts unless MOCK_DEMO_SHORTCUTS=1 (decision 014).
 * MOCK_BODY_LIMIT sets the largest request body in bytes (default 2 MB); MOCK_LOGIN_ATTEMPTS,
 * MOCK_CODE_REQUESTS and MOCK_THROTTLE_WINDOW_MS set the throttles (5 failed sign-ins per account
 * and per address, 10 code requests per address, in 15 minutes).
 */
import { initDb, storageStatus, subscribeStorageStatus, whenSaved } from './db';
import { createFileStore, DEFAULT_DATA_FILE } from './db/stores/file';
import { configureThrottle, defaultThrottleSettings } from './domain/throttle';
import { handlers } from './handlers';
import { createMockHttpServer, DEFAULT_BODY_LIMIT } from './http/http-server';
import { demoShortcutsFor, setDemoShortcuts } from './http/mode';
import { initScenarios } from './http/scenarios';

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';
const extraBusinesses = Number(process.env.MOCK_EXTRA_BUSINESSES ?? 0);
const bodyLimit = Number(process.env.MOCK_BODY_LIMIT ?? DEFAULT_BODY_LIMIT);
configureThrottle({
  maxFailedLogins: Number(process.env.MOCK_LOGIN_ATTEMPTS ?? defaultThrottleSettings.maxFailedLogins),
  maxCodeRequests: Number(process.env.MOCK_CODE_REQUESTS ?? defaultThrottleSettings.maxCodeRequests),
  windowMs: Number(process.env.MOCK_THROTTLE_WINDOW_MS ?? defaultThrottleSettings.windowMs),
});

const dataFile = process.env.MOCK_DATA_FILE || DEFAULT_DATA_FILE;
const start = await initDb({ extraBusinesses, store: createFileStore(dataFile), fresh: process.env.MOCK_RESET === '1' });
await whenSaved();
initScenarios(null);
// A write the disk refused (full, read-only, gone) is said at once; the data stays in memory, and the
// next change writes everything again.
subscribeStorageStatus(() => {
  const status = storageStatus();
  if (status.kind === 'not-saved') console.warn(`The mock data could not be saved to ${status.where} (${status.reason}); it is kept in memory until a save succeeds.`);
  if (status.kind === 'saved') console.log(`The mock data is saved to ${status.where} again.`);
});
const shortcuts = demoShortcutsFor(host, process.env);
setDemoShortcuts(shortcuts);
const server = createMockHttpServer(handlers, { bodyLimit });
server.listen(port, host, () => {
  console.log(`Corridor mock API listening on http://${host}:${port}`);
  console.log(
    start.source === 'snapshot'
      ? `Data: ${dataFile} (restored; MOCK_RESET=1 starts from the seed).`
      : `Data: ${dataFile} (the seed${process.env.MOCK_RESET === '1' ? ', as MOCK_RESET=1 asked' : ''}).`,
  );
  console.log(
    shortcuts
      ? 'Demo shortcuts on: /send-code returns the code and /auth/google/demo signs anyone in (loopback only).'
      : 'Safe mode: codes reach the outbox only and are verified by the server; no demo sign-in.',
  );
  console.log(`Try: curl -s -X POST http://${host}:${port}/login -H 'Content-Type: application/json' -d '{"email":"demo.foreign@corridor.test","password":"corridor-demo"}'`);
});

// Ctrl+C or a stop: finish the save under way, then leave.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void whenSaved().then(() => process.exit(0));
  });
}
