import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmails, withChromium } from './support/api';
import { checkBothSizes, noDemoLatency } from './support/check-page';
import { desktop } from './support/screenshots';
import { openPage } from './support/session';

/*
 * Conversations and intro meetings in Chromium (issue 12), production build in mock mode. The demo
 * business (Nordvik Payments AB, Stockholm) writes to the demo partner (Al Noor Corporate Services,
 * Dubai) on their approved request ctr_0001 and signs out; the partner signs in, finds the unread
 * count in the header, reads, replies and proposes two new times (in Dubai time); the business signs
 * in again, accepts the second time and downloads the calendar file, which parses back with that
 * time in UTC. One context plays both accounts (the mock keeps its data in the context's
 * IndexedDB); its clock reads Dubai time.
 */

const chromium = withChromium();

const BUSINESS = 'Nordvik Payments AB';
const PARTNER = 'Al Noor Corporate Services';

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('alertdialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

/** The header link's unread count (0 when its name has none). */
async function headerUnread(page: Page): Promise<number> {
  const link = page.getByRole('banner').getByRole('link', { name: /^Messages(, \d+ unread)?$/ });
  await link.waitFor();
  const name = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

/**
 * A row of the inbox. Looked for inside the list: the header link changes the address at once, but
 * the router keeps the page before it on screen until the messages screen has loaded (a transition),
 * and on a busy machine the dashboard's own links to the same partner were found and clicked instead.
 */
const inboxRow = (page: Page, name: string) => page.getByRole('region', { name: 'Conversations' }).getByRole('link', { name: new RegExp(name) }).first();

/** `YYYY-MM-DD` of the day `days` after today, in Dubai. */
const dubaiDay = (days: number) => new Date(Date.now() + days * 86_400_000 + 4 * 3_600_000).toISOString().slice(0, 10);

describe('conversations and meetings in Chromium (production build, mock mode)', () => {
  it('carries a message, a reply and a meeting between the two parties, down to the calendar file', async () => {
    const { page, context, errors } = await openPage(chromium(), desktop, { timezoneId: 'Asia/Dubai' });
    await context.addInitScript(noDemoLatency);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // ---- the business writes to its partner, from the inbox
    await logIn(page, demoEmails.foreign);
    await page.getByRole('banner').getByRole('link', { name: /^Messages/ }).click();
    await page.waitForURL('**/messages');
    await inboxRow(page, PARTNER).click();
    await page.waitForURL('**/messages/ctr_0001');
    const hello = 'Hej from Stockholm! Could we go through the free zone licence next week? Our notes: https://nordvik.example/uae-plan';
    const box = page.getByRole('textbox', { name: `Message to ${PARTNER}` });
    await box.fill(hello);
    await box.press('Enter');
    await page.getByRole('log').getByText('Hej from Stockholm!', { exact: false }).waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    await expect.poll(() => page.getByText('Sending…').count()).toBe(0);
    // the address in it is a link, and nothing else in it is
    await page.getByRole('log').getByRole('link', { name: /nordvik\.example\/uae-plan/ }).waitFor();
    await logOut(page);

    // ---- the partner signs in: the header counts the unread messages; reading brings it down
    await logIn(page, demoEmails.local);
    await expect.poll(() => headerUnread(page), { timeout: 10_000 }).toBeGreaterThan(0);
    const unreadBefore = await headerUnread(page);
    await page.getByRole('banner').getByRole('link', { name: /^Messages, \d+ unread$/ }).click();
    await page.waitForURL('**/messages');
    const row = inboxRow(page, BUSINESS);
    await row.waitFor();
    await checkBothSizes(page, 'conversations-inbox');
    await row.click();
    await page.waitForURL('**/messages/ctr_0001');
    await page.getByRole('log').getByText('Hej from Stockholm!', { exact: false }).waitFor();
    await expect.poll(() => headerUnread(page), { timeout: 10_000 }).toBeLessThan(unreadBefore);

    // reply: Shift+Enter breaks the line, Enter sends
    const reply = page.getByRole('textbox', { name: `Message to ${BUSINESS}` });
    await reply.fill('Welcome! Yes, let us do that.');
    await reply.press('Shift+Enter');
    await reply.type('I will propose two times.');
    expect(await reply.inputValue()).toBe('Welcome! Yes, let us do that.\nI will propose two times.');
    await reply.press('Enter');
    await page.getByRole('log').getByText('I will propose two times.', { exact: false }).waitFor();
    await checkBothSizes(page, 'conversations-thread');

    // propose two new times (replacing the seeded accepted meeting), in Dubai time
    await page.getByRole('button', { name: /^Propose (new times|a meeting)$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const first = dialog.getByRole('group', { name: 'Time 1' });
    await first.getByLabel('Date').fill(dubaiDay(8));
    await first.getByLabel('Start').fill('11:00');
    await dialog.getByRole('button', { name: 'Add another time' }).click();
    const second = dialog.getByRole('group', { name: 'Time 2' });
    await second.getByLabel('Date').fill(dubaiDay(9));
    await second.getByLabel('Start').fill('14:30');
    await dialog.getByRole('radio', { name: 'Video call' }).check();
    await dialog.getByLabel('Video link').fill('https://meet.alnoor.example/intro');
    await dialog.getByRole('button', { name: 'Propose meeting' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/You proposed an intro call/).first().waitFor();
    await logOut(page);

    // ---- the business accepts the second time and downloads the calendar file
    await logIn(page, demoEmails.foreign);
    await page.goto('/messages/ctr_0001');
    await page.getByText('I will propose two times.', { exact: false }).waitFor();
    const times = page.getByRole('group', { name: /Choose a time$/ });
    await times.waitFor();
    await times.getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    const addToCalendar = page.getByRole('button', { name: 'Add to calendar' });
    await addToCalendar.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), addToCalendar.click()]);
    expect(download.suggestedFilename()).toMatch(/^corridor-meeting-.+\.ics$/);
    const text = await readFile((await download.path())!, 'utf8');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    const day = dubaiDay(9);
    expect(event.startDate.toJSDate().toISOString()).toBe(`${day}T10:30:00.000Z`);
    expect(event.endDate.toJSDate().toISOString()).toBe(`${day}T11:00:00.000Z`);
    expect(text).toMatch(/\r\nDTSTART:\d{8}T103000Z\r\n/);
    expect(text).toMatch(/\r\nORGANIZER;[^\r]*\r?\n?[^\r]*:mailto:demo\.local@corridor\.test/i);
    await checkBothSizes(page, 'conversations-meeting-accepted');

    expect(errors).toEqual([]);
    await context.close();
  });
});
