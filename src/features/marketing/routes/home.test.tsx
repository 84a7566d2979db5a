import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketing as marketingText } from '@/i18n/marketing';
import { renderRoute } from '@/test/screen-harness';

// Load the lazy route chunk(s) once up front, so the first test does not pay for the transform.
beforeAll(async () => {
  await import('./home');
  await import('./book-a-demo');
}, 30_000);

const main = () => screen.getByRole('main');

describe('the home page', () => {
  it('shows the value proposition as its one h1, in the page title too', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter the UAE with verified partners' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Enter the UAE with verified partners · Corridor');
    expect(screen.getByText(/verified UAE law firms, banks, free zones and service providers/)).toBeInTheDocument();
  });

  it('shows the corridor snapshot figures: 15-30 days, 62 partners, 89% success, 12 industries', async () => {
    renderRoute('/');
    const snapshot = await screen.findByRole('region', { name: 'Corridor snapshot' });
    const pairs = within(snapshot)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['Average time-to-license: 15-30 days', 'Verified partners: 62', 'Success rate: 89%', 'Active industries: 12']);
  });

  it('has Get Started (to /signup) and Book a demo (to /book-a-demo) in the banner', async () => {
    renderRoute('/');
    const hero = await screen.findByRole('region', { name: 'Enter the UAE with verified partners' });
    expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(within(hero).getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/book-a-demo');
  });

  it('has the header with About Us, Login and Get Started', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/aboutus');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  });

  it('has the footer with Quick Links and the legal links', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Quick Links' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
  });

  it('explains how it works in three steps and who it is for', async () => {
    renderRoute('/');
    const steps = await screen.findByRole('region', { name: marketingText.home.howItWorks.title });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    const audiences = screen.getByRole('region', { name: marketingText.home.audiences.title });
    for (const name of ['Foreign businesses', 'Local partners', 'Investors']) {
      expect(within(audiences).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    for (const link of within(audiences).getAllByRole('link')) expect(link).toHaveAttribute('href', '/signup');
  });

  it('closes with a call to action to sign up or book a demo', async () => {
    renderRoute('/');
    const cta = await screen.findByRole('region', { name: marketingText.home.cta.title });
    expect(within(cta).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(within(cta).getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/book-a-demo');
  });

  it('takes the visitor to the role picker from the banner', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(main()).getAllByRole('link', { name: 'Book a demo' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'What best describes you?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/book-a-demo');
  });

  it('gives the header its scrolled style only after more than 10 px', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    const header = screen.getByRole('banner');
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
    };
    try {
      scrollTo(10);
      expect(header).not.toHaveAttribute('data-scrolled');
      scrollTo(11);
      expect(header).toHaveAttribute('data-scrolled', 'true');
    } finally {
      scrollTo(0);
    }
  });
});
