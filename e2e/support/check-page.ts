import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousA11yViolations } from './axe';
import { desktop, phone, screenshot } from './screenshots';

/**
 * Pins the mock's latency at none before the app starts (an init script): kept when a journey
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

/** The app's live stream: always open on a signed-in page, so never "idle". */
const isLiveStream = (url: string) => new URL(url).pathname.endsWith('/events');

/**
 * `waitForLoadState('networkidle')` for a signed-in page: resolves once no request but the live
 * event stream has been in flight for `quietMs` (the stream stays open for as long as the page does).
 */
export async function waitForQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const inFlight = new Set<unknown>();
  const started = (request: { url(): string }) => {
    if (!isLiveStream(request.url())) inFlight.add(request);
  };
  const ended = (request: unknown) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('load');
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() > deadline) throw new Error(`the page kept loading for ${timeoutMs} ms`);
      await page.waitForTimeout(50);
      if (inFlight.size > 0) quietSince = Date.now();
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
