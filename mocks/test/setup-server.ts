/**
 * Before each file of the shared server project. Its files share their modules within a worker
 * (scripts/test-projects.ts; decision 013), so each starts from what a fresh module graph would
 * give it (`startAfresh`: the default database, no scenarios, no throttle counts or wrong code
 * attempts, the demo's shortcuts on). A file may still change any of these for itself.
 */
import { beforeAll } from 'vitest';
import { startAfresh } from './harness';

beforeAll(startAfresh);
