import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

const dir = 'test-results/screenshots';

/** Saves a full-page screenshot for people to look at (test-results/screenshots, not committed). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

export const phone = { width: 375, height: 812 };
export const desktop = { width: 1280, height: 800 };
