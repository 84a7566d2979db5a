import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { callApi, mockSettings, signInThroughApi, withChromium, type DemoAccount } from './support/api';
import { desktop, phone, screenshot } from './support/screenshots';
import { openPage } from './support/session';
import { waitForQuiet } from './support/check-page';

const chromium = withChromium();

/** A fresh page with the mock's latency off, signed in as a demo account the way the app stores it. */
async function signedInPage(account: DemoAccount, viewport = desktop, forced: Record<string, 'error' | 'empty'> = {}) {
  const opened = await openPage(chromium(), viewport);
  await mockSettings(opened.context, forced);
  // Any page of the app starts the mock worker; this one shows 'User not authenticated' until signed in.
  await opened.page.goto('/foreignDashboard');
  await opened.page.getByRole('heading', { level: 1, name: 'User not authenticated' }).waitFor();
  return { ...opened, session: await signInThroughApi(opened.page, account) };
}

async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** The View Profile links of a match list, in order. */
async function profileLinks(page: Page, list: string): Promise<string[]> {
  const region = page.getByRole('region', { name: list });
  await region.getByRole('article').first().waitFor();
  return region.getByRole('link', { name: 'View Profile' }).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The first profile of a list the viewer has no open or approved request with. */
async function firstUnconnected(page: Page, list: string, viewPath: string): Promise<string> {
  for (const href of await profileLinks(page, list)) {
    const id = decodeURIComponent(href.split('/').pop() ?? '');
    const view = await callApi<{ connection?: unknown }>(page, 'POST', viewPath, { id });
    if (view.status === 201 && !view.body.connection) return href;
  }
  throw new Error(`every profile in ${list} already has a request`);
}

/** Opens the contracts page; when it is built (it has a "Request Sent" tab), checks the request through the page too. */
async function expectAmongSentRequestsOnPage(page: Page, contractsPath: string, name: string) {
  await page.goto(contractsPath);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const sentTab = page.getByRole('tab', { name: /Request Sent/i });
  if ((await sentTab.count()) === 0) {
    console.info(`${contractsPath} shows no contract tabs yet; the request was checked through the API only.`);
    return;
  }
  // on a phone every tab is whole in view: none is cut off behind a sideways scroll
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('[role="tab"]')]
      .filter((tab) => {
        const box = tab.getBoundingClientRect();
        const list = tab.closest('[role="tablist"]')!.getBoundingClientRect();
        return box.left < list.left - 0.5 || box.right > list.right + 0.5 || box.right > window.innerWidth;
      })
      .map((tab) => tab.textContent),
  );
  expect(cut).toEqual([]);
  await page.setViewportSize(viewport);
  await sentTab.first().click();
  await page.getByText(name, { exact: false }).first().waitFor();
  await screenshot(page, `dashboards-desktop${contractsPath.replace(/\//g, '-')}-sent`);
}

