import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { callApi, DEMO_PASSWORD, demoEmails, withChromium } from './support/api';
import { desktop, phone, screenshot } from './support/screenshots';
import { baseURL, mockBackend, openPage } from './support/session';

const chromium = withChromium();

const routes = [
  ['/', 'Enter the UAE with verified partners'],
  ['/aboutus', 'About Us'],
  ['/book-a-demo', 'What best describes you?'],
  ['/login', 'Login'],
  ['/foreignDashboard', 'User not authenticated'],
  ['/contract/ctr_0001', 'User not authenticated'],
] as const;

describe('the app shell in Chromium (production build, mock mode)', () => {
  it('starts the mock backend after the first paint and answers API calls through the worker', async () => {
    const { page, context, errors } = await openPage(chromium());
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await mockBackend(page);
    const login = await callApi<{ message: string }>(page, 'POST', '/login', { email: demoEmails.foreign, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.message).toBe('Logged in Successfully');
    expect(await page.getByRole('button', { name: 'Demo tools' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the mock data across a reload', async () => {
    const { page, context } = await openPage(chromium());
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await mockBackend(page);
    const signIn = () =>
      page.evaluate(async () => {
        const response = await fetch('/auth/google/demo', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'persist.check@fjord.no' }),
        });
        return (await response.json()) as { userId: string };
      });
    const first = await signIn();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await mockBackend(page);
    const second = await signIn();
    expect(second.userId).toBe(first.userId);
    await context.close();
  });

  it.each(routes)('renders %s with its heading', async (path, heading) => {
    const { page, context, errors } = await openPage(chromium());
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('normalises the double slash of //check-Category', async () => {
    const { page, context, errors } = await openPage(chromium());
    await page.goto(`${baseURL()}//check-Category`);
    await page.getByRole('heading', { level: 1, name: 'Choose your category' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/check-Category');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a not-found page for unknown paths', async () => {
    const { page, context } = await openPage(chromium());
    await page.goto('/definitely-not-here');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await context.close();
  });

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)('passes axe with no serious or critical violation on a %s', async (name, viewport) => {
    const { page, context } = await openPage(chromium(), viewport);
    for (const [path, heading] of [routes[0], routes[3]]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `shell-${name}${path.replace(/\//g, '-') || '-home'}`);
    }
    // The last page, /login, is prerendered: the app (and with it the mock and its Demo tools) loads
    // when the visitor first acts on it.
    await page.mouse.move(20, 20);
    await page.getByRole('button', { name: 'Demo tools' }).click();
    await page.getByRole('region', { name: 'Demo tools' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `shell-${name}-demo-tools`);
    await context.close();
  });

  it('docks the Demo tools bar so that it covers nothing at the end of a page, and leaves no empty strip', async () => {
    for (const viewport of [phone, desktop]) {
      const { page, context } = await openPage(chromium(), viewport);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await mockBackend(page);
      const toggle = page.getByRole('button', { name: 'Demo tools' });
      await toggle.waitFor();
      const measure = () =>
        page.evaluate(() => {
          const bar = document.querySelector('#corridor-mock-toolbar > *')!.getBoundingClientRect();
          const footer = document.querySelector('footer')!.getBoundingClientRect();
          return { barTop: bar.top, barHeight: bar.height, footerBottom: footer.bottom, padding: parseFloat(getComputedStyle(document.body).paddingBottom) };
        });
      // The room below the page is made by an observer, a frame after the bar appears, and the
      // page may still grow: scroll to the end again until the end is where the page stops.
      const atEnd = async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return measure();
      };
      await expect.poll(async () => { const n = await atEnd(); return Math.abs(n.padding - n.barHeight); }).toBeLessThanOrEqual(1);
      // the footer ends where the bar begins: nothing under it, and no strip between them
      await expect.poll(async () => { const n = await atEnd(); return Math.abs(n.footerBottom - n.barTop); }).toBeLessThanOrEqual(0.5);
      // the bar grows with its panel, and so does the room below the page
      await toggle.click();
      await page.getByRole('region', { name: 'Demo tools' }).waitFor();
      await expect.poll(async () => { const n = await measure(); return Math.abs(n.padding - n.barHeight); }).toBeLessThanOrEqual(1);
      await context.close();
    }
  });
});
