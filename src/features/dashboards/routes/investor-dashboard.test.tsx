import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();

const investorProfile = (verificationStatus: string) => ({
  _id: 'inv_0001',
  ID: 'usr_0003',
  legalName: 'Saqr Bay Family Office',
  investorType: 'Family Office',
  registeredRegion: 'Abu Dhabi — ADGM',
  verificationStatus,
});

const reasons = [
  { factor: 'industry', text: 'You invest in fintech and financial services', points: 12 },
  { factor: 'geography', text: 'Based in the Nordics, inside your Europe focus', points: 8 },
  { factor: 'ticket', text: 'Budget fits your ticket size', points: 6 },
  { factor: 'stage', text: 'Stage mismatch', points: -4 },
];

const business = (id: string, companyName: string, industry: string, operatingRegion: string, matchScore: number, createdAt: string) => ({
  _id: id,
  ID: `usr_${id}`,
  companyName,
  industry,
  operatingRegion,
  status: 'Active',
  createdAt,
  matchScore,
  matchReasons: reasons.map((reason) => ({ ...reason })),
});

const fixture = [
  business('fb_a', 'Alpha Fintech AB', 'Fintech & Financial Services', 'Sweden, Nordics', 72, '2026-01-01T00:00:00.000Z'),
  business('fb_b', 'Borealis Energy Oy', 'CleanTech & Renewable Energy', 'Finland, Nordics', 91, '2026-03-01T00:00:00.000Z'),
  business('fb_c', 'Cobalt Health GmbH', 'Healthcare & Life Sciences', 'Germany, DACH', 58, '2026-05-01T00:00:00.000Z'),
];

