/**
 * Screen tests against the real mock backend (MSW in Node): a fresh seeded database per test,
 * a signed-in demo account when asked, the app's own routes and a fresh QueryClient (no retries).
 */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { http, HttpResponse, delay, type RequestHandler } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { server } from '../../mocks/node';
import { withMockServer } from '../../mocks/test/harness';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../mocks/db/seed/demo-accounts';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { useLanguage } from '@/i18n';
import { createRouterProbe } from './router-probe';
import { setSession } from '@/lib/storage';
import { notifySessionChange } from '@/lib/session';

/** The demo accounts' e-mail addresses by kind, and their password (from the seed). */
export const demoEmails = DEMO_EMAILS;
export type DemoAccount = keyof typeof demoEmails;
export { DEMO_PASSWORD };

/**
 * Call once at the top of a test file whose screens clear messages or redirect on a timer: fake
 * timers that still advance on their own, and the returned `user()` a userEvent that advances them.
 */
export function withFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return timedUser;
}

/** A userEvent that advances fake timers as it waits (for screens under `withFakeTimers`). */
export function timedUser(options?: Parameters<typeof userEvent.setup>[0]) {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime, ...options });
}

/** One API request a screen made: method, path and JSON body (null when there is none). */
export interface LoggedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Records every API request the mock server receives into `into` until the returned function is called. */
export function recordRequests(into: LoggedRequest[]): () => void {
  const record = async ({ request }: { request: Request }) => {
    const body: unknown = request.method === 'GET' ? null : await request.clone().json().catch(() => null);
    into.push({ method: request.method, path: new URL(request.url).pathname, body });
  };
  server.events.on('request:start', record);
  return () => server.events.removeListener('request:start', record);
}

/**
 * Call once at the top of a test file: every API request each test makes, in order (the returned
 * array is emptied before each test).
 */
export function withRequestLog(): LoggedRequest[] {
  const requests: LoggedRequest[] = [];
  let stop = () => {};
  beforeEach(() => {
    requests.length = 0;
    stop = recordRequests(requests);
  });
  afterEach(() => stop());
  return requests;
}

/** Call once at the top of a screen test file: the same lifecycle as the handler tests. */
export const withScreenBackend = withMockServer;

/** Signs a demo account in through the API and stores the session as the app does. */
export async function signInAs(account: DemoAccount | string) {
  const email = account in demoEmails ? demoEmails[account as DemoAccount] : account;
  const response = await fetch(`${location.origin}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { token: string; user: Parameters<typeof setSession>[1] };
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  setSession(body.token, body.user);
  notifySessionChange();
  return body;
}

/** Renders the whole app at a path (every route, lazy screens included). */
export function renderRoute(path: string | { pathname: string; search?: string; state?: unknown }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
  });
  const { router, Probe } = createRouterProbe();
  // Re-renders on a language switch, as `LanguageRoot` in src/main.tsx does: a test can switch with
  // the page open and see every screen follow, what it holds kept.
  function LanguageRoot() {
    useLanguage();
    return (
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Probe />
        </MemoryRouter>
      </AppProviders>
    );
  }
  const view = render(<LanguageRoot />);
  return { ...view, router, queryClient };
}

/** Overrides: make one endpoint hang (loading), fail, or answer an empty list. */
export const answer = {
  loading: (method: 'get' | 'post' | 'put', path: string): RequestHandler =>
    http[method](`*${path}`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  error: (method: 'get' | 'post' | 'put', path: string, status = 500, message = 'Server error'): RequestHandler =>
    http[method](`*${path}`, () => HttpResponse.json({ message }, { status })),
  json: (method: 'get' | 'post' | 'put', path: string, body: unknown, status = 201): RequestHandler =>
    http[method](`*${path}`, () => HttpResponse.json(body as never, { status })),
  networkError: (method: 'get' | 'post' | 'put', path: string): RequestHandler =>
    http[method](`*${path}`, () => HttpResponse.error()),
};

/** Applies overrides for the current test. */
export function use(...handlers: RequestHandler[]): void {
  server.use(...handlers);
}
