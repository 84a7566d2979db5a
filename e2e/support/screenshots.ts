import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

const dir = 'test-results/screenshots';

/**
 * Saves a full-page screenshot for people to look at (test-results/screenshots, not committed).
 * `npm test` turns them off (E2E_SCREENSHOTS=0, a tenth of the journeys' time); `npm run test:e2e`
 * takes them.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

export const phone = { width: 375, height: 812 };
export const desktop = { width: 1280, height: 800 };