const names = (region: HTMLElement) => within(region).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('/investor-dashboard', () => {
  it('shows User not authenticated without a stored user and token', async () => {
    renderRoute('/investor-dashboard');
    expect(await screen.findByRole('heading', { name: 'User not authenticated' })).toBeInTheDocument();
  });

  it.each([
    ['foreign', '/investor-dashboard', '/foreignDashboard'],
    ['local', '/investor-dashboard', '/partner-dashboard'],
    ['investor', '/partner-dashboard', '/investor-dashboard'],
    ['investor', '/foreignDashboard', '/investor-dashboard'],
    ['admin', '/foreignDashboard', '/adminPanel'],
  ] as const)('sends a %s user from %s to their own dashboard %s, not to a page of refused calls', async (account, from, to) => {
    await signInAs(account);
    const { router } = renderRoute(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(screen.queryByText(/Error Loading/)).not.toBeInTheDocument();
  });

  it('shows the demo investor its profile card, matched foreign businesses and local partners', async () => {
    await signInAs('investor');
    renderRoute('/investor-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Contracts' })[0]).toHaveAttribute('href', '/investor/AllContracts');
    expect(await screen.findByRole('link', { name: 'Saqr Bay Family Office' })).toHaveAttribute('href', '/InvestorProfile/inv_0001');

    const businesses = screen.getByRole('region', { name: 'Matched foreign businesses' });
    const card = (await within(businesses).findAllByRole('article'))[0]!;
    expect(within(card).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', expect.stringMatching(/^\/foreign-business\/fb_\d+$/));

    const partners = screen.getByRole('region', { name: 'Matched local partners' });
    const partner = (await within(partners).findAllByRole('article'))[0]!;
    expect(within(partner).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', expect.stringMatching(/^\/local-business\/lp_\d+$/));
    expect(within(partner).getByText('Verified')).toBeInTheDocument();
    // An investor never sees investors (its own category) among its matches.
    expect(screen.queryByRole('link', { name: 'View Profile', description: /Saqr Bay/ })).not.toBeInTheDocument();
  });

  it.each([
    ['Approved', 'success'],
    ['Pending', 'warning'],
    ['Rejected', 'danger'],
    ['On hold', 'neutral'],
  ])('colours the verification status %s as %s', async (status, tone) => {
    await signInAs('investor');
    use(answer.json('get', '/investor-dashboard/profile', investorProfile(status)));
    renderRoute('/investor-dashboard');
    const card = await screen.findByRole('region', { name: 'Your profile' });
    const badge = await within(card).findByText(status);
    expect(badge.closest('[data-tone]')).toHaveAttribute('data-tone', tone);
  });

  it('shows No investor data found when the profile is empty', async () => {
    await signInAs('investor');
    use(answer.json('get', '/investor-dashboard/profile', {}));
    renderRoute('/investor-dashboard');
    expect(await screen.findByText('No investor data found')).toBeInTheDocument();
  });

  it('shows Failed to fetch investor data when the profile cannot be read', async () => {
    await signInAs('investor');
    use(answer.networkError('get', '/investor-dashboard/profile'));
    renderRoute('/investor-dashboard');
    const card = await screen.findByRole('region', { name: 'Your profile' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Failed to fetch investor data');
  });

  it('shows the empty texts of both lists', async () => {
    await signInAs('investor');
    use(answer.json('get', '/investor/matchesBusiness', []), answer.json('get', '/investor/matchesPartner', []));
    renderRoute('/investor-dashboard');
    expect(await screen.findByText('No foreign businesses found')).toBeInTheDocument();
    expect(await screen.findByText('No Local businesses found')).toBeInTheDocument();
  });

  it('shows Failed to fetch foreign businesses data with Try Again', async () => {
    await signInAs('investor');
    use(answer.error('get', '/investor/matchesBusiness'), answer.error('get', '/investor/matchesPartner', 403, 'Forbidden'));
    renderRoute('/investor-dashboard');
    const businesses = await screen.findByRole('region', { name: 'Matched foreign businesses' });
    const alert = await within(businesses).findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Matches');
    expect(alert).toHaveTextContent('Failed to fetch foreign businesses data');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    const partners = screen.getByRole('region', { name: 'Matched local partners' });
    expect(await within(partners).findByRole('alert')).toHaveTextContent('Failed to fetch matches data');
  });

  it('sorts and filters a list by industry, region and minimum score', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    await signInAs('investor');
    use(answer.json('get', '/investor/matchesBusiness', fixture));
    renderRoute('/investor-dashboard');
    const region = await screen.findByRole('region', { name: 'Matched foreign businesses' });
    await within(region).findAllByRole('article');
    expect(names(region)).toEqual(['Borealis Energy Oy', 'Alpha Fintech AB', 'Cobalt Health GmbH']);
    expect(within(region).getByText('Showing 3 of 3')).toBeInTheDocument();

    const toolbar = within(region).getByRole('group', { name: 'Sort and filter Matched foreign businesses' });
    await userEvent.selectOptions(within(toolbar).getByLabelText('Sort by'), 'Name (A–Z)');
    expect(names(region)).toEqual(['Alpha Fintech AB', 'Borealis Energy Oy', 'Cobalt Health GmbH']);
    await userEvent.selectOptions(within(toolbar).getByLabelText('Sort by'), 'Newest');
    expect(names(region)).toEqual(['Cobalt Health GmbH', 'Borealis Energy Oy', 'Alpha Fintech AB']);

    await userEvent.selectOptions(within(toolbar).getByLabelText('Minimum score'), '70+');
    expect(names(region)).toEqual(['Borealis Energy Oy', 'Alpha Fintech AB']);
    await userEvent.selectOptions(within(toolbar).getByLabelText('Region'), 'Sweden, Nordics');
    expect(names(region)).toEqual(['Alpha Fintech AB']);
    expect(within(region).getByText('Showing 1 of 3')).toBeInTheDocument();

    await userEvent.selectOptions(within(toolbar).getByLabelText('Industry'), 'CleanTech & Renewable Energy');
    expect(within(region).queryByRole('article')).not.toBeInTheDocument();
    expect(within(region).getByText('No matches fit these filters')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Clear filters' }));
    expect(within(region).getAllByRole('article')).toHaveLength(3);
  });

  it('keeps the sort and filters in the URL, so View Profile → Back returns to the list as it was', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    await signInAs('investor');
    use(answer.json('get', '/investor/matchesBusiness', fixture));
    const { router } = renderRoute('/investor-dashboard');
    const region = await screen.findByRole('region', { name: 'Matched foreign businesses' });
    await within(region).findAllByRole('article');
    const toolbar = within(region).getByRole('group', { name: 'Sort and filter Matched foreign businesses' });
    await userEvent.selectOptions(within(toolbar).getByLabelText('Sort by'), 'Name (A–Z)');
    await userEvent.selectOptions(within(toolbar).getByLabelText('Minimum score'), '70+');
    expect(names(region)).toEqual(['Alpha Fintech AB', 'Borealis Energy Oy']);
    expect(new URLSearchParams(router.state.location.search).get('foreign.sort')).toBe('name');
    expect(new URLSearchParams(router.state.location.search).get('foreign.min')).toBe('70');

    await userEvent.click(within(within(region).getAllByRole('article')[0]!).getByRole('link', { name: 'View Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/foreign-business\//));
    await router.navigate(-1);
    const back = await screen.findByRole('region', { name: 'Matched foreign businesses' });
    await waitFor(() => expect(names(back)).toEqual(['Alpha Fintech AB', 'Borealis Energy Oy']));
    const toolbarBack = within(back).getByRole('group', { name: 'Sort and filter Matched foreign businesses' });
    expect(within(toolbarBack).getByLabelText('Sort by')).toHaveDisplayValue('Name (A–Z)');
    expect(within(toolbarBack).getByLabelText('Minimum score')).toHaveDisplayValue('70+');
  });

  it('shows a negative reason as points taken away', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    await signInAs('investor');
    use(answer.json('get', '/investor/matchesBusiness', [fixture[0]]));
    renderRoute('/investor-dashboard');
    const region = await screen.findByRole('region', { name: 'Matched foreign businesses' });
    const card = (await within(region).findAllByRole('article'))[0]!;
    await userEvent.click(within(card).getByRole('button', { name: 'Show all 4 reasons' }));
    const negative = within(card).getByText('Stage mismatch').closest('li')!;
    expect(negative).toHaveAttribute('data-tone', 'negative');
    expect(negative).toHaveTextContent('−4 points');
    expect(within(card).getByText('Every match starts at 50 points; these reasons bring it to 72.')).toBeInTheDocument();
  });
});
