import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { withChromium } from './support/api';
import { desktop, phone, screenshot } from './support/screenshots';
import { openPage, settledPage } from './support/session';

const chromium = withChromium();

/** A page with the mock's simulated latency turned off. */
async function open(viewport = desktop) {
  const opened = await openPage(chromium(), viewport);
  await opened.context.addInitScript(() => {
    localStorage.setItem('corridor.mock.settings', '{"latencyMs":0,"forced":{}}');
  });
  return opened;
}

const pages = [
  ['/', 'Enter the UAE with verified partners', 'home'],
  ['/aboutus', 'About Us', 'about-us'],
  ['/book-a-demo', 'What best describes you?', 'book-a-demo'],
  ['/book-demo-business', 'Book a Demo', 'book-demo-business'],
  ['/privacy-policy', 'Privacy Policy', 'privacy-policy'],
  ['/terms', 'Terms & Conditions', 'terms'],
] as const;

async function fillDemoForm(page: Page) {
  await page.getByLabel('First name').fill('Sofia');
  await page.getByLabel('Last name').fill('Berg');
  await page.getByLabel('Work email').fill('sofia.berg@bergmedtech.example');
  await page.getByLabel('Phone number').fill('+46 70 123 45 67');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Berg Medtech AB');
  await page.getByLabel('Number of employees').selectOption('30-100');
  await page.getByLabel('Company website').fill('https://bergmedtech.example');
  await page.getByLabel('What would you like to achieve in the UAE?').fill('We plan to open a Dubai office next year.');
}

describe('marketing pages in Chromium (production build, mock mode)', () => {
  it('books a demo from the home page: role picker, form, success message and the mail in the outbox', async () => {
    const { page, context, errors } = await open();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Enter the UAE with verified partners' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Book a demo' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'What best describes you?' }).waitFor();

    await page.getByRole('radio', { name: 'Business owner' }).check();
    await page.getByRole('button', { name: 'Continue to Demo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Book a Demo' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/book-demo-business');

    await fillDemoForm(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText("Your demo request has been sent! We'll be in touch soon.").waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Demo tools' }).click();
    const tools = page.getByRole('region', { name: 'Demo tools' });
    await tools.getByText('Demo request from Sofia Berg (Berg Medtech AB)').waitFor();
    expect(await tools.getByText(`Year: ${new Date().getFullYear()}`).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the sign-in page in a new tab for a partner', async () => {
    const { page, context } = await open();
    await page.goto('/book-a-demo');
    await page.getByRole('heading', { level: 1, name: 'What best describes you?' }).waitFor();
    await page.getByRole('radio', { name: 'Partner' }).check();
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Continue to Demo' }).click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/login');
    expect(new URL(page.url()).pathname).toBe('/book-a-demo');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await context.close();
  });

  it('keeps the values and explains when a field is blank', async () => {
    const { page, context } = await open();
    await page.goto('/book-demo-business');
    await page.getByRole('heading', { level: 1, name: 'Book a Demo' }).waitFor();
    await settledPage(page);
    await fillDemoForm(page);
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Please complete all fields.').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Sofia');
    expect(await page.getByRole('textbox', { name: 'Company', exact: true }).getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it('gives the header its scrolled style after more than 10 px of scrolling on the home page', async () => {
    const { page, context } = await open(phone);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const header = page.locator('header').first();
    const scrolled = () => header.getAttribute('data-scrolled');
    expect(await scrolled()).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    expect(await scrolled()).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 11));
    await page.waitForFunction(() => document.querySelector('header')?.hasAttribute('data-scrolled'));
    await expect.poll(() => header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => !document.querySelector('header')?.hasAttribute('data-scrolled'));
    await context.close();
  });

  it.each([12, 14, 16])('settles at %i px of scroll: the header switches its style once and keeps its size', async (offset) => {
    const { page, context } = await open(phone);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The app, which restyles the header, loads at the visitor's first act (decision 018): a touch here.
    await page.mouse.move(5, 5);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const header = page.locator('header').first();
    const heightBefore = await header.evaluate((element) => element.getBoundingClientRect().height);
    const switches = await page.evaluate(async (y) => {
      const target = document.querySelector('header')!;
      let count = 0;
      const observer = new MutationObserver((records) => {
        count += records.filter((record) => record.attributeName === 'data-scrolled').length;
      });
      observer.observe(target, { attributes: true });
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      observer.disconnect();
      return { count, scrollY: window.scrollY };
    }, offset);
    expect(switches).toEqual({ count: 1, scrollY: offset });
    expect(await header.getAttribute('data-scrolled')).not.toBeNull();
    expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBe(heightBefore);
    await context.close();
  });

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)('passes axe with no serious or critical violation on a %s, every page', async (name, viewport) => {
    const { page, context, errors } = await open(viewport);
    for (const [path, heading, shot] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(await seriousA11yViolations(page), path).toEqual([]);
      await screenshot(page, `marketing-${name}-${shot}`);
    }

    await page.goto('/book-a-demo');
    await page.getByRole('radio', { name: 'Business owner' }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `marketing-${name}-book-a-demo-chosen`);

    await page.goto('/book-demo-business');
    await settledPage(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Please complete all fields.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `marketing-${name}-book-demo-business-invalid`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves no word alone on the last line of the /book-a-demo intro on a phone', async () => {
    const { page, context } = await openPage(chromium(), { width: 390, height: 844 });
    await page.goto('/book-a-demo');
    await page.getByRole('heading', { level: 1, name: 'What best describes you?' }).waitFor();
    // the last two words of the intro sit on one line
    const sameLine = await page.evaluate(() => {
      const intro = [...document.querySelectorAll('main p')].find((p) => p.textContent?.trim().endsWith('matters to you.'));
      const text = intro?.firstChild;
      if (!intro || !text || text.nodeType !== Node.TEXT_NODE) return null;
      const content = text.textContent ?? '';
      const rectOf = (start: number, end: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, end);
        return range.getBoundingClientRect();
      };
      const last = content.lastIndexOf('you.');
      const before = content.lastIndexOf(' to ', last);
      return Math.abs(rectOf(last, last + 4).top - rectOf(before + 1, before + 3).top) < 2;
    });
    expect(sameLine).toBe(true);
    await context.close();
  });

  it('keeps every figure inside its column on a phone (no "15-30 days" in the gutter)', async () => {
    const { page, context } = await openPage(chromium(), { width: 390, height: 844 });
    for (const path of ['/', '/aboutus']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const spilled = await page.evaluate(() =>
        [...document.querySelectorAll('main dl > div > dd')]
          .filter((value) => value.getBoundingClientRect().right > value.parentElement!.getBoundingClientRect().right + 0.5 || value.scrollWidth > value.clientWidth + 0.5)
          .map((value) => value.textContent),
      );
      expect(spilled, path).toEqual([]);
    }
    await context.close();
  });

  it('marks Get Started as the current page on /signup, as Login is on /login', async () => {
    const { page, context } = await openPage(chromium(), { width: 1280, height: 800 });
    const marks = async (path: string) => {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const start = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' });
      return { current: await start.getAttribute('aria-current'), shadow: await start.evaluate((link) => getComputedStyle(link).boxShadow) };
    };
    const home = await marks('/');
    const signup = await marks('/signup');
    expect(home.current).toBeNull();
    expect(signup.current).toBe('page');
    expect(signup.shadow).not.toBe(home.shadow);
    expect(signup.shadow).toContain('inset');
    await context.close();
  });
});
