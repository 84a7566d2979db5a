import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../mocks/db/seed/demo-accounts';
import { mockBackend } from './session';

/**
 * What every journey shares: one Chromium per file, the demo accounts, a sign-in through the API
 * stored as the app stores it, and JSON calls made from inside the page (through the mock worker).
 */

/** Call once at the top of a journey file: launches Chromium before its tests, closes it after. */
export function withChromium(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running yet: call the returned function inside a test.');
    return browser;
  };
}

export { DEMO_PASSWORD };
/** The demo accounts' e-mail addresses by kind (from the seed). */
export const demoEmails = DEMO_EMAILS;
export type DemoAccount = keyof typeof demoEmails;

export interface StoredSession {
  token: string;
  user: { id: string; name: string; category: string; profileId?: string | null };
}

/** Pins the mock's latency at none (and forces failures) before the app starts in this context. */
export async function mockSettings(context: BrowserContext, forced: Record<string, 'error' | 'empty'> = {}) {
  await context.addInitScript((settings) => {
    localStorage.setItem('corridor.mock.settings', settings);
  }, JSON.stringify({ latencyMs: 0, forced }));
}

/**
 * Signs an account (a demo account or an e-mail) in through the API and stores the session as the
 * login page does. `announce` tells the page already open, as another tab's login would.
 */
export async function signInThroughApi(page: Page, account: DemoAccount | string, announce = false): Promise<StoredSession> {
  await mockBackend(page);
  const email = account in demoEmails ? demoEmails[account as DemoAccount] : account;
  return page.evaluate(
    async ({ email, password, announce }) => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
      const response = await fetch('/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const body = (await response.json()) as StoredSession;
      localStorage.setItem('token', body.token);
      localStorage.setItem('user', JSON.stringify(body.user));
      if (announce) window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
      return body;
    },
    { email, password: DEMO_PASSWORD, announce },
  );
}

/** A JSON call with the stored bearer token (or another account's, signed in apart), from inside the page. */
export async function callApi<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown, as?: DemoAccount) {
  await mockBackend(page);
  return page.evaluate(
    async ({ method, path, body, email, password }) => {
      let token = localStorage.getItem('token') ?? '';
      if (email) {
        const login = await fetch('/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
        token = ((await login.json()) as { token: string }).token;
      }
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let json: unknown = text;
      try {
        json = JSON.parse(text);
      } catch {
        // plain text or HTML
      }
      return { status: response.status, body: json as T };
    },
    { method, path, body, email: as ? demoEmails[as] : null, password: DEMO_PASSWORD },
  );
}

/** Lets running animations (a dialog's fade-in) finish, so axe measures the final colours. */
export async function settle(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