describe('dashboards and profile views in Chromium', () => {
  it('the demo foreign user sees scored, explained matches, connects with a local partner and finds the request among sent requests', async () => {
    const { page, context, errors, session } = await signedInPage('foreign');
    await page.goto('/foreignDashboard');
    await page.getByRole('heading', { level: 1, name: 'Global Expansion Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Nordvik Payments AB' }).waitFor();

    const partners = page.getByRole('region', { name: 'Local partner matches' });
    const first = partners.getByRole('article').first();
    await first.waitFor();
    expect(await first.getByRole('img', { name: /^Match score \d+ out of 100/ }).count()).toBe(1);
    expect(await first.getByRole('heading', { name: 'Why this match' }).count()).toBe(1);
    expect(await first.getByRole('listitem').count()).toBe(2);
    await first.getByRole('button', { name: /^Show all \d reasons$/ }).click();
    expect(await first.getByRole('listitem').count()).toBeGreaterThan(2);
    await page.getByRole('region', { name: 'Investor matches' }).getByRole('article').first().waitFor();
    // every score, "/100" included, sits inside its ring's stroke (inner diameter: 75% of the ring)
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('[role="img"][aria-label^="Match score"] > [aria-hidden="true"]:first-child')].filter((ring) => {
        const outer = ring.getBoundingClientRect();
        const number = ring.querySelector('span')!.getBoundingClientRect();
        const inner = outer.width * 0.75;
        return Math.hypot(number.width / 2, number.height / 2) > inner / 2 + 0.5;
      }).length,
    );
    expect(overflowing).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'dashboards-desktop-foreign-dashboard');

    const href = await firstUnconnected(page, 'Local partner matches', '/foreign/applyForCheckProfileofPartner');
    const partnerId = decodeURIComponent(href.split('/').pop() ?? '');
    const card = partners.getByRole('article').filter({ has: page.locator(`a[href="${href}"]`) });
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await card.getByRole('link', { name: 'View Profile' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(href);
    await page.getByRole('heading', { name: 'Your match' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'dashboards-desktop-local-business-view');

    await page.getByRole('button', { name: 'Connect with Partner' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Connect with Partner' });
    await dialog.waitFor();
    // Let the dialog's entrance transition finish, so axe measures the final colours.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('status').filter({ hasText: 'Connection request sent successfully' }).waitFor();
    await page.getByText('Request sent — awaiting response').waitFor();
    expect(await page.getByRole('button', { name: 'Connect with Partner' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'dashboards-desktop-local-business-view-requested');

    const sent = await callApi<{ contracts: { recipientProfileId?: string; status: string }[] }>(page, 'POST', '/business/sent-requests', {
      id: session.user.id,
      userType: 'foreign',
      requestType: 'local',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.contracts.some((contract) => contract.recipientProfileId === partnerId && contract.status === 'sent')).toBe(true);

    await page.reload();
    await page.getByText('Request sent — awaiting response').waitFor();
    await expectAmongSentRequestsOnPage(page, '/foreign/AllContracts', name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the demo investor applies for partnership with a foreign business and finds it among sent requests', async () => {
    const { page, context, errors, session } = await signedInPage('investor');
    await page.goto('/investor-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Investor Dashboard' }).waitFor();
    const businesses = page.getByRole('region', { name: 'Matched foreign businesses' });
    const first = businesses.getByRole('article').first();
    await first.waitFor();
    expect(await first.getByRole('img', { name: /^Match score \d+ out of 100/ }).count()).toBe(1);
    await page.getByRole('region', { name: 'Matched local partners' }).getByRole('article').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'dashboards-desktop-investor-dashboard');

    const href = await firstUnconnected(page, 'Matched foreign businesses', '/partner/applyForCheckProfileofForeign');
    const businessId = decodeURIComponent(href.split('/').pop() ?? '');
    const card = businesses.getByRole('article').filter({ has: page.locator(`a[href="${href}"]`) });
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await card.getByRole('link', { name: 'View Profile' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'dashboards-desktop-foreign-business-view');

    await page.getByRole('button', { name: 'Apply for Partnership' }).click();
    await page.getByRole('alertdialog', { name: 'Apply for Partnership' }).getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('status').filter({ hasText: 'Partnership request sent successfully' }).waitFor();
    await page.getByText('Request sent — awaiting response').waitFor();

    const sent = await callApi<{ contracts: { recipientProfileId?: string; status: string }[] }>(page, 'POST', '/investor/sent-requests', {
      id: session.user.id,
      userType: 'investor',
      requestType: 'foreign',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.contracts.some((contract) => contract.recipientProfileId === businessId && contract.status === 'sent')).toBe(true);
    await expectAmongSentRequestsOnPage(page, '/investor/AllContracts', name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logout asks first, clears the stored session and goes to /login', async () => {
    const { page, context } = await signedInPage('local');
    await page.goto('/partner-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Partner Dashboard' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Logout' });
    await dialog.getByText('Are you sure you want to logout?').waitFor();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
    expect(stored).toEqual({ token: null, user: null });
    await page.goto('/partner-dashboard');
    await page.getByRole('heading', { level: 1, name: 'User not authenticated' }).waitFor();
    await context.close();
  });

  const pages: [DemoAccount, string, string][] = [
    ['foreign', '/foreignDashboard', 'Global Expansion Dashboard'],
    ['local', '/partner-dashboard', 'Partner Dashboard'],
    ['local', '/partner-business-dashboard', 'Partner Dashboard'],
    ['investor', '/investor-dashboard', 'Investor Dashboard'],
    ['investor', '/local-business/lp_0001', 'Al Noor Corporate Services'],
    ['local', '/foreign-business/fb_0001', 'Nordvik Payments AB'],
    ['foreign', '/investor/inv_0001', 'Saqr Bay Family Office'],
    ['foreign', '/local-business/lp_9999', 'Partner not found'],
  ];

  const sizes = [
    ['phone', phone],
    ['desktop', desktop],
  ] as const;
  const runs = sizes.flatMap(([size, viewport]) =>
    (['foreign', 'local', 'investor'] as const).map((account) => [size, account, viewport] as const),
  );

  it.each(runs)('passes axe on every page of the feature on a %s, signed in as %s', async (size, account, viewport) => {
    const { page, context, errors } = await signedInPage(account, viewport);
    for (const [who, path, heading] of pages.filter(([who]) => who === account)) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      if (path.includes('ashboard')) {
        await page.getByRole('article').first().waitFor();
      } else if (!heading.endsWith('not found')) {
        await page.getByRole('heading', { level: 2 }).first().waitFor();
      }
      await waitForQuiet(page);
      expect(await seriousA11yViolations(page), `${who} ${path}`).toEqual([]);
      await screenshot(page, `dashboards-${size}${path.replace(/\//g, '-')}`);
    }
    // The not-found page's own 404 answer is the only console message Chromium may log.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    await context.close();
  });

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)('passes axe on the error and empty states on a %s', async (size, viewport) => {
    const { page, context } = await signedInPage('foreign', viewport, {
      getForeignDashboardProfile: 'error',
      getForeignMatches: 'empty',
      getForeignInvestorMatches: 'error',
      viewPartnerProfile: 'error',
    });
    await page.goto('/foreignDashboard');
    await page.getByRole('heading', { level: 1, name: 'Global Expansion Dashboard' }).waitFor();
    await page.getByText('No Local businesses found').waitFor();
    await page.getByText('Failed to fetch investors data').waitFor();
    await page.getByText('Failed to fetch business data').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `dashboards-${size}-foreignDashboard-error-and-empty`);

    await page.goto('/local-business/lp_0028');
    await page.getByRole('heading', { name: 'Error Loading Profile' }).waitFor();
    await page.getByText('Simulated server error (mock scenario).').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `dashboards-${size}-local-business-error`);
    await context.close();
  });
});
