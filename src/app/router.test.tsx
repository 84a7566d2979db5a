import { act, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@/i18n';
import { AppProviders } from './providers';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './router';
import { createRouterProbe } from '@/test/router-probe';
import { appRoutes } from './route-table';

function renderAt(path: string) {
  const { router, Probe } = createRouterProbe();
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </AppProviders>,
  );
  return router;
}

const samplePath = (path: string) => path.replace(':contractId', 'ctr_0001').replace(':id', 'lp_0001');

describe('the app shell', () => {
  const publicTitles = new Set<string>([
    'home', 'aboutUs', 'bookADemo', 'bookDemoBusiness', 'privacyPolicy', 'terms',
    'login', 'signup', 'forgotPassword', 'checkCategory',
    // Registration forms show without a session and say 'User not found. Please log in again.' on submit.
    'completeBusinessProfile', 'completePartnerProfile', 'completeInvestorProfile',
    // Beyond the specification: anyone may check an agreement's digest (issue 14).
    'verify',
  ]);
  const adminTitles = new Set<string>(['adminPanel', 'adminContracts', 'adminInsights']);

  it.each(appRoutes.filter((r) => publicTitles.has(r.title)).map((route) => [route.path, route.title] as const))(
    'renders the public page %s with its heading',
    async (path, title) => {
      renderAt(samplePath(path));
      expect(await screen.findByRole('heading', { level: 1, name: t.routes[title] })).toBeInTheDocument();
    },
  );

  it.each(
    appRoutes
      .filter((r) => !publicTitles.has(r.title) && !adminTitles.has(r.title) && r.title !== 'googleSuccess')
      .map((route) => [route.path] as const),
  )('asks for a session on %s when nobody is signed in', async (path) => {
    renderAt(samplePath(path));
    expect(await screen.findByRole('heading', { level: 1, name: t.common.notAuthenticated.title })).toBeInTheDocument();
  });

  it.each(appRoutes.filter((r) => adminTitles.has(r.title)).map((route) => [route.path] as const))(
    'renders nothing on the admin page %s for a visitor',
    async (path) => {
      const router = renderAt(path);
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    },
  );

  it('covers every route of the specification, the public /verify of issue 14, the admin insights of issue 19 and the messages of issue 12', () => {
    expect(appRoutes).toHaveLength(36);
    expect(appRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(['/messages', '/messages/:contractId']));
    expect(appRoutes.map((route) => route.path)).toContain('/verify');
    expect(appRoutes.map((route) => route.path)).toContain('/admin/insights');
  });

  it('shows a not-found page for an unknown path', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: t.common.notFound.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.common.notFound.action })).toHaveAttribute('href', '/');
  });

  it('reaches the category chooser through a double slash', async () => {
    const router = renderAt('//check-Category');
    expect(await screen.findByRole('heading', { name: t.routes.checkCategory })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/check-Category');
  });

  it('keeps route paths case-sensitive, as the host spells them', async () => {
    renderAt('/foreigndashboard');
    expect(await screen.findByRole('heading', { name: t.common.notFound.title })).toBeInTheDocument();
  });

  it('scrolls to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = renderAt('/aboutus');
    await screen.findByRole('heading', { name: t.routes.aboutUs });
    scrollTo.mockClear();
    await act(() => router.navigate('/terms'));
    await screen.findByRole('heading', { name: t.routes.terms });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows a retry instead of a blank page when a screen fails to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazy(() => Promise.reject(new Error('chunk failed')));
    render(
      <MemoryRouter>
        <Routes>
          <Route
            path="/"
            element={
              <RouteErrorBoundary resetKey="/">
                <Suspense>
                  <Broken />
                </Suspense>
              </RouteErrorBoundary>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: t.common.routeError.retry })).toBeInTheDocument();
    expect(screen.getByText(t.common.routeError.body)).toBeInTheDocument();
  });
});
