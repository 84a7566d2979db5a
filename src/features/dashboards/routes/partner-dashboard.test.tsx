import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';
import { partnerProfile } from '../test/fixtures';

withScreenBackend();

describe('/partner-dashboard', () => {
  it('shows User not authenticated without a stored user and token', async () => {
    renderRoute('/partner-dashboard');
    expect(await screen.findByRole('heading', { name: 'User not authenticated' })).toBeInTheDocument();
  });

  it('shows the demo partner its profile card and its matched foreign businesses and investors', async () => {
    await signInAs('local');
    renderRoute('/partner-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Contracts' })[0]).toHaveAttribute('href', '/partner/AllContracts');

    const link = await screen.findByRole('link', { name: 'Al Noor Corporate Services' });
    expect(link).toHaveAttribute('href', '/LocalBusinessProfile/lp_0001');
    const badge = within(screen.getByRole('region', { name: 'Your profile' })).getByText('Approved');
    expect(badge.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');

    const businesses = screen.getByRole('region', { name: 'Foreign business matches' });
    const cards = await within(businesses).findAllByRole('article');
    expect(within(cards[0]!).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', expect.stringMatching(/^\/foreign-business\/fb_\d+$/));
    // A local partner never sees local partners (its own category) among its matches.
    expect(within(businesses).queryByText('Al Noor Corporate Services')).not.toBeInTheDocument();

    const investors = screen.getByRole('region', { name: 'Investor matches' });
    const investorCards = await within(investors).findAllByRole('article');
    expect(within(investorCards[0]!).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', expect.stringMatching(/^\/investor\/inv_\d+$/));
    expect(within(investorCards[0]!).getByText(/^USD [\d,.]+K – [\d,.]+K$/)).toBeInTheDocument();
  });

  it('renders the partner dashboard at /partner-business-dashboard after sign-up', async () => {
    await signInAs('local');
    renderRoute('/partner-business-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Al Noor Corporate Services' })).toHaveAttribute('href', '/LocalBusinessProfile/lp_0001');
  });

  it('shows the raw verification status, or Unknown without one', async () => {
    await signInAs('local');
    use(answer.json('get', '/partner-dashboard/profile', { ...partnerProfile, verificationStatus: 'Under review' }));
    const first = renderRoute('/partner-dashboard');
    const card = await screen.findByRole('region', { name: 'Your profile' });
    const raw = await within(card).findByText('Under review');
    expect(raw.closest('[data-tone]')).toHaveAttribute('data-tone', 'neutral');
    first.unmount();

    use(answer.json('get', '/partner-dashboard/profile', { ...partnerProfile, verificationStatus: '' }));
    renderRoute('/partner-dashboard');
    const again = await screen.findByRole('region', { name: 'Your profile' });
    expect(await within(again).findByText('Unknown')).toBeInTheDocument();
  });

  it('shows No Partner Data Available when the profile is empty', async () => {
    await signInAs('local');
    use(answer.json('get', '/partner-dashboard/profile', null));
    renderRoute('/partner-dashboard');
    expect(await screen.findByText('No Partner Data Available')).toBeInTheDocument();
  });

  it('invites an account without a profile to complete one, without an error or Try Again', async () => {
    await signInAs('local');
    use(answer.error('get', '/partner-dashboard/profile', 404, 'Profile not found. Please complete your profile first.'));
    renderRoute('/partner-dashboard');
    const card = await screen.findByRole('region', { name: 'Your profile' });
    expect(await within(card).findByRole('heading', { name: 'Your profile is not set up yet' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/complete-partner-profile');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(within(card).queryByText('Failed to fetch partner data')).toBeNull();
  });

  it('shows Failed to fetch partner data with Try Again when the profile cannot be read', async () => {
    await signInAs('local');
    use(answer.error('get', '/partner-dashboard/profile', 500, 'Internal error'));
    renderRoute('/partner-dashboard');
    const card = await screen.findByRole('region', { name: 'Your profile' });
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch partner data');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the empty texts of both lists', async () => {
    await signInAs('local');
    use(answer.json('get', '/partner/matches', []), answer.json('get', '/partner/matchesInvestors', []));
    renderRoute('/partner-dashboard');
    expect(await screen.findByText('No matches found')).toBeInTheDocument();
    expect(await screen.findByText('No investors found that match your criteria')).toBeInTheDocument();
  });

  it('shows the loading state of both lists', async () => {
    await signInAs('local');
    use(answer.loading('get', '/partner/matches'), answer.loading('get', '/partner/matchesInvestors'));
    renderRoute('/partner-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Partner Dashboard' });
    expect(screen.getByRole('region', { name: 'Foreign business matches' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('region', { name: 'Investor matches' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByText('Loading matches…')).toHaveLength(2);
  });

  it('shows Error Loading Matches for each list with its own message', async () => {
    await signInAs('local');
    use(answer.error('get', '/partner/matches'), answer.networkError('get', '/partner/matchesInvestors'));
    renderRoute('/partner-dashboard');
    const businesses = await screen.findByRole('region', { name: 'Foreign business matches' });
    expect(await within(businesses).findByRole('alert')).toHaveTextContent('Failed to fetch matches data');
    const investors = screen.getByRole('region', { name: 'Investor matches' });
    const alert = await within(investors).findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Matches');
    expect(alert).toHaveTextContent('Failed to fetch investors data');
  });

  it('asks before logging out, then clears the stored session and goes to /login', async () => {
    await signInAs('local');
    const { router } = renderRoute('/partner-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Partner Dashboard' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Logout' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('/partner-dashboard in Arabic', () => {
  afterEach(async () => {
    await setLanguage('en', 'latn');
  });

  it('titles, words and counts the dashboard in Arabic, right to left, the options in their Arabic words', async () => {
    await signInAs('local');
    // The page was shown in English first: its title must not stay in the language it was first read in.
    const english = renderRoute('/partner-dashboard');
    // (the first screen of a run loads the lazy route: give it time)
    await screen.findByRole('heading', { level: 1, name: 'Partner Dashboard' }, { timeout: 10_000 });
    english.unmount();

    await setLanguage('ar');
    renderRoute('/partner-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة تحكم الشريك' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    const card = screen.getByRole('region', { name: 'ملفك التعريفي' });
    const badge = await within(card).findByText('معتمد');
    expect(badge.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(within(card).getByText('الخدمات المهنية')).toBeInTheDocument();
    expect(within(card).getByText('Al Noor Corporate Services')).toHaveAttribute('dir', 'auto');

    const businesses = screen.getByRole('region', { name: 'الشركات الأجنبية المتوافقة' });
    const cards = await within(businesses).findAllByRole('article');
    expect(within(cards[0]!).getByRole('link', { name: 'عرض الملف التعريفي' })).toBeInTheDocument();
    // The count is an Arabic plural: "نتيجتا توافق" for 2, "# نتائج توافق" for 3–10, "# نتيجة توافق" from 11.
    const count = within(businesses).getByText(/^(\d+ )?(نتيجة توافق واحدة|نتيجتا توافق|نتائج توافق|نتيجة توافق)$/);
    const shown = Number(/\d+/.exec(count.textContent ?? '')?.[0]);
    expect(count).toHaveTextContent(shown >= 11 ? `${shown} نتيجة توافق` : `${shown} نتائج توافق`);
    expect(within(businesses).getByRole('combobox', { name: 'الفرز حسب' })).toHaveDisplayValue('الأعلى توافقًا');
  });
});
