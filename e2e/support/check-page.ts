import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousA11yViolations } from './axe';
import { desktop, phone, screenshot } from './screenshots';

/**
 * Turns the mock's demo latency off before the app starts (an init script): kept when a journey
 * changes the settings itself, and not in a sandboxed frame, which has no storage.
 */
export const noDemoLatency = () => {
  if (window !== window.top) return;
  const key = 'corridor.mock.settings';
  if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ latencyMs: 0, forced: {} }));
};

/** axe at 1280 px and at 375 px (nothing serious or critical), a full-page screenshot `<name>-desktop|phone` at each, then back to desktop. */
export async function checkBothSizes(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [['desktop', desktop], ['phone', phone]] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    expect(await seriousA11yViolations(page), `${name} at ${size}`).toEqual([]);
    await screenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(desktop);
}
