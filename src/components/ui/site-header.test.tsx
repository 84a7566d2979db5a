import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header';

function renderHeader(onLogout = vi.fn(), path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader
        navItems={[
          { label: 'About Us', to: '/aboutus' },
          { label: 'Login', to: '/login' },
          { label: 'Get Started', to: '/signup', variant: 'primary' },
          { label: 'Logout', onClick: onLogout },
        ]}
      />
    </MemoryRouter>,
  );
  return { onLogout };
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('SiteHeader', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  });

  it('links the Corridor wordmark to the home page', () => {
    renderHeader();
    const home = screen.getByRole('link', { name: 'Corridor home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('Corridor');
  });

  it('renders the navigation items as links and buttons', async () => {
    const { onLogout } = renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'About Us' }));
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveClass('button', 'primary');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('marks the current route', () => {
    renderHeader(vi.fn(), '/aboutus');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Login' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the mobile menu with its toggle and Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('navigation').id);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(screen.getByRole('banner')).toHaveAttribute('data-menu-open');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the mobile menu when an item is chosen', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus to the menu button when a menu item is chosen, since the item is hidden as the menu closes', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('leaves focus alone when an item is chosen with the menu closed (the desktop bar)', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
  });

  it('takes the scrolled style only after more than 10 px of scrolling', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-scrolled');
    scrollTo(10);
    expect(header).not.toHaveAttribute('data-scrolled');
    expect(header).not.toHaveClass('scrolled');
    scrollTo(11);
    expect(header).toHaveAttribute('data-scrolled');
    expect(header).toHaveClass('scrolled');
  });
});
