import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MOCK_STORAGE_PREFIX, setSession } from '@/lib/storage';
import { AdminOnly, AppLayout, RequireSession } from './app-layout';
import { messagesLinkLabel } from './messages-link';

const user = { _id: 'u1', id: 'u1', name: 'Noura', businessName: 'Al Noor', email: 'n@alnoor.ae', category: 'local' as const, hasCompletedProfile: true };

/** The header's notification bell reads its count through React Query, as on every signed-in page. */
const withData = (element: React.ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{element}</QueryClientProvider>
);

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(withData(<RouterProvider router={router} />));
  return router;
}

describe('AppLayout', () => {
  it('links to the category’s contracts and asks before logging out', async () => {
    setSession('tok', user);
    localStorage.setItem('draft:x', '{}');
    localStorage.setItem(`${MOCK_STORAGE_PREFIX}db`, 'server data');
    const router = renderAt(<AppLayout title="Partner Dashboard"><h1>Dash</h1></AppLayout>);
    expect(screen.getAllByRole('link', { name: 'Contracts' })[0]).toHaveAttribute('href', '/partner/AllContracts');

    await userEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Logout' });
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok');

    await userEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Logout' });
    await userEvent.click(Array.from(confirm.querySelectorAll('button')).find((b) => b.textContent === 'Logout')!);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('draft:x')).toBeNull();
    expect(localStorage.getItem(`${MOCK_STORAGE_PREFIX}db`)).toBe('server data');
  });
});

describe('the Messages link', () => {
  it('leads a party to /messages beside the bell, its count in its name', () => {
    setSession('tok', user);
    renderAt(<AppLayout title="Dash"><h1>Dash</h1></AppLayout>);
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    // Past 99 the name says what the badge shows, so the visible text is part of the name.
    expect([0, 1, 3, 99, 1200].map(messagesLinkLabel)).toEqual(['Messages', 'Messages, 1 unread', 'Messages, 3 unread', 'Messages, 99 unread', 'Messages, 99+ unread']);
  });

  it('is not offered to an admin, who is a party to no conversation', () => {
    setSession('tok', { ...user, category: 'admin' as const });
    renderAt(<AppLayout title="Dash"><h1>Dash</h1></AppLayout>);
    expect(screen.queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});

describe('AppLayout for an admin', () => {
  it('keeps Admin panel in the header on every signed-in page, and only for an admin', () => {
    setSession('tok', { ...user, category: 'admin' as const });
    const { unmount } = render(
      withData(<RouterProvider router={createMemoryRouter([{ path: '/complete-foreign', element: <AppLayout title="Complete"><h1>Form</h1></AppLayout> }], { initialEntries: ['/complete-foreign'] })} />),
    );
    const [headerLink] = screen.getAllByRole('link', { name: 'Admin panel' });
    expect(headerLink).toHaveAttribute('href', '/adminPanel');
    unmount();
    setSession('tok', user);
    renderAt(<AppLayout title="Dash"><h1>Dash</h1></AppLayout>);
    expect(screen.queryByRole('link', { name: 'Admin panel' })).not.toBeInTheDocument();
  });
});

describe('guards', () => {
  it('shows User not authenticated without a stored user and token', () => {
    renderAt(<RequireSession>{() => <h1>Secret</h1>}</RequireSession>);
    expect(screen.getByRole('heading', { name: 'User not authenticated' })).toBeInTheDocument();
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  });

  it('renders admin pages only for an admin, and nothing otherwise', () => {
    setSession('tok', user);
    const { container } = render(<AdminOnly>{() => <h1>Admin</h1>}</AdminOnly>);
    expect(container).toBeEmptyDOMElement();
    setSession('tok', { ...user, category: 'admin' });
    render(<AdminOnly>{() => <h1>Admin</h1>}</AdminOnly>);
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });
});
