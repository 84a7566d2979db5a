import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { callApi, signInThroughApi, withChromium } from './support/api';
import { desktop, phone, screenshot } from './support/screenshots';
import { openPage } from './support/session';

/*
 * The contracts journey in Chromium against the production build (mock mode).
 *
 * One browser context and one tab play every account: the mock backend keeps its database in the
 * context's IndexedDB, so each account change is a sign-in through the API plus a full page
 * load, which restores the database with everything the previous account did.
 *
 * The three demo accounts already share approved contracts with each other (ctr_0001–0003), and
 * the server allows one open contract per pair, so the demo foreign business asks its best local
 * match that it has no contract with yet; that partner's seeded account approves. The demo local
 * partner is then the third user, who must not open the new contract.
 */

const chromium = withChromium();

/** Pins the mock's latency at none before the app starts (kept when a test changes the settings). */
const noLatency = () => {
  const key = 'corridor.mock.settings';
  if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ latencyMs: 0, forced: {} }));
};

/** Forces an operation of the mock to fail or answer empty, and reloads at `path`. */
async function force(page: Page, forced: Record<string, 'error' | 'empty'>, path: string) {
  await page.evaluate((value) => {
    localStorage.setItem('corridor.mock.settings', JSON.stringify({ latencyMs: 0, forced: value }));
  }, forced);
  await page.goto(path);
}

/**
 * Chrome reports every 4xx/5xx answer as a console error; the refusals and forced failures this
 * journey provokes are expected. A failed *update* check of the mock's service worker only happens
 * while another run rebuilds the shared dist-e2e folder; the running worker is not affected.
 */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) =>
      !/Failed to load resource: the server responded with a status of (403|409|404|500)/.test(error) &&
      !/Failed to update a ServiceWorker for scope .* mockServiceWorker\.js'\): Not found/.test(error),
  );

/** Signs an account in through the API, stores the session as the app does, and reloads at `path`. */
async function signIn(page: Page, account: 'foreign' | 'local' | string, path: string) {
  const session = await signInThroughApi(page, account);
  await page.goto(path);
  return session;
}

/** axe at 1280 px and at 375 px, with a full-page screenshot at each. */
async function checkPage(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    expect(await seriousA11yViolations(page), `${name} at ${size}`).toEqual([]);
    await screenshot(page, `contracts-${name}-${size}`);
  }
  await page.setViewportSize(desktop);
}

interface Profile {
  _id: string;
  companyName?: string;
  contactEmail?: string;
}

