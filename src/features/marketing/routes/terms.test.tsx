import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/screen-harness';

// Load the lazy route chunk(s) once up front, so the first test does not pay for the transform.
beforeAll(async () => {
  await import('./terms');
}, 30_000);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date(2026, 10, 21, 9, 30));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
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
