import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, signInThroughApi, withChromium } from './support/api';
import { desktop } from './support/screenshots';
import { openPage } from './support/session';
import { checkBothSizes, noDemoLatency } from './support/check-page';

/*
 * The signed agreement in Chromium (issue 14), production build in mock mode: the demo local
 * partner approves a seeded request from an investor, both parties sign through "Review and sign",
 * the PDF downloads and its digest verifies on /verify; a profile edit afterwards leaves the
 * document's bytes as they were. One context plays both accounts (the mock keeps its data in the
 * context's IndexedDB across the sign-ins).
 */

const chromium = withChromium();

const checkPage = (page: Page, name: string) => checkBothSizes(page, `agreements-${name}`);

/** The current version's bytes, as the contract page's printable copy serves them. */
const documentBytes = async (page: Page, contractId: string) =>
  (await callApi<string>(page, 'GET', `/contract-document/${encodeURIComponent(contractId)}`)).body;

async function signThroughDialog(page: Page, fullName: string) {
  await page.getByRole('button', { name: 'Review and sign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review and sign' });
  await dialog.waitFor();
  await dialog.locator('iframe[title^="Agreement, version"]').waitFor();
  // Sign without a name or consent: both are asked for, and nothing is sent.
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await dialog.getByText('Type your full name to sign').waitFor();
  await dialog.getByText('Please confirm that you agree to sign this agreement electronically').waitFor();
  await dialog.getByLabel('Your full name').fill(fullName);
  await dialog.getByLabel('I agree to sign this agreement electronically').check();
  return dialog;
}

describe('the signed agreement in Chromium (production build, mock mode)', () => {
  it('approves, is signed by both parties, downloads as a PDF whose digest verifies, and never changes after a profile edit', async () => {
    const { page, context, errors } = await openPage(chromium(), desktop);
    await context.addInitScript(noDemoLatency);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // ---- the demo local partner approves a request from an investor
    const local = await signInThroughApi(page, 'local');
    const pending = await callApi<{ contracts: Array<{ _id: string; counterparty?: { _id: string } }> }>(page, 'POST', '/partner/pending-requests', {
      id: local.user.id,
      userType: 'local',
      requestType: 'investor',
    });
    const request = pending.body.contracts[0];
    if (!request?.counterparty) throw new Error('The demo partner has no pending request from an investor.');
    const investor = await callApi<{ user?: { contactEmail?: string } }>(page, 'POST', '/investor/applyForCheckProfileofInvestor', { id: request.counterparty._id });
    const investorEmail = investor.body.user?.contactEmail;
    if (!investorEmail) throw new Error('The requesting investor has no sign-in e-mail.');
    const approved = await callApi(page, 'POST', '/ApproveRequest', { ID: request._id });
    expect(approved.status).toBe(200);

    await page.goto(`/contract/${encodeURIComponent(request._id)}`);
    const panel = page.getByRole('region', { name: 'Agreement' });
    await panel.getByText('Awaiting signatures').waitFor();
    await panel.getByText('Version 1, generated').waitFor();
    const issued = await documentBytes(page, request._id);
    const digest = createHash('sha256').update(issued, 'utf8').digest('hex');
    expect(await panel.locator('code').first().textContent()).toBe(digest);
    await checkPage(page, 'unsigned');

    // ---- the partner reviews and signs
    const partnerDialog = await signThroughDialog(page, 'Noura Al Hammadi');
    await checkPage(page, 'review-and-sign');
    await partnerDialog.getByRole('button', { name: 'Sign', exact: true }).click();
    await panel.getByText('You signed version 1.').waitFor();
    await panel.getByText('Signed by one party').waitFor();
    await panel.getByText(/^Signed by Noura Al Hammadi, Al Noor Corporate Services, /).waitFor();

    // ---- the investor signs in and signs too
    await signInThroughApi(page, investorEmail);
    await page.goto(`/contract/${encodeURIComponent(request._id)}`);
    await panel.getByText('Signed by one party').waitFor();
    const investorDialog = await signThroughDialog(page, 'Reem Al Suwaidi');
    await investorDialog.getByRole('button', { name: 'Sign', exact: true }).click();
    await panel.getByText('Both parties have signed. The agreement is in force.').waitFor();
    await expect.poll(() => page.getByText('Signed', { exact: true }).count()).toBeGreaterThanOrEqual(2);
    const audit = page.getByRole('region', { name: 'Audit trail' });
    await audit.getByText('Signed version 1 by Reem Al Suwaidi').waitFor();
    await checkPage(page, 'signed');

    // ---- the PDF downloads, carries the digest, and verifies on /verify
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`corridor-agreement-${request._id}-v1.pdf`);
    const pdfPath = await download.path();
    const pdf = await readFile(pdfPath, 'latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(`corridor-sha256:${digest}`);
    expect(pdf).toContain('Signed electronically by Reem Al Suwaidi');

    await page.goto('/verify');
    await page.getByRole('heading', { level: 1, name: 'Verify an agreement' }).waitFor();
    await page.getByLabel('Downloaded agreement (PDF or HTML)').setInputFiles(pdfPath);
    await page.getByRole('button', { name: 'Verify' }).click();
    const result = page.getByTestId('verify-result');
    await result.getByText('Issued by Corridor').waitFor();
    await result.waitFor();
    await result.getByText(`Contract ${request._id}, version 1, issued`).waitFor();
    await result.getByText('Signed by both parties.').waitFor();
    await result.getByText(/^Noura Al Hammadi, Al Noor Corporate Services, signed /).waitFor();
    await checkPage(page, 'verify');

    // a pasted digest that Corridor never issued is refused with a clear sentence
    await page.getByLabel('Downloaded agreement (PDF or HTML)').setInputFiles([]);
    await page.getByLabel('SHA-256 digest').fill('0'.repeat(64));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Not issued by Corridor').waitFor();

    // ---- a profile edit afterwards leaves the signed document's bytes unchanged
    await signInThroughApi(page, 'local');
    const edited = await callApi(page, 'POST', '/partner/updateProfile', {
      id: local.user.profileId,
      updateData: { companyName: 'Al Noor Corporate Services (renamed)' },
    });
    expect(edited.status).toBe(200);
    expect(await documentBytes(page, request._id)).toBe(issued);

    expect(errors.filter((error) => !/status of (400|404|409)/.test(error))).toEqual([]);
    await context.close();
  });
});
