import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const baseURL = (): string => inject('baseURL');

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen on the page. */
  errors: string[];
}

/** A fresh browser context (its own storage) with a page that records its errors. */
export async function openPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
