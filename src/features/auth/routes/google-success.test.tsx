import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '@/i18n';
import { getStoredUser, getToken, storageKeys } from '@/lib/storage';
import { renderRoute, signInAs, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();

const landing = (params: Record<string, string>) => `/google-success?${new URLSearchParams(params).toString()}`;

describe('the Google sign-in landing', () => {
  it.each([
    ['foreign', 'true', '/foreignDashboard'],
    ['foreign', 'false', '/complete-business-profile'],
    ['local', 'true', '/partner-dashboard'],
    ['local', 'false', '/complete-partner-profile'],
    ['investor', 'true', '/investor-dashboard'],
    ['investor', 'false', '/complete-investor-profile'],
    ['admin', 'false', '/adminPanel'],
  ])('stores the landing of category %s (complete: %s) and goes to %s', async (category, complete, path) => {
    const { router } = renderRoute(landing({ token: 'tok-123', userId: 'usr_0042', category, hasCompletedProfile: complete }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(router.state.location.search).toBe('');
    expect(getToken()).toBe('tok-123');
    expect(localStorage.getItem(storageKeys.userId)).toBe('usr_0042');
    expect(localStorage.getItem(storageKeys.category)).toBe(category);
    expect(localStorage.getItem(storageKeys.hasCompletedProfile)).toBe(complete);
    expect(getStoredUser()).toEqual({
      _id: 'usr_0042',
      id: 'usr_0042',
      name: '',
      businessName: '',
      email: '',
      category,
      hasCompletedProfile: complete === 'true',
      profileId: null,
    });
  });

  it('stores the name and e-mail the demo chooser sent, so the dashboard can welcome the user', async () => {
    const { router } = renderRoute({
      pathname: '/google-success',
      search: `?${new URLSearchParams({ token: 'tok-9', userId: 'usr_0002', category: 'local', hasCompletedProfile: 'true' }).toString()}`,
      state: { name: 'Noura Al Hammadi', email: 'demo.local@corridor.test' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner-dashboard'));
    expect(getStoredUser()).toMatchObject({ id: 'usr_0002', name: 'Noura Al Hammadi', email: 'demo.local@corridor.test', category: 'local' });
  });

  it('sends a new account (category none) to the category chooser without a stored user', async () => {
    await signInAs('foreign');
    const { router } = renderRoute(landing({ token: 'tok-new', userId: 'usr_0099', category: 'none', hasCompletedProfile: 'false' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-Category'));
    expect(await screen.findByRole('heading', { level: 1, name: t.routes.checkCategory })).toBeInTheDocument();
    expect(getToken()).toBe('tok-new');
    expect(localStorage.getItem(storageKeys.userId)).toBe('usr_0099');
    expect(getStoredUser()).toBeNull();
  });

  it.each([
    ['no token', { userId: 'usr_0001', category: 'foreign', hasCompletedProfile: 'true' }],
    ['no userId', { token: 'tok-123', category: 'foreign', hasCompletedProfile: 'true' }],
    ['nothing', {}],
  ])('goes to /login with %s and stores nothing', async (_case, params) => {
    const { router } = renderRoute(landing(params));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(storageKeys.userId)).toBeNull();
  });

  it('lets a landed demo user open its dashboard', async () => {
    const response = await fetch(`${location.origin}/auth/google/demo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo.foreign@corridor.test' }),
    });
    const body = (await response.json()) as { token: string; userId: string; category: string; hasCompletedProfile: boolean };
    const { router } = renderRoute(
      landing({ token: body.token, userId: body.userId, category: body.category, hasCompletedProfile: String(body.hasCompletedProfile) }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/foreignDashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: t.routes.foreignDashboard })).toBeInTheDocument();
    expect(screen.queryByText(t.common.notAuthenticated.title)).not.toBeInTheDocument();
  });
});
