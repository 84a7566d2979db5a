import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { mockSettings, settle, signInThroughApi, withChromium, type DemoAccount } from './support/api';
import { desktop, phone, screenshot } from './support/screenshots';
import { openPage } from './support/session';

const chromium = withChromium();

const newAccounts = { newForeign: 'new.foreign@corridor.test', newLocal: 'new.local@corridor.test' } as const;
type Account = DemoAccount | keyof typeof newAccounts;

/** A fresh page with the mock's latency off, signed in the way the app stores a session. */
async function signedInPage(account: Account, viewport = desktop) {
  const opened = await openPage(chromium(), viewport);
  await mockSettings(opened.context);
  await opened.page.goto('/aboutus');
  await opened.page.getByRole('heading', { level: 1 }).waitFor();
  await signInThroughApi(opened.page, account in newAccounts ? newAccounts[account as keyof typeof newAccounts] : account);
  return opened;
}

/** Axe, once running animations (a dialog's fade-in) have finished, so it measures the final colours. */
async function expectAccessible(page: Page) {
  await settle(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

const logoSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="18" fill="#0f766e"/>' +
    '<text x="48" y="60" font-family="Arial" font-size="34" font-weight="700" text-anchor="middle" fill="#fff">KP</text></svg>',
);

/** The local partner form, first half (before the simulated reload) and second half. */
async function fillPartnerFirstHalf(page: Page) {
  await page.getByLabel(/^Company Name/).fill('Ketbi PRO Services');
  await page.getByLabel(/^Business Type/).selectOption('Consultant');
  await page.getByLabel(/^Industry Focus/).selectOption('Professional Services');
  await page.getByLabel(/^Years in Operation/).fill('6');
  await page.getByLabel(/^Company Size/).selectOption('11-50');
  await page.getByLabel(/^Registered Region/).fill('Dubai — Mainland');
  await page.getByLabel(/^Business Registration Number/).fill('DED-884120');
  await page.getByLabel(/^Tax ID/).fill('100223344550003');
}

async function fillPartnerSecondHalf(page: Page) {
  await page.getByLabel(/^Service Category/).fill('PRO and visa services');
  await page.getByLabel(/^Supported Market Types/).selectOption('B2B');
  await page.getByLabel(/^Detailed Service Description/).fill('Company formation, visas and PRO work for Nordic founders, from the first enquiry to an operating entity.');
  await page.getByLabel(/^Languages Supported/).fill('English, Arabic, Swedish');
  await page.getByLabel(/^Service Capacity/).fill('Up to 8 new clients per quarter');
  await page.getByLabel(/^Primary Contact Name/).fill('Yousef Al Ketbi');
  await page.getByLabel(/^Designation/).fill('Founder');
  await page.getByLabel(/^Contact Email/).fill('yousef@ketbi.ae');
  await page.getByLabel(/^Contact Phone/).fill('+971 4 555 0101');
  await page.getByLabel(/^Pricing Model/).selectOption('Fixed');
  await page.getByLabel(/^Collaboration Preferences/).selectOption('Long-term partnership');
}

describe('profiles in Chromium (production build, mock mode)', () => {
  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)('a new local partner registers with a logo and lands on the dashboard (%s)', async (name, viewport) => {
    const { page, context, errors } = await signedInPage('newLocal', viewport);
    await page.goto('/complete-partner-profile');
    await page.getByRole('heading', { level: 1, name: 'Register as a Local Partner' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, `profiles-${name}-partner-empty`);

    // Submitting nothing marks the required fields.
    await page.getByRole('button', { name: 'Register as a Local Partner' }).click();
    await page.getByText('Please complete all * required fields').waitFor();
    await expectAccessible(page);
    await screenshot(page, `profiles-${name}-partner-missing`);

    // Half the answers survive an accidental reload (the logo is not kept in drafts).
    await fillPartnerFirstHalf(page);
    await page.reload();
    await page.getByText(/We restored the answers you had not submitted yet/).waitFor();
    expect(await page.getByLabel(/^Company Name/).inputValue()).toBe('Ketbi PRO Services');
    expect(await page.getByLabel(/^Business Type/).inputValue()).toBe('Consultant');

    await fillPartnerSecondHalf(page);
    // A document is refused; an image is previewed.
    await page.getByLabel(/^Business Logo/).setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByText('This file is not an image. Choose a PNG, JPG, SVG, GIF or WebP file.').waitFor();
    await page.getByLabel(/^Business Logo/).setInputFiles({ name: 'ketbi.svg', mimeType: 'image/svg+xml', buffer: logoSvg });
    await page.getByRole('img', { name: 'Preview of the business logo' }).waitFor();
    expect(await page.getByLabel(/^Service Category/).inputValue()).toBe('PRO and visa services');
    await expectAccessible(page);
    await screenshot(page, `profiles-${name}-partner-filled`);
    // What the user sees mid-form: the sticky submit area stays in reach.
    await page.getByLabel(/^Languages Supported/).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/profiles-${name}-partner-viewport.png` });

    await page.getByRole('button', { name: 'Register as a Local Partner' }).click();
    await page.getByText('Your partner profile was submitted. An admin will verify it shortly.').waitFor();
    await screenshot(page, `profiles-${name}-partner-saved`);
    await page.waitForURL('**/partner-dashboard', { timeout: 5000 });
    await page.getByRole('heading', { level: 1, name: 'Partner Dashboard' }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { hasCompletedProfile?: boolean; profileId?: string });
    expect(stored.hasCompletedProfile).toBe(true);

    // The new profile is there, with its logo, waiting for verification.
    await page.goto(`/LocalBusinessProfile/${stored.profileId ?? ''}`);
    await page.getByRole('heading', { level: 2, name: 'Ketbi PRO Services' }).waitFor();
    await page.getByText('Pending', { exact: true }).waitFor();
    expect(await page.getByRole('img', { name: 'Logo of Ketbi PRO Services' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await expectAccessible(page);
    await screenshot(page, `profiles-${name}-partner-own-profile`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)('a foreign user edits and saves the profile, then cancels an edit (%s)', async (name, viewport) => {
    const { page, context, errors } = await signedInPage('foreign', viewport);
    await page.goto('/ForeignBusinessProfile/fb_0001');
    await page.getByRole('heading', { level: 2, name: 'Nordvik Payments AB' }).waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, `profiles-${name}-foreign-view`);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const region = page.getByLabel(/^Operating Region/);
    await region.waitFor();
    expect(await page.getByLabel(/^Expansion Timeline/).inputValue()).toBe('3-6 months');
    await expectAccessible(page);
    await screenshot(page, `profiles-${name}-foreign-edit`);

    await region.fill('Sweden, Norway, Denmark');
    await page.getByLabel(/^Expansion Timeline/).selectOption('Medium-term (6-12)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Profile Update' });
    await dialog.waitFor();
    await expectAccessible(page);
    await screenshot(page, `profiles-${name}-foreign-confirm`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.getByRole('definition').filter({ hasText: /^Sweden, Norway, Denmark$/ }).waitFor();
    await page.getByText('Medium-term (6-12)', { exact: true }).waitFor();
    await screenshot(page, `profiles-${name}-foreign-saved`);

    // A reload shows the saved data (the mock keeps it).
    await page.reload();
    await page.getByRole('definition').filter({ hasText: /^Sweden, Norway, Denmark$/ }).waitFor();

    // An edit that is cancelled leaves the profile exactly as it was.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel(/^Company Name/).fill('Something Else AB');
    await page.getByLabel(/^Budget Range/).selectOption('USD 5M-10M');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 2, name: 'Nordvik Payments AB' }).waitFor();
    expect(await page.getByText('USD 5M-10M').count()).toBe(0);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    expect(await page.getByLabel(/^Company Name/).inputValue()).toBe('Nordvik Payments AB');
    expect(await page.getByLabel(/^Budget Range/).inputValue()).toBe('100k-250k');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)('passes axe on every profile page (%s)', async (name, viewport) => {
    const pages: [Account, string, string][] = [
      ['newForeign', '/complete-business-profile', 'Expand Your Business'],
      ['investor', '/complete-investor-profile', 'Register as an Investor'],
      ['local', '/LocalBusinessProfile/lp_0001', 'Local partner profile'],
      ['investor', '/InvestorProfile/inv_0001', 'Investor profile'],
      ['foreign', '/ForeignBusinessProfile/fb_0002', 'Business profile'],
    ];
    for (const [account, path, heading] of pages) {
      const { page, context, errors } = await signedInPage(account, viewport);
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      await expectAccessible(page);
      await screenshot(page, `profiles-${name}${path.replace(/\//g, '-')}`);
      if (path === '/InvestorProfile/inv_0001') {
        await page.getByRole('button', { name: 'Edit Profile' }).click();
        await page.getByRole('group', { name: /Target Stages/ }).waitFor();
        await expectAccessible(page);
        await screenshot(page, `profiles-${name}-investor-edit`);
      }
      if (path === '/complete-investor-profile') {
        await page.getByLabel(/^Minimum Ticket/).fill('3000000');
        await page.getByLabel(/^Maximum Ticket/).fill('1000000');
        await page.getByRole('button', { name: 'Register as an Investor' }).click();
        await page.getByText('The maximum ticket size cannot be below the minimum.').waitFor();
        await expectAccessible(page);
        await screenshot(page, `profiles-${name}-investor-errors`);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
