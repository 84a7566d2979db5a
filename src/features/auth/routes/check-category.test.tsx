import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/i18n';
import { auth as authText } from '@/i18n/auth';
import { getStoredUser, storageKeys, setGoogleLanding } from '@/lib/storage';
import { answer, renderRoute, timedUser, use, withFakeTimers, withScreenBackend } from '@/test/screen-harness';
import { captureBodies, countRequests, resetRequestListeners } from '../test/requests';
import { advance } from '../test/timers';

withScreenBackend();

const categoryText = authText.category;

withFakeTimers();

afterEach(() => {
  resetRequestListeners();
});

/** A new Google account, landed as /google-success stores it (category none, no user object). */
async function landNewGoogleAccount(email = 'lars@fjord-energy.no') {
  const response = await fetch(`${location.origin}/auth/google/demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const body = (await response.json()) as { token: string; userId: string; category: string; hasCompletedProfile: boolean };
  setGoogleLanding(body);
  return body;
}

async function openChooser() {
  const user = timedUser();
  const view = renderRoute('//check-Category');
  await screen.findByRole('heading', { level: 1, name: t.routes.checkCategory });
  return { user, ...view };
}

describe('the category chooser', () => {
  it('offers the three categories', async () => {
    await openChooser();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['foreign', 'local', 'investor']);
    expect(screen.getByRole('radio', { name: /Foreign Business/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Local Partner/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Investor/ })).toBeInTheDocument();
  });

  it('alerts, and says inline, that a category must be chosen first', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const changes = countRequests('post', '/changecategory');
    const { user } = await openChooser();
    await user.click(screen.getByRole('button', { name: categoryText.confirm }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(categoryText.required));
    expect(screen.getByRole('alert')).toHaveTextContent(categoryText.required);
    expect(screen.getAllByRole('radio')[0]).toHaveAttribute('aria-invalid', 'true');
    expect(changes.count).toBe(0);
    await advance(3000);
    expect(screen.queryByText(categoryText.required)).not.toBeInTheDocument();
  });

  it('saves the choice with the stored user id, stores the user and opens its profile form after 3 s', async () => {
    const landing = await landNewGoogleAccount();
    const bodies = captureBodies('post', '/changecategory');
    const { user, router } = await openChooser();
    await user.click(screen.getByRole('radio', { name: /Investor/ }));
    await user.click(screen.getByRole('button', { name: categoryText.confirm }));
    expect(await screen.findByText(categoryText.success)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ selectedCategory: 'investor', token: landing.userId });
    expect(getStoredUser()).toMatchObject({ id: landing.userId, category: 'investor', hasCompletedProfile: false });
    // the landing's keys follow the choice: no stale "none"
    expect(localStorage.getItem(storageKeys.category)).toBe('investor');
    expect(localStorage.getItem(storageKeys.hasCompletedProfile)).toBe('false');
    await advance(2900);
    expect(router.state.location.pathname).toBe('/check-Category');
    await advance(150);
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-investor-profile'));
  });

  it('only logs a refused change, and shows a generic error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await landNewGoogleAccount();
    use(answer.error('post', '/changecategory', 403, 'The category cannot change once a profile has been registered.'));
    const { user, router } = await openChooser();
    await user.click(screen.getByRole('radio', { name: /Local Partner/ }));
    await user.click(screen.getByRole('button', { name: categoryText.confirm }));
    expect(await screen.findByText(categoryText.failed)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Category change failed', 403);
    await advance(3500);
    expect(router.state.location.pathname).toBe('/check-Category');
    expect(screen.getByRole('radio', { name: /Local Partner/ })).toBeChecked();
  });

  it('logs a network failure too, keeping the choice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await landNewGoogleAccount();
    use(answer.networkError('post', '/changecategory'));
    const { user } = await openChooser();
    await user.click(screen.getByRole('radio', { name: /Foreign Business/ }));
    await user.click(screen.getByRole('button', { name: categoryText.confirm }));
    expect(await screen.findByText(categoryText.failed)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Category change failed', 'network error');
    expect(screen.getByRole('radio', { name: /Foreign Business/ })).toBeChecked();
  });

  it('sends once on a double click', async () => {
    await landNewGoogleAccount();
    const changes = countRequests('post', '/changecategory');
    const { user } = await openChooser();
    await user.click(screen.getByRole('radio', { name: /Foreign Business/ }));
    await user.dblClick(screen.getByRole('button', { name: categoryText.confirm }));
    await screen.findByText(categoryText.success);
    expect(changes.count).toBe(1);
  });
});
