import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auth } from '../src/i18n/ar/auth';
import { common } from '../src/i18n/ar/common';
import { dashboards } from '../src/i18n/ar/dashboards';
import { switchText } from '../src/i18n/language';
import { messagesOf } from '../src/i18n/parity';
import { seriousA11yViolations } from './support/axe';
import { withChromium } from './support/api';
import { noDemoLatency, waitForQuiet } from './support/check-page';
import { openPage } from './support/session';

/*
 * Corridor in Arabic, right to left (issue 15), production build in mock mode: a visitor switches
 * the public header to العربية, the choice carries over to the login page, they sign in as the
 * local demo account, and walk the dashboard, a profile, the contracts list and a contract. On each
 * page, at 390 px and at 1280 px: the document is Arabic and right to left, its headings are in
 * Arabic, no English string of the app's catalogues is left on it, nothing scrolls sideways, axe
 * finds nothing serious, and a screenshot is kept
 * (test-results/screenshots/arabic-*, taken even when npm test turns the others off: they are what
 * a reviewer of the Arabic product reads).
 */

const chromium = withChromium();
const sizes = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;
const arabicLetters = /[\u0600-\u06FF]/;

const catalogueFiles = import.meta.glob<Record<string, unknown>>('../src/i18n/{en,ar}/*.ts', { eager: true });
/**
 * The app's English strings that Arabic words otherwise (placeholders and ICU left out): a text
 * node that reads exactly one of them on an Arabic page, outside what people wrote, is a string the
 * screen did not translate.
 */
const englishOnly = (() => {
  const english = new Map<string, unknown>();
  const arabic = new Map<string, unknown>();
  for (const [file, module] of Object.entries(catalogueFiles)) {
    const [, language, name] = /\/(en|ar)\/([^/]+)\.ts$/.exec(file) ?? [];
    if (name === 'index') continue;
    messagesOf(module, name).forEach((text, key) => (language === 'en' ? english : arabic).set(key, text));
  }
  const arabicTexts = new Set(arabic.values());
  return [...english]
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .filter(([key, text]) => !text.includes('{') && /[a-z]{3}/i.test(text) && arabic.has(key) && !arabicTexts.has(text))
    .map(([, text]) => text);
})();

/** The page at both sizes: Arabic and right to left, no sideways scrolling, axe clean, a screenshot each. */
async function checkArabicPage(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of sizes) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    const state = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      headings: [...document.querySelectorAll('h1, h2, h3')].map((heading) => heading.textContent ?? ''),
      texts: (() => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          // What people wrote (dir="auto", <bdi>) stays as they wrote it.
          if (text && node.parentElement?.checkVisibility() && !node.parentElement.closest('[dir="auto"], bdi')) found.push(text);
        }
        return found;
      })(),
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      wide: [...document.querySelectorAll('main *')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1) && getComputedStyle(element).position !== 'fixed';
        })
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    }));
    expect(state.lang, `${name} at ${size}`).toBe('ar');
    expect(state.dir, `${name} at ${size}`).toBe('rtl');
    expect(state.headings.filter((heading) => arabicLetters.test(heading)), `${name} at ${size}: headings in Arabic`).not.toEqual([]);
    expect(
      state.texts.filter((text) => englishOnly.includes(text)),
      `${name} at ${size}: English the screen did not translate`,
    ).toEqual([]);
    expect(state.overflow, `${name} at ${size}: sideways scrolling (${state.wide.join(', ')})`).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page), `${name} at ${size}`).toEqual([]);
    mkdirSync('test-results/screenshots', { recursive: true });
    await page.screenshot({ path: `test-results/screenshots/arabic-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(sizes[1][1]);
}

describe('Corridor in Arabic in Chromium (production build, mock mode)', () => {
  it('switches to Arabic, signs in as the local demo account and walks the dashboard, a profile, the contracts list and a contract', async () => {
    const { page, context, errors } = await openPage(chromium(), sizes[1][1]);
    await context.addInitScript(noDemoLatency);

    // ---- the switch in the public header, remembered on the next page
    await page.goto('/');
    const english = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('banner').getByLabel(switchText.label).selectOption('ar');
    await page.waitForFunction(() => document.documentElement.lang === 'ar' && document.documentElement.dir === 'rtl');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.not.toBe(english);
    await checkArabicPage(page, 'home');

    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const local = auth.demoAccounts.accounts.find((account) => account.key === 'local')!;
    await page.getByRole('button', { name: auth.demoAccounts.useLabel.replace('{category}', local.category) }).click();
    await expect(page.getByLabel(auth.fields.email).inputValue()).resolves.toBe(local.email);
    // e-mail and password read left to right inside the right-to-left form
    expect(await page.getByLabel(auth.fields.email).evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
    await page.getByRole('main').getByRole('button', { name: auth.login.submit }).click();

    // ---- the dashboard, with match reasons written in Arabic
    await page.waitForURL('**/partner-dashboard');
    const firstCard = page.getByRole('article').first();
    await firstCard.waitFor();
    await waitForQuiet(page);
    await expect(firstCard.getByRole('listitem').first().textContent()).resolves.toMatch(arabicLetters);
    await checkArabicPage(page, 'dashboard');

    // ---- a profile from the first match
    await firstCard.getByRole('link', { name: dashboards.card.viewProfile }).click();
    await page.waitForURL(/\/(foreign-business|investor)\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForQuiet(page);
    await checkArabicPage(page, 'profile');

    // ---- the contracts list, and a contract
    await page.getByRole('banner').getByRole('link', { name: common.nav.contracts }).first().click();
    await page.waitForURL('**/partner/AllContracts**');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForQuiet(page);
    await checkArabicPage(page, 'contracts');

    const contractLink = page.getByRole('main').locator('a[href^="/contract/"]').first();
    await contractLink.waitFor();
    await contractLink.click();
    await page.waitForURL('**/contract/**');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForQuiet(page);
    await checkArabicPage(page, 'contract');

    expect(errors).toEqual([]);
    await context.close();
  });
});
