import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();

const section = (name: string) => screen.getByRole('region', { name });

describe('/foreignDashboard', () => {
  it('shows User not authenticated without a stored user and token', async () => {
    renderRoute('/foreignDashboard');
    expect(await screen.findByRole('heading', { name: 'User not authenticated' })).toBeInTheDocument();
  });

  it('shows the demo foreign user its profile card and scored, explained matches', async () => {
    await signInAs('foreign');
    renderRoute('/foreignDashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Global Expansion Dashboard' })).toBeInTheDocument();

    const card = await screen.findByRole('link', { name: 'Nordvik Payments AB' });
    expect(card).toHaveAttribute('href', '/ForeignBusinessProfile/fb_0001');
    expect(within(screen.getByRole('region', { name: 'Your profile' })).getByText('Active')).toBeInTheDocument();

    const partners = section('Local partner matches');
    const first = (await within(partners).findAllByRole('article'))[0]!;
    expect(within(first).getByRole('img', { name: /^Match score \d+ out of 100/ })).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 4, name: 'Why this match' })).toBeInTheDocument();
    expect(within(first).getAllByRole('listitem').length).toBe(2);
    expect(within(first).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', expect.stringMatching(/^\/local-business\/lp_\d+$/));

    const investors = section('Investor matches');
    const investor = (await within(investors).findAllByRole('article'))[0]!;
    expect(within(investor).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', expect.stringMatching(/^\/investor\/inv_\d+$/));
  });

  it('expands a card to all of the engine’s reasons and back', async () => {
    await signInAs('foreign');
    renderRoute('/foreignDashboard');
    const partners = await screen.findByRole('region', { name: 'Local partner matches' });
    const first = (await within(partners).findAllByRole('article'))[0]!;
    const toggle = within(first).getByRole('button', { name: /^Show all \d reasons$/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(first).getAllByRole('listitem').length).toBeGreaterThan(2);
    expect(within(first).getByText(/^Every match starts at \d+ points/)).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Show top reasons' }));
    expect(within(first).getAllByRole('listitem').length).toBe(2);
  });

  it('shows the loading state of a list', async () => {
    await signInAs('foreign');
    use(answer.loading('get', '/foreign/matches'));
    renderRoute('/foreignDashboard');
    await screen.findByRole('heading', { level: 1, name: 'Global Expansion Dashboard' });
    const partners = section('Local partner matches');
    expect(partners).toHaveAttribute('aria-busy', 'true');
    expect(within(partners).getByRole('status')).toHaveTextContent('Loading matches…');
  });

  it('shows the empty texts of both lists', async () => {
    await signInAs('foreign');
    use(answer.json('get', '/foreign/matches', []), answer.json('get', '/foreign/matchesInvestors', []));
    renderRoute('/foreignDashboard');
    expect(await screen.findByText('No Local businesses found')).toBeInTheDocument();
    expect(await screen.findByText('No investors found that match your criteria')).toBeInTheDocument();
  });

  it('shows a message sent instead of a list as an empty list with that message', async () => {
    await signInAs('foreign');
    use(answer.json('get', '/foreign/matches', { message: 'Complete your profile to see your matches.' }));
    renderRoute('/foreignDashboard');
    const partners = await screen.findByRole('region', { name: 'Local partner matches' });
    expect(await within(partners).findByText('No Local businesses found')).toBeInTheDocument();
    expect(within(partners).getByText('Complete your profile to see your matches.')).toBeInTheDocument();
    expect(within(partners).queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows Error Loading Matches with Try Again, which loads the list again', async () => {
    await signInAs('foreign');
    let calls = 0;
    use(
      http.get('*/foreign/matches', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined;
      }),
    );
    renderRoute('/foreignDashboard');
    const partners = await screen.findByRole('region', { name: 'Local partner matches' });
    const alert = await within(partners).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Matches' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch matches data');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect((await within(partners).findAllByRole('article')).length).toBeGreaterThan(0);
  });

  it('names the failed list: investors', async () => {
    await signInAs('foreign');
    use(answer.error('get', '/foreign/matchesInvestors'));
    renderRoute('/foreignDashboard');
    const investors = await screen.findByRole('region', { name: 'Investor matches' });
    expect(await within(investors).findByRole('alert')).toHaveTextContent('Failed to fetch investors data');
  });

  it('shows Failed to fetch business data when the profile cannot be read', async () => {
    await signInAs('foreign');
    use(answer.error('get', '/foreign-dashboard/profile'));
    renderRoute('/foreignDashboard');
    const card = await screen.findByRole('region', { name: 'Your profile' });
    const alert = await within(card).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Profile' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch business data');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('never lists the user’s own profile or an unverified partner', async () => {
    await signInAs('foreign');
    const reasons = [
      { factor: 'industry', text: 'Both work in fintech', points: 10 },
      { factor: 'other', text: 'Other factors combined', points: 5 },
    ];
    const partner = (id: string, companyName: string, verificationStatus: string, ID = `usr_${id}`) => ({
      _id: id,
      ID,
      companyName,
      verificationStatus,
      industryFocus: 'Fintech & Financial Services',
      registeredRegion: 'Dubai',
      matchScore: 65,
      matchReasons: reasons,
    });
    use(
      answer.json('get', '/foreign/matches', [
        partner('lp_1', 'Verified Partner', 'Approved'),
        partner('lp_2', 'Pending Partner', 'Pending'),
        partner('lp_3', 'Rejected Partner', 'Rejected'),
        partner('fb_0001', 'My Own Company', 'Approved', 'usr_0001'),
      ]),
    );
    renderRoute('/foreignDashboard');
    const partners = await screen.findByRole('region', { name: 'Local partner matches' });
    expect(await within(partners).findByRole('heading', { name: 'Verified Partner' })).toBeInTheDocument();
    expect(within(partners).getAllByRole('article')).toHaveLength(1);
    expect(within(partners).queryByText('Pending Partner')).not.toBeInTheDocument();
    expect(within(partners).queryByText('Rejected Partner')).not.toBeInTheDocument();
    expect(within(partners).queryByText('My Own Company')).not.toBeInTheDocument();
  });
});
