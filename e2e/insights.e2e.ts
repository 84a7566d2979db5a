import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, withChromium } from './support/api';
import { openPanel } from './support/admin-panel';
import { desktop } from './support/screenshots';
import { openPage } from './support/session';
import { checkBothSizes } from './support/check-page';

/*
 * Admin insights in Chromium (issue 19), production build in mock mode: the admin opens Insights
 * from the header, changes the period, turns a chart into its table, downloads that table as CSV,
 * tries a custom period that ends before it starts, and follows a waiting request to its contract;
 * axe finds nothing serious on a desktop or a phone, in chart and in table view.
 */

const chromium = withChromium();

const checkPage = (page: Page, name: string) => checkBothSizes(page, `insights-${name}`);

describe('admin insights in Chromium (production build, mock mode)', () => {
  it('opens from the header, changes the period, shows a chart as a table and downloads it as CSV', async () => {
    const { page, context, errors } = await openPage(chromium(), desktop);
    await context.addInitScript(() => {
      if (window !== window.top) return;
      localStorage.setItem('corridor.mock.settings', JSON.stringify({ latencyMs: 0, forced: {} }));
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await openPanel(page);

    // ---- from the admin header
    await page.getByRole('banner').getByRole('link', { name: 'Insights' }).click();
    await page.waitForURL('**/admin/insights');
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    const funnel = page.getByRole('figure', { name: 'All corridors' });
    await funnel.getByText(/pairs were shown/).waitFor();
    await page.getByText(/\(30 days\)$/).waitFor();
    for (const name of ['Weekly acceptance', 'Acceptance by match score', 'By industry', 'By preferred partner type']) {
      await page.getByRole('figure', { name }).getByRole('img').waitFor();
    }
    await checkPage(page, 'charts');

    // ---- another period: the URL keeps it, the server's days show
    await page.getByRole('radio', { name: 'Last 90 days' }).check();
    await page.waitForURL('**/admin/insights?period=90d');
    await page.getByText(/\(90 days\)$/).waitFor();
    const server = await callApi<{ steps: Array<{ step: string; count: number; conversion: number | null }> }>(page, 'GET', '/admin/insights/funnel?period=90d');
    expect(server.status).toBe(200);
    const shown = server.body.steps[0]!.count;
    await funnel.getByText(new RegExp(`^${shown.toLocaleString('en-US')} pairs were shown`)).waitFor();

    // ---- the chart as its table, and that table as CSV
    await funnel.getByRole('button', { name: 'Show as table' }).click();
    const matchesRow = funnel.getByRole('row', { name: /Matches shown/ });
    await expect(matchesRow.textContent()).resolves.toContain(shown.toLocaleString('en-US'));
    await checkPage(page, 'table');
    const [download] = await Promise.all([page.waitForEvent('download'), funnel.getByRole('button', { name: 'Download CSV: All corridors' }).click()]);
    expect(download.suggestedFilename()).toBe('corridor-funnel-90d.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Step,Pairs,From previous step');
    expect(lines[1]).toBe(`Matches shown,${shown},`);
    expect(lines).toHaveLength(8); // header, six steps, and the line break that ends the last record

    // ---- a reload: the mock reads the saved events after its first answers (mocks/db/deferred.ts), the figures stay
    await page.reload();
    await page.getByText(/\(90 days\)$/).waitFor();
    await funnel.getByText(new RegExp(`^${shown.toLocaleString('en-US')} pairs were shown`)).waitFor();

    // ---- a custom period that ends before it starts: refused before any call, dates kept
    await page.getByRole('radio', { name: 'Custom' }).check();
    await page.getByLabel(/^From/).fill('2026-08-01');
    await page.getByLabel(/^To/).fill('2026-07-01');
    await page.getByRole('button', { name: 'Show period' }).click();
    await page.getByText('The start date must be on or before the end date.').waitFor();
    expect(await page.getByLabel(/^From/).inputValue()).toBe('2026-08-01');
    await page.getByLabel(/^To/).fill('2026-08-31');
    await page.getByRole('button', { name: 'Show period' }).click();
    await page.waitForURL('**/admin/insights?period=custom&from=2026-08-01&to=2026-08-31');
    await page.getByText(/\(31 days\)$/).waitFor();

    // ---- a request waiting over 7 days opens its contract
    const waiting = page.getByRole('figure', { name: 'Requests waiting longer than 7 days' });
    const first = waiting.getByRole('link').first();
    const href = await first.getAttribute('href');
    await first.click();
    await page.waitForURL(`**${href}`);
    expect(href).toMatch(/^\/contract\/ctr_/);

    expect(errors).toEqual([]);
    await context.close();
  });
});
