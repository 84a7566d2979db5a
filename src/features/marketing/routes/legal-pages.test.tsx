import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/screen-harness';

/** The two legal pages: static text, today's date as 'last updated', a contact e-mail. */

// Load the lazy route chunk(s) once up front, so the first test does not pay for the transform.
beforeAll(async () => {
  await Promise.all([import('./privacy-policy'), import('./terms')]);
}, 30_000);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date(2026, 10, 21, 9, 30));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

async function renderPolicy() {
  renderRoute('/privacy-policy');
  return screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
}

describe('the Privacy Policy page', () => {
  it("shows today's date as the last updated date", async () => {
    await renderPolicy();
    const updated = screen.getByText('21 November 2026', { selector: 'time' });
    expect(updated).toHaveAttribute('dateTime', '2026-11-21');
    expect(updated.closest('p')).toHaveTextContent('Last updated: 21 November 2026');
    expect(screen.getByText(/This policy was last updated on 21 November 2026\./)).toBeInTheDocument();
  });

  it('follows the calendar: another day shows another date', async () => {
    vi.setSystemTime(new Date(2027, 0, 3, 23, 59));
    await renderPolicy();
    expect(screen.getByText('Last updated:', { exact: false })).toHaveTextContent('Last updated: 3 January 2027');
  });

  it('gives the default contact e-mail as a mailto link', async () => {
    await renderPolicy();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'privacy@corridor.test' })).toHaveAttribute('href', 'mailto:privacy@corridor.test');
  });

  it('uses the configured contact e-mail (VITE_CONTACT_EMAIL)', async () => {
    vi.stubEnv('VITE_CONTACT_EMAIL', 'dpo@corridor.example');
    await renderPolicy();
    expect(screen.getByRole('link', { name: 'dpo@corridor.example' })).toHaveAttribute('href', 'mailto:dpo@corridor.example');
  });

  it('has a table of contents linking to each section', async () => {
    await renderPolicy();
    const toc = screen.getByRole('navigation', { name: 'On this page', hidden: true });
    const links = within(toc).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toContain('#your-rights');
    for (const link of links) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
  });
});

async function renderTerms() {
  renderRoute('/terms');
  return screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' });
}

describe('the Terms & Conditions page', () => {
  it("shows today's date as the last updated date", async () => {
    await renderTerms();
    expect(screen.getByText('21 November 2026', { selector: 'time' })).toHaveAttribute('dateTime', '2026-11-21');
    expect(screen.getByText(/These terms were last updated on 21 November 2026\./)).toBeInTheDocument();
  });

  it('sets the minimum age at 18', async () => {
    await renderTerms();
    const eligibility = screen.getByRole('region', { name: 'Eligibility' });
    expect(eligibility).toHaveTextContent('You must be at least 18 years old');
  });

  it('is governed by UAE law, with arbitration in Dubai', async () => {
    await renderTerms();
    const disputes = screen.getByRole('region', { name: 'Governing law and disputes' });
    expect(disputes).toHaveTextContent('governed by the laws of the United Arab Emirates (UAE law)');
    expect(disputes).toHaveTextContent('settled by arbitration in Dubai');
  });

  it('gives the default legal contact e-mail as a mailto link', async () => {
    await renderTerms();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'legal@corridor.test' })).toHaveAttribute('href', 'mailto:legal@corridor.test');
  });

  it('uses VITE_CONTACT_EMAIL when it is set', async () => {
    vi.stubEnv('VITE_CONTACT_EMAIL', ' contact@corridor.example ');
    await renderTerms();
    expect(screen.getByRole('link', { name: 'contact@corridor.example' })).toHaveAttribute('href', 'mailto:contact@corridor.example');
  });
});
