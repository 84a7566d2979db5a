import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, withChromium } from './support/api';
import { describe, expect, it } from 'vitest';
import { baseURL, openPage } from './support/session';

const chromium = withChromium();

/** Holds the app's entry script until the returned function is called (the page stays as prerendered). */
async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The public pages the build prerenders (src/prerender.tsx), with their headings. */
const prerendered = [
  ['/', 'Enter the UAE with verified partners'],
  ['/aboutus', 'About Us'],
  ['/book-a-demo', 'What best describes you?'],
  ['/book-demo-business', 'Book a Demo'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms', 'Terms & Conditions'],
  ['/login', 'Login'],
  ['/signup', 'Create your account'],
  ['/forgot-password', 'Reset Password'],
] as const;

describe('first paint (production build, mock mode)', () => {
  it('serves the production build of React: the journeys run what ships', () => {
    // e2e/global-setup.ts builds dist-e2e; React DOM's development build greets with this line.
    const assets = join('dist-e2e', 'assets');
    const development = readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('Download the React DevTools'));
    expect(development).toEqual([]);
  });

  it.each(prerendered)('serves %s painted and styled in its HTML, before any script runs', async (path, heading) => {
    const context = await chromium().newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(await page.title()).toContain('Corridor');
    // The design tokens are applied from the HTML itself: the page is not in the browser's default font.
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).not.toMatch(/^"?Times New Roman"?$/);
    // No stylesheet blocks the first paint: every style of the page is inline.
    expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count()).toBe(0);
    await context.close();
  });

  it.each(prerendered)('loads no script for %s while the visitor only reads; the first move loads the app, which hydrates the page without an error, and its links then navigate in the page', async (path) => {
    const { page, context, errors } = await openPage(chromium());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(scripts).toEqual([]);
    await page.mouse.move(100, 100);
    // Hydrated (src/lib/early-input.ts marks it): before that a link navigates natively, which works too.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(scripts.length).toBeGreaterThan(0);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole('link', { name: 'Corridor home' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Enter the UAE with verified partners' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never shows the prerendered home page on a deep link, even before the app script runs', async () => {
    const { page, context } = await openPage(chromium());
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/foreignDashboard');
    expect(await page.locator('#root').evaluate((root) => root.childElementCount)).toBe(0);
    expect(await page.getByText('Enter the UAE with verified partners').count()).toBe(0);
    await context.close();
  });

  it('keeps the clicks made before the page is hydrated and replays them in order after', async () => {
    const { page, context, errors } = await openPage(chromium());
    // Hold the app's script until the visitor has acted on the painted page.
    const releaseScript = await holdAppScript(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await page.getByRole('button', { name: 'Use the Investor demo account' }).click();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // Nothing happened yet, and nothing was posted: the page is still the painted /login.
    expect(await page.getByLabel('Email').inputValue()).toBe('');
    expect(page.url()).toMatch(/\/login$/);

    releaseScript();
    await page.getByRole('heading', { level: 1, name: 'Investor Dashboard' }).waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('holds an early Enter in a prerendered form and submits it once hydrated, never natively', async () => {
    const { page, context, errors } = await openPage(chromium());
    const releaseScript = await holdAppScript(page);
    const documentPosts: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.method() !== 'GET') documentPosts.push(request.url());
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('demo.foreign@corridor.test');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByLabel(/^Password/).press('Enter');
    expect(page.url()).toMatch(/\/login$/);

    releaseScript();
    await page.getByRole('heading', { level: 1, name: 'Global Expansion Dashboard' }).waitFor({ timeout: 30_000 });
    expect(documentPosts).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a choice made before the page is hydrated: the picked role enables Continue once hydrated', async () => {
    const { page, context, errors } = await openPage(chromium());
    const releaseScript = await holdAppScript(page);
    await page.goto('/book-a-demo', { waitUntil: 'commit' });
    await page.getByRole('radio', { name: 'Business owner' }).check();
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);

    releaseScript();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.getByRole('radio', { name: 'Business owner' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Book a Demo' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints a public page without starting the mock; the first touch starts it and the first call waits for it', async () => {
    const { page, context, errors } = await openPage(chromium());
    const workers = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await workers()).toBe(0);
    expect(await page.getByRole('button', { name: 'Demo tools' }).count()).toBe(0);

    await page.getByLabel('Email').fill('demo.foreign@corridor.test');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Global Expansion Dashboard' }).waitFor();
    expect(await workers()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
