import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { DEMO_PASSWORD, withChromium } from './support/api';
import { desktop, phone, screenshot } from './support/screenshots';
import { baseURL, openPage } from './support/session';

const chromium = withChromium();

/** A fresh context (its own mock database) with no simulated latency. */
async function start(viewport = desktop) {
  const opened = await openPage(chromium(), viewport);
  await opened.context.addInitScript(() => {
    localStorage.setItem('corridor.mock.settings', JSON.stringify({ latencyMs: 0, forced: {} }));
  });
  return opened;
}

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Reads the latest code e-mailed to an address from the Demo tools outbox, as a demo user would. */
async function codeFromOutbox(page: Page, email: string): Promise<string> {
  await page.getByRole('button', { name: 'Demo tools' }).click();
  const panel = page.getByRole('region', { name: 'Demo tools' });
  const mail = panel.getByRole('listitem').filter({ hasText: `to ${email}` }).first();
  await mail.waitFor();
  const code = (await mail.locator('pre').textContent())?.match(/\b\d{6}\b/)?.[0];
  await page.getByRole('button', { name: 'Close demo tools' }).click();
  if (!code) throw new Error(`no code for ${email} in the outbox`);
  return code;
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

/** Lets entrance animations (the dialog's rise-in) finish, so axe measures the final colours. */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function checkPage(page: Page, name: string) {
  await settle(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, name);
}

describe('account journeys in Chromium (production build, mock mode)', () => {
  it('signs a new foreign business up through the e-mailed code to the business profile form', async () => {
    const { page, context, errors } = await start();
    await page.goto('/signup');
    await heading(page, 'Create your account');
    await page.getByLabel('Full name').fill('Sofia Virtanen');
    await page.getByLabel('Business name').fill('Aalto Learning Oy');
    await page.getByLabel('Email').fill('sofia@aalto-learning.fi');
    await page.getByLabel('Business type').selectOption('foreign');
    await page.getByLabel(/^Password/).fill('sauna-2026');
    await page.getByLabel('Confirm password').fill('sauna-2026');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.getByRole('group', { name: 'Verification code' }).waitFor();
    const code = await codeFromOutbox(page, 'sofia@aalto-learning.fi');
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify and create account' }).click();
    await page.getByText('Account created! Redirecting...').waitFor();
    await page.waitForURL('**/complete-business-profile');
    await heading(page, 'Expand Your Business');
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { category: string } | null);
    expect(user?.category).toBe('foreign');
    expect(page.url()).not.toMatch(/sauna|code=/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['Foreign business', '/foreignDashboard', 'Global Expansion Dashboard'],
    ['Local partner', '/partner-dashboard', 'Partner Dashboard'],
    ['Investor', '/investor-dashboard', 'Investor Dashboard'],
    ['Admin', '/adminPanel', 'Admin Panel'],
  ])('logs the %s demo account in and lands on %s', async (category, path, title) => {
    const { page, context, errors } = await start();
    await page.goto('/login');
    await heading(page, 'Login');
    await page.getByRole('button', { name: `Use the ${category} demo account` }).click();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('Logged in Successfully').waitFor();
    await page.waitForURL(`**${path}`);
    await heading(page, title);
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resets a password with the e-mailed code and logs in with the new one', async () => {
    const { page, context, errors } = await start();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await heading(page, 'Reset Password');
    await page.getByLabel('Email').fill('demo.investor@corridor.test');
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await page.getByRole('group', { name: 'Reset code' }).waitFor();
    await typeCode(page, await codeFromOutbox(page, 'demo.investor@corridor.test'));
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByText('Code verified! Please set new password.').waitFor();
    await page.getByLabel(/^New password/).fill('fjord-and-sand-7');
    await page.getByLabel('Confirm new password').fill('fjord-and-sand-7');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Password updated successfully! Redirecting...').waitFor();
    // A full reload of /login, with the reset e-mail gone.
    await page.waitForURL('**/login');
    await heading(page, 'Login');
    expect(await page.evaluate(() => localStorage.getItem('resetEmail'))).toBeNull();

    await page.getByLabel('Email').fill('demo.investor@corridor.test');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('Incorrect password').waitFor();
    await page.getByLabel(/^Password/).fill('fjord-and-sand-7');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/investor-dashboard');
    await heading(page, 'Investor Dashboard');
    // The one failed request is the old password's intended 402.
    expect(errors.filter((error) => !error.includes('status of 402'))).toEqual([]);
    await context.close();
  });

  it('lands a Google sign-in with a token on its dashboard, and one without a token on /login', async () => {
    const { page, context, errors } = await start();
    await page.goto('/google-success?userId=usr_0003&category=investor&hasCompletedProfile=true');
    await page.waitForURL('**/login');
    await heading(page, 'Login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose an account to continue to Corridor' });
    await dialog.getByRole('button', { name: /Khalid Al Mazrouei/ }).click();
    await page.waitForURL('**/investor-dashboard');
    await heading(page, 'Investor Dashboard');
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      userId: localStorage.getItem('userId'),
      category: localStorage.getItem('category'),
    }));
    expect(stored).toEqual({ token: expect.stringMatching(/^[0-9a-f]{64}$/), userId: 'usr_0003', category: 'investor' });
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes a new Google account through the category chooser to its profile form', async () => {
    const { page, context, errors } = await start();
    await page.goto('/signup');
    await heading(page, 'Create your account');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose an account to continue to Corridor' });
    await dialog.getByRole('button', { name: 'Use another account' }).click();
    await dialog.getByLabel('Email').fill('lars@fjord-energy.no');
    await dialog.getByLabel('Name (optional)').fill('Lars Haugen');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/check-Category');
    await heading(page, 'Choose your category');

    page.once('dialog', (alert) => {
      expect(alert.message()).toBe('Please select a category before proceeding');
      void alert.accept();
    });
    await page.getByRole('button', { name: 'Confirm Selection' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please select a category before proceeding' }).waitFor();

    const chosen = page.getByRole('radio', { name: /Local Partner/ });
    await chosen.check();
    const chosenBefore = await chosen.screenshot();
    await page.getByRole('button', { name: 'Confirm Selection' }).click();
    await page.getByText('Category updated successfully! Redirecting...').waitFor();
    // the saved choice looks chosen while the page redirects, not pale
    expect(Buffer.compare(await chosen.screenshot(), chosenBefore)).toBe(0);
    await page.waitForURL('**/complete-partner-profile');
    await heading(page, 'Register as a Local Partner');
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { category: string } | null);
    expect(user?.category).toBe('local');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)('passes axe with no serious or critical violation on every account page on a %s', async (name, viewport) => {
    const { page, context } = await start(viewport);

    await page.goto('/login');
    await heading(page, 'Login');
    await checkPage(page, `accounts-${name}-login`);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Email and password are required' }).waitFor();
    await checkPage(page, `accounts-${name}-login-error`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('dialog', { name: 'Choose an account to continue to Corridor' }).waitFor();
    await checkPage(page, `accounts-${name}-google-consent`);

    await page.goto('/signup');
    await heading(page, 'Create your account');
    await checkPage(page, `accounts-${name}-signup`);
    await page.getByLabel('Full name').fill('Sofia Virtanen');
    await page.getByLabel('Business name').fill('Aalto Learning Oy');
    await page.getByLabel('Email').fill('sofia@aalto-learning.fi');
    await page.getByLabel('Business type').selectOption('investor');
    await page.getByLabel(/^Password/).fill('sauna-2026');
    await page.getByLabel('Confirm password').fill('sauna-2026');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.getByRole('group', { name: 'Verification code' }).waitFor();
    await checkPage(page, `accounts-${name}-signup-code`);

    await page.goto('/forgot-password');
    await heading(page, 'Reset Password');
    await checkPage(page, `accounts-${name}-reset-email`);
    await page.getByLabel('Email').fill('demo.local@corridor.test');
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await page.getByRole('group', { name: 'Reset code' }).waitFor();
    await checkPage(page, `accounts-${name}-reset-code`);
    await typeCode(page, await codeFromOutbox(page, 'demo.local@corridor.test'));
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByLabel(/^New password/).waitFor();
    await checkPage(page, `accounts-${name}-reset-password`);

    await page.goto(`${baseURL()}//check-Category`);
    await heading(page, 'Choose your category');
    await checkPage(page, `accounts-${name}-check-category`);

    // The landing redirects at once; holding back the next page's code shows it for a moment
    // (on the context: the mock's service worker fetches the page's scripts).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route('**/assets/admin-panel-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/google-success?token=t&userId=usr_0004&category=admin&hasCompletedProfile=false');
    await heading(page, 'Signing you in…');
    await checkPage(page, `accounts-${name}-google-success`);
    release();
    await page.waitForURL('**/adminPanel');
    await context.close();
  });
});
