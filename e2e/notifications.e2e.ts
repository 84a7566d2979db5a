import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, signInThroughApi, withChromium } from './support/api';
import { desktop } from './support/screenshots';
import { openPage } from './support/session';
import { checkBothSizes, noDemoLatency } from './support/check-page';

/*
 * Notifications in Chromium (issue 13), production build in mock mode. The demo foreign business
 * sends a partnership request; the partner signs in, sees the bell's count, opens the notification,
 * lands on the pending request and approves it; the foreign business then finds "approved" in its
 * bell. The three demo accounts already share approved contracts (ctr_0001–0003) and a pair holds
 * one open request at a time, so the request goes to the demo business's best local match it has no
 * contract with, whose seeded account signs in with the demo password (as in the contracts journey).
 * One context plays every account: the mock keeps its data in the context's IndexedDB.
 */

const chromium = withChromium();

const checkPage = (page: Page, name: string) => checkBothSizes(page, `notifications-${name}`);

interface Profile {
  _id: string;
  companyName?: string;
  contactEmail?: string;
}

describe('notifications in Chromium (production build, mock mode)', () => {
  it('tells the partner about a request, takes them to it, and tells the sender it was approved', async () => {
    const { page, context, errors } = await openPage(chromium(), desktop);
    await context.addInitScript(noDemoLatency);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // ---- the demo foreign business asks a local match it has no contract with
    const foreign = await signInThroughApi(page, 'foreign');
    const matches = await callApi<Profile[]>(page, 'GET', '/foreign/matches');
    let partner: Profile | undefined;
    for (const match of matches.body) {
      const view = await callApi<{ connection?: unknown }>(page, 'POST', '/foreign/applyForCheckProfileofPartner', { id: match._id });
      if (view.status === 201 && !view.body.connection && match.contactEmail) {
        partner = match;
        break;
      }
    }
    if (!partner?.contactEmail) throw new Error('The demo foreign business has no unconnected local match.');
    await page.goto(`/local-business/${partner._id}`);
    await page.getByRole('button', { name: 'Connect with Partner' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Request sent', { exact: true }).first().waitFor();

    // ---- the partner signs in: the bell counts the request, and its notification opens it
    await signInThroughApi(page, partner.contactEmail);
    await page.goto('/partner-dashboard');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    const unreadBefore = Number((await bell.getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);
    expect(unreadBefore).toBeGreaterThan(0);
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    const notice = panel.getByRole('link', { name: `Unread: Nordvik Payments AB sent you a partnership request.` });
    await notice.waitFor();
    await checkPage(page, 'panel');
    // Escape closes the panel and gives the focus back to the bell.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await bell.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await notice.click();
    await page.waitForURL('**/partner/AllContracts?tab=pending&with=foreign');
    const request = page.getByRole('article', { name: 'Nordvik Payments AB' });
    await request.waitFor();
    await page.getByRole('tab', { name: 'Pending Requests', selected: true }).waitFor();
    // read now: one fewer unread
    await page.getByRole('button', { name: unreadBefore - 1 === 0 ? 'Notifications' : unreadBefore - 1 === 1 ? 'Notifications, 1 unread' : `Notifications, ${unreadBefore - 1} unread` }).waitFor();
    await request.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('alertdialog', { name: 'Approve this request?' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Request approved. The contract with Nordvik Payments AB is now under Approved.').waitFor();

    // ---- the sender's bell says it was approved
    await signInThroughApi(page, 'foreign');
    await page.goto('/foreignDashboard');
    const foreignBell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await foreignBell.click();
    const approved = page.getByRole('region', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`^Unread: ${partner.companyName} approved your`) });
    await approved.waitFor();
    await approved.click();
    await page.waitForURL('**/contract/**');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // ---- the full list and the settings pass axe too
    await page.goto('/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByRole('listitem').first().waitFor();
    await checkPage(page, 'page');
    await page.goto('/notifications/settings');
    await page.getByRole('checkbox', { name: 'Requests you receive: By e-mail' }).waitFor();
    await checkPage(page, 'settings');

    expect(foreign.user.category).toBe('foreign');
    expect(errors.filter((error) => !/status of (404|409)/.test(error))).toEqual([]);
    await context.close();
  });
});
