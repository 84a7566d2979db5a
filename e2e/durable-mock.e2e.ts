import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, signInThroughApi, withChromium } from './support/api';
import { desktop, screenshot } from './support/screenshots';
import { BULK_JOURNEY_TIMEOUT, mockBackend, openPage } from './support/session';

/*
 * The browser mock keeps its data in IndexedDB (decision 022): a large seed survives a reload, two
 * tabs see each other's changes, and neither overwrites the other's writes.
 */

const chromium = withChromium();

interface Pending {
  contracts: Array<{ _id: string; companyName?: string; name?: string }>;
}

async function start(page: Page, extraBusinesses = 0) {
  await page.context().addInitScript((extra) => {
    localStorage.setItem('corridor.mock.settings', JSON.stringify({ latencyMs: 0, forced: {} }));
    if (extra) localStorage.setItem('corridor.mock.seed', JSON.stringify({ extraBusinesses: extra }));
  }, extraBusinesses);
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await mockBackend(page);
}

const listIds = async (page: Page, list: 'pending-requests' | 'approved-contracts', userId: string) =>
  (await callApi<Pending>(page, 'POST', `/partner/${list}`, { id: userId, userType: 'local', requestType: 'foreign' })).body.contracts.map(
    (contract) => contract._id,
  );

describe('the durable browser mock in Chromium (production build)', () => {
  it('keeps an approval made on a 5,000-business database across a reload', async () => {
    const { page, context, errors } = await openPage(chromium(), desktop);
    await start(page, 5000);
    const local = await signInThroughApi(page, 'local');
    const admin = await callApi<unknown[]>(page, 'GET', '/adminPanel', undefined, 'admin');
    expect(admin.body.length).toBeGreaterThan(5000);

    await page.goto('/partner/AllContracts?tab=pending&with=foreign');
    const pending = page.getByRole('article').first();
    await pending.waitFor();
    const company = await pending.evaluate((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? '');
    expect(company).not.toBe('');
    await pending.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('alertdialog', { name: 'Approve this request?' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`Request approved. The contract with ${company} is now under Approved.`).waitFor();

    await page.reload();
    await page.getByRole('tab', { name: 'Approved' }).click();
    await page.getByRole('article', { name: company }).waitFor();
    // The same session and the same large database: nothing was seeded again.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(local.token);
    expect((await callApi<unknown[]>(page, 'GET', '/adminPanel', undefined, 'admin')).body.length).toBe(admin.body.length);
    await mockBackend(page);
    await page.getByRole('button', { name: 'Demo tools' }).click();
    await page.getByText(/^Saved in this browser \(IndexedDB\) after every change \([\d.]+ MB used\)/).waitFor();
    await screenshot(page, 'durable-mock-5000-after-reload');
    expect(errors).toEqual([]);
    await context.close();
  }, BULK_JOURNEY_TIMEOUT);

  it('lets two tabs see each other’s changes, and keeps both when they change the data a moment apart', async () => {
    const { page: tabA, context, errors } = await openPage(chromium(), desktop);
    await start(tabA);
    const { user } = await signInThroughApi(tabA, 'local');
    const pendingIds = (page: Page) => listIds(page, 'pending-requests', user.id);
    const tabB = await context.newPage();
    await tabB.goto('/partner/AllContracts?tab=pending&with=foreign');
    await tabB.getByRole('article').first().waitFor();
    await mockBackend(tabB);

    const [first] = await pendingIds(tabA);
    expect(first).toBeTruthy();
    const milestones = async (page: Page) =>
      (await callApi<{ miles: Array<{ title: string }> }>(page, 'POST', '/MileStones', { contractId: 'ctr_0001' })).body.miles.map((m) => m.title);
    // A approves a request and B plans a milestone on another contract, without waiting for each other.
    const [approved, planned] = await Promise.all([
      callApi(tabA, 'POST', '/ApproveRequest', { ID: first }),
      callApi(tabB, 'POST', '/addMilestone', { contractId: 'ctr_0001', title: 'Written in tab B', description: 'Planned while tab A approved.', dueDate: '2030-01-15' }),
    ]);
    expect([approved.status, planned.status]).toEqual([200, 201]);

    // Each tab sees the other's change without a reload.
    await expect.poll(async () => (await pendingIds(tabB)).includes(first!)).toBe(false);
    await expect.poll(async () => milestones(tabA)).toContain('Written in tab B');
    // And both changes are saved: a fresh start of the mock reads both back.
    await tabA.reload();
    await mockBackend(tabA);
    expect(await pendingIds(tabA)).not.toContain(first);
    expect(await listIds(tabA, 'approved-contracts', user.id)).toContain(first);
    expect(await milestones(tabA)).toContain('Written in tab B');
    expect(errors).toEqual([]);
    await context.close();
  });
});
