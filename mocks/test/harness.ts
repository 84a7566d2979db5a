import createClient from 'openapi-fetch';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { paths } from '../../src/api/schema';
import { initDb, resetDb } from '../db';
import { server } from '../node';
import { initScenarios } from '../http/scenarios';
import { resetCodeAttempts } from '../domain/codes';
import { resetThrottle } from '../domain/throttle';
import { setDemoShortcuts } from '../http/mode';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../db/seed/demo-accounts';

export const BASE_URL = 'http://corridor.test';
export { DEMO_PASSWORD };
/** The demo accounts' e-mail addresses by kind (from the seed). */
export const demo = DEMO_EMAILS;

/** Forgets the throttle's counts and the wrong code attempts, and turns the demo's shortcuts on. */
function resetCounts(): void {
  resetThrottle();
  resetCodeAttempts();
  setDemoShortcuts(true);
}

/**
 * What a fresh module graph gives a test file: the default database (no store, no extra
 * businesses, a fresh seed), no forced scenarios, no counts. Files that share their modules within
 * a worker (scripts/test-projects.ts) start with it, whatever the file before them opened.
 */
export async function startAfresh(): Promise<void> {
  await initDb();
  initScenarios(null);
  resetCounts();
}

/** Starts the mock server for this test file, afresh, and gives every test a freshly seeded database. */
export function withMockServer(): void {
  beforeAll(async () => {
    await startAfresh();
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(async () => {
    await resetDb();
    resetCounts();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** A typed client, optionally carrying a bearer token. */
export function client(token?: string) {
  return createClient<paths>({
    baseUrl: BASE_URL,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    fetch: (request: Request) => globalThis.fetch(request),
  });
}

/** Signs in with a seeded account (password corridor-demo) and returns its token and user. */
export async function signIn(email: string, password = DEMO_PASSWORD) {
  const { data, response } = await client().POST('/login', { body: { email, password } });
  if (response.status !== 200 || !data) throw new Error(`Sign-in of ${email} failed with ${response.status}`);
  return { token: data.token, user: data.user, api: client(data.token) };
}

/** Sends raw bytes (malformed JSON, wrong content) straight at an endpoint. */
export function raw(method: string, path: string, body?: string, token?: string): Promise<Response> {
  return fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });
}
