import { inject } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export const baseURL = (): string => inject('baseURL');

/**
 * Chromium's background update check of the mock's service worker sometimes reports a 404 for
 * the worker script while Vite's preview server is busy; the running worker is unaffected and
 * the page sees nothing. It is browser noise about the demo backend, not an error of the app.
 */
const isWorkerUpdateNoise = (text: string) =>
  /^Failed to update a ServiceWorker for scope .*mockServiceWorker\.js'\): Not found$/.test(text);

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen on the page. */
  errors: string[];
}

/** A fresh browser context (its own storage, and `options` such as a time zone) with a page that records its errors. */
export async function openPage(browser: Browser, viewport = { width: 1280, height: 800 }, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  // Reduced motion: transitions end at once, so Playwright never waits on a moving element.
  const context = await browser.newContext({ baseURL: baseURL(), viewport, reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isWorkerUpdateNoise(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (!isWorkerUpdateNoise(error.message)) errors.push(error.message);
  });
  return { context, page, errors };
}

/**
 * How long a journey waits for the mock backend to start: with 5,000 extra businesses to seed in
 * the page it took 18–23 s with two journeys side by side, and 28–33 s or more than 30 s on a busier
 * machine (the default seed takes a second or two); and the time such a journey gets as a whole.
 */
export const SEEDING_TIMEOUT = 90_000;
export const BULK_JOURNEY_TIMEOUT = 180_000;

/**
 * Mock mode starts its backend at the first API call, touch or key, or after a few idle
 * seconds (decision 018). A journey that calls the API straight from the page starts it the way a
 * visitor's first touch would, and waits until the worker answers (the Demo tools button shows).
 */
export async function mockBackend(page: Page, timeout = SEEDING_TIMEOUT): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('pointerdown')));
  await page.getByRole('button', { name: 'Demo tools' }).waitFor({ timeout });
}

/**
 * A prerendered page once its app has hydrated it and its mock backend answers. A journey that
 * checks a timed message (a validation message clears after 3 s, specification §9) settles the page
 * first: the mock's start-up is main-thread work, and on a busy machine a message shown while it ran
 * could clear before the check first looked (the early click itself is covered by first-paint.e2e.ts).
 */
export async function settledPage(page: Page): Promise<void> {
  await mockBackend(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
