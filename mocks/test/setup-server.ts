/**
 * Before each file of the shared server project. Its files share their modules within a worker
 * (scripts/test-projects.ts; decision 013). So each file starts from what a fresh module graph
 * would give it:
 * - the default database: no store, no extra businesses, a fresh seed;
 * - no forced scenarios;
 * - no throttle counts and no wrong code attempts;
 * - the demo's shortcuts on.
 * A file may still change any of these for itself.
 */
import { beforeAll } from 'vitest';
import { initDb } from '../db';
import { initScenarios } from '../http/scenarios';
import { setDemoShortcuts } from '../http/mode';
import { resetCodeAttempts } from '../domain/codes';
import { resetThrottle } from '../domain/throttle';

beforeAll(async () => {
  await initDb();
  initScenarios(null);
  resetThrottle();
  resetCodeAttempts();
  setDemoShortcuts(true);
});
