import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue, setLanguage, useLanguage } from './runtime';

afterEach(async () => {
  await setLanguage('en', 'latn');
  localStorage.clear();
  document.documentElement.removeAttribute('data-translating');
});

describe('a door loaded while another language is active', () => {
  it('shows its text once its file arrives, though the language did not change', async () => {
    await setLanguage('ar');
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    // A feature's door whose chunk loads after the page has rendered (a route opened later).
    const { late } = catalogue({ late: { title: 'Contracts' } }, { './ar/late.ts': async () => (await arrived, { late: { title: 'العقود' } }) });
    function Root() {
      useLanguage();
      return <h1>{late.title}</h1>;
    }
    render(<Root />);
    expect(document.documentElement).toHaveAttribute('data-translating');
    arrive();
    expect(await screen.findByRole('heading', { name: 'العقود' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-translating');
  });
});
