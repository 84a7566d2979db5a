import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('shows the blurb, link groups, legal links and copyright', () => {
    render(
      <MemoryRouter>
        <SiteFooter
          blurb="Verified partners for your UAE market entry."
          groups={[
            {
              title: 'Quick Links',
              links: [
                { label: 'Home', to: '/' },
                { label: 'About Us', to: '/aboutus' },
              ],
            },
          ]}
          legalLinks={[
            { label: 'Privacy Policy', to: '/privacy-policy' },
            { label: 'Terms & Conditions', to: '/terms' },
          ]}
          year={2031}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Verified partners for your UAE market entry.');
    const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(within(quickLinks).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/aboutus');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByText('© 2031 Corridor. All rights reserved.')).toBeInTheDocument();
  });

  it('uses the current year by default', () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    expect(screen.getByText(`© ${new Date().getFullYear()} Corridor. All rights reserved.`)).toBeInTheDocument();
  });

  it('accepts a custom copyright line', () => {
    render(
      <MemoryRouter>
        <SiteFooter copyright="© Corridor FZ-LLC" />
      </MemoryRouter>,
    );
    expect(screen.getByText('© Corridor FZ-LLC')).toBeInTheDocument();
  });
});