describe('contracts in Chromium (production build, mock mode)', () => {
  it('takes a partnership from request to an approved contract with a document, milestones, tasks and comments', async () => {
    const { page, context, errors } = await openPage(chromium(), desktop);
    await context.addInitScript(noLatency);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // ---- the demo foreign business asks its best local match it has no contract with
    const foreign = await signIn(page, 'foreign', '/foreign/AllContracts');
    await page.getByRole('heading', { level: 1, name: 'Contracts' }).waitFor();
    const matches = await callApi<Profile[]>(page, 'GET', '/foreign/matches');
    expect(matches.status).toBe(201);
    const taken = new Set<string>();
    for (const list of ['approved-contracts', 'pending-requests', 'sent-requests']) {
      const { body } = await callApi<{ contracts: Array<{ counterparty?: { _id?: string } }> }>(page, 'POST', `/business/${list}`, {
        id: foreign.user.id,
        userType: 'foreign',
        requestType: 'local',
      });
      body.contracts.forEach((contract) => taken.add(contract.counterparty?._id ?? ''));
    }
    const partner = matches.body.find((candidate) => !taken.has(candidate._id) && candidate.contactEmail);
    if (!partner?.companyName || !partner.contactEmail) throw new Error('The demo foreign business has no unconnected local match.');

    // The profile page's 'Connect with Partner' when it is there, else the API call it makes.
    let requestedVia: 'profile page' | 'API' = 'API';
    await page.goto(`/local-business/${partner._id}`);
    const connect = page.getByRole('button', { name: 'Connect with Partner' });
    try {
      await connect.waitFor({ timeout: 8000 });
      await connect.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Send request' }).click();
      await page.getByText('Request sent', { exact: true }).first().waitFor({ timeout: 8000 });
      requestedVia = 'profile page';
    } catch {
      const sent = await callApi<{ message: string }>(page, 'POST', '/partner/applyForPartnership', { partnerId: partner._id, user: foreign.user });
      expect([201, 409]).toContain(sent.status);
    }
    console.info(`contracts journey: the partnership request was sent through the ${requestedVia}.`);

    await page.goto('/foreign/AllContracts?tab=sent&with=local');
    const sentCard = page.getByRole('article', { name: partner.companyName });
    await sentCard.waitFor();
    expect(await sentCard.getByText('Sent', { exact: true }).isVisible()).toBe(true);
    expect(await sentCard.getByRole('button', { name: 'Cancel Sent request' }).isVisible()).toBe(true);
    await checkPage(page, 'foreign-request-sent');

    // ---- the partner approves it
    await signIn(page, partner.contactEmail, '/partner/AllContracts');
    await page.getByRole('tab', { name: 'Pending Requests' }).click();
    const request = page.getByRole('article', { name: 'Nordvik Payments AB' });
    await request.waitFor();
    await checkPage(page, 'partner-pending');
    await request.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approve this request?' });
    await confirm.waitFor();
    await checkPage(page, 'partner-approve-dialog');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Request approved. The contract with Nordvik Payments AB is now under Approved.').waitFor();
    expect(await request.count()).toBe(0);

    await page.getByRole('tab', { name: 'Approved' }).click();
    const approved = page.getByRole('article', { name: 'Nordvik Payments AB' });
    await approved.waitFor();
    await checkPage(page, 'partner-approved');
    await approved.getByRole('link', { name: /View Details/ }).click();
    await page.waitForURL(/\/contract\/ctr_/);
    const contractId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.getByText('No milestones found for this contract.').waitFor();
    expect(await page.getByText(`${partner.companyName} & Nordvik Payments AB`).isVisible()).toBe(true);
    expect(await page.getByText('Local-Foreign').isVisible()).toBe(true);

    // ---- the partner downloads the generated contract and opens the printable version
    const download = page.getByRole('button', { name: 'Download contract (HTML)' });
    await expect.poll(() => download.isEnabled()).toBe(true);
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe(`corridor-contract-${contractId}.html`);
    const partnerCopy = await readFile(await saved.path(), 'utf8');
    expect(partnerCopy).toContain('Partnership Agreement and Service Level Agreement');
    expect(partnerCopy).toContain(partner.companyName.replace(/&/g, '&amp;'));
    expect(partnerCopy).toContain('Nordvik Payments AB');

    const [printable] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Open printable version' }).click(),
    ]);
    await printable.waitForLoadState();
    expect(printable.url()).toMatch(/^blob:/);
    await printable.getByText('Partnership Agreement and Service Level Agreement').first().waitFor();
    await printable.setViewportSize(desktop);
    await screenshot(printable, 'contracts-document-desktop');
    await printable.setViewportSize(phone);
    await screenshot(printable, 'contracts-document-phone');
    await printable.close();

    // ---- the partner plans a milestone and a task, and completes the task
    await page.getByRole('button', { name: 'Add milestone' }).click();
    const milestoneDialog = page.getByRole('dialog', { name: 'Add milestone' });
    await milestoneDialog.getByLabel('Title').fill('Trade licence issued');
    await milestoneDialog.getByLabel('Description').fill('Licence application filed with the free-zone authority and the licence issued.');
    await milestoneDialog.getByLabel('Due date').fill('2027-02-15');
    await checkPage(page, 'add-milestone-dialog');
    await milestoneDialog.getByRole('button', { name: 'Add milestone' }).click();
    await milestoneDialog.getByText('milestone added successfully!').waitFor();
    // the specification's words in the DOM, shown with a capital at the start of the banner
    expect(
      await milestoneDialog.getByRole('status').evaluate((banner) => {
        const message = [...banner.querySelectorAll('div')].findLast((div) => div.textContent === 'milestone added successfully!')!;
        return getComputedStyle(message, '::first-letter').textTransform;
      }),
    ).toBe('uppercase');
    await milestoneDialog.waitFor({ state: 'detached' });
    const milestone = page.getByRole('article', { name: 'Trade licence issued' });
    await milestone.waitFor();

    await milestone.getByRole('button', { name: 'Add task to "Trade licence issued"' }).click();
    const taskDialog = page.getByRole('dialog', { name: 'Add task' });
    await taskDialog.getByLabel('Title').fill('Reserve the trade name');
    await taskDialog.getByLabel('Description').fill('Three name options in English and Arabic.');
    await taskDialog.getByLabel('Due date').fill('2027-01-20');
    await taskDialog.getByRole('button', { name: 'Add task' }).click();
    await taskDialog.getByText('task added successfully!').waitFor();
    await taskDialog.waitFor({ state: 'detached' });
    await milestone.getByText('Reserve the trade name').waitFor();
    expect(await milestone.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    await milestone.getByRole('button', { name: 'Mark complete: "Reserve the trade name"' }).click();
    await expect.poll(() => milestone.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await checkPage(page, 'contract-partner');

    // ---- the foreign business opens the contract, downloads the same document and comments
    await signIn(page, 'foreign', '/foreign/AllContracts');
    const foreignCard = page.getByRole('article', { name: partner.companyName });
    await foreignCard.waitFor();
    await checkPage(page, 'foreign-approved');
    await foreignCard.getByRole('link', { name: /View Details/ }).click();
    await page.waitForURL(`**/contract/${contractId}`);
    const foreignMilestone = page.getByRole('article', { name: 'Trade licence issued' });
    await foreignMilestone.waitFor();
    expect(await page.getByRole('button', { name: 'Add milestone' }).count()).toBe(0);

    const foreignDownload = page.getByRole('button', { name: 'Download contract (HTML)' });
    await expect.poll(() => foreignDownload.isEnabled()).toBe(true);
    const [foreignSaved] = await Promise.all([page.waitForEvent('download'), foreignDownload.click()]);
    expect(foreignSaved.suggestedFilename()).toBe(`corridor-contract-${contractId}.html`);
    expect(await readFile(await foreignSaved.path(), 'utf8')).toBe(partnerCopy);

    await foreignMilestone.getByRole('button', { name: 'Add comment to "Trade licence issued"' }).click();
    const commentDialog = page.getByRole('dialog', { name: 'Add comment' });
    await commentDialog.getByLabel('Comment').fill('Great start. Please share the name reservation certificate when it arrives.');
    await commentDialog.getByRole('button', { name: 'Add comment' }).click();
    await commentDialog.getByText('comment added successfully!').waitFor();
    await commentDialog.waitFor({ state: 'detached' });
    await foreignMilestone.getByText('Please share the name reservation certificate').waitFor();
    expect(await foreignMilestone.getByText('Astrid Lindqvist').isVisible()).toBe(true);
    await checkPage(page, 'contract-foreign');

    // ---- a third user cannot open that contract
    await signIn(page, 'local', `/contract/${contractId}`);
    const refusal = page.getByRole('alert');
    await refusal.getByRole('heading', { name: 'Error Loading Contract' }).waitFor();
    expect(await refusal.textContent()).toContain('HTTP error! status: 403');
    expect(await page.getByText('Trade licence issued').count()).toBe(0);
    const documentForThirdUser = await callApi(page, 'GET', `/contract-document/${contractId}`);
    expect(documentForThirdUser.status).toBe(403);
    await checkPage(page, 'contract-third-user');

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 240_000);

  it('shows the loading, empty and error states of the lists and the detail without axe violations', async () => {
    const { page, context, errors } = await openPage(chromium(), desktop);
    await context.addInitScript(noLatency);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await signIn(page, 'local', '/partner/AllContracts');

    // The seeded ctr_0001 shows every milestone state.
    await page.goto('/contract/ctr_0001');
    await page.getByRole('article', { name: 'Trade licence application submitted' }).waitFor();
    await page.getByText('No tasks assigned to this milestone yet.').waitFor();
    await checkPage(page, 'contract-seeded');

    // Search with no match.
    await page.goto('/partner/AllContracts');
    await page.getByRole('article').first().waitFor();
    await page.getByRole('searchbox', { name: 'Search contracts' }).fill('no such company');
    await page.getByText('No contracts match your search criteria').waitFor();
    await checkPage(page, 'list-no-match');

    // Empty and failing lists and milestones, forced through the mock's demo settings.
    await force(page, { listPartnerApprovedContracts: 'empty' }, '/partner/AllContracts');
    await page.getByText('No contracts found for your account.').waitFor();
    await checkPage(page, 'list-empty');
    await force(page, { listPartnerApprovedContracts: 'error' }, '/partner/AllContracts');
    await page.getByText('Failed to load contracts data. Please try again.').waitFor();
    await checkPage(page, 'list-error');
    await force(page, { listMilestones: 'error' }, '/contract/ctr_0001');
    await page.getByRole('heading', { name: 'Error Loading Milestones' }).waitFor();
    await checkPage(page, 'milestones-error');
    await force(page, {}, '/partner/AllContracts');
    await page.getByRole('article').first().waitFor();

    await page.goto('/contract/ctr_9999');
    await page.getByText('Contract not found').waitFor();
    await checkPage(page, 'contract-not-found');

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 120_000);
});
