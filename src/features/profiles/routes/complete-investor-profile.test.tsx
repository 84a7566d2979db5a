import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer, renderRoute, signInAs, use, withFakeTimers, withScreenBackend } from '@/test/screen-harness';
import { notifySessionChange } from '@/lib/session';
import { getStoredUser, setSession, writeDraft } from '@/lib/storage';

withScreenBackend();

const user = withFakeTimers();


/** The seed has no investor without a profile: a new account chooses the investor category first. */
async function signInAsNewInvestor() {
  const { token, user: stored } = await signInAs('new.foreign@corridor.test');
  const response = await fetch(`${location.origin}/changecategory`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ selectedCategory: 'investor', token: stored.id }),
  });
  const body = (await response.json()) as { user: Parameters<typeof setSession>[1] };
  setSession(token, body.user);
  notifySessionChange();
}

const required = {
  investorType: 'Venture Capital (VC)',
  legalName: 'Fjordline Ventures AS',
  registeredRegion: 'Oslo, Norway',
  primaryContactName: 'Ingrid Berg',
  contactEmail: 'ingrid@fjordline.vc',
  ticketSizeMinUSD: '250000',
  ticketSizeMaxUSD: '1500000',
};

async function openForm(draft: Record<string, unknown> | null = required) {
  if (draft) writeDraft('profiles:investor', draft);
  const view = renderRoute('/complete-investor-profile');
  await screen.findByRole('heading', { level: 1, name: 'Register as an Investor' });
  return view;
}

const submit = (u: ReturnType<typeof user>) => u.click(screen.getByRole('button', { name: 'Register as an Investor' }));

describe('/complete-investor-profile', () => {
  it('uses the first reading of the lists', async () => {
    await signInAsNewInvestor();
    await openForm(null);
    const types = within(screen.getByLabelText(/^Investor Type/)).getAllByRole('option').map((option) => option.textContent);
    expect(types).toContain('Venture Capital (VC)');
    expect(types).not.toContain('Syndicate');
    const stages = within(screen.getByRole('group', { name: /Target Stages/ })).getAllByRole('checkbox');
    expect(stages.map((box) => box.getAttribute('value'))).toEqual(['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C', 'Growth', 'Expansion', 'Late-stage', 'Bridge']);
    expect(within(screen.getByLabelText(/^Involvement Level/)).getByRole('option', { name: 'Board seat preferred' })).toBeInTheDocument();
    expect(within(screen.getByLabelText(/^Exit Horizon/)).getByRole('option', { name: '5-7 years' })).toHaveValue('5');
  });

  it('requires the seven fields of specification §5 only, and clears the message after 3 s', async () => {
    await signInAsNewInvestor();
    await openForm(null);
    const u = user();
    await submit(u);
    expect(await screen.findByText('Please complete all * required fields')).toBeInTheDocument();
    for (const label of [/^Investor Type/, /^Legal Name/, /^Registered Region/, /^Primary Contact Name/, /^Contact Email/, /^Minimum Ticket/, /^Maximum Ticket/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText(/^Designation/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Contact Phone/)).not.toHaveAttribute('aria-invalid');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Please complete all * required fields')).not.toBeInTheDocument();
  });

  it('does not accept a minimum ticket above the maximum', async () => {
    await signInAsNewInvestor();
    await openForm({ ...required, ticketSizeMinUSD: '2000000' });
    const u = user();
    await submit(u);
    expect(await screen.findByText('The maximum ticket size cannot be below the minimum.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Maximum Ticket/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes ticket sizes as amounts of 0 or more', async () => {
    await signInAsNewInvestor();
    await openForm({ ...required, ticketSizeMinUSD: '-5' });
    const u = user();
    await submit(u);
    expect(await screen.findByText('Enter an amount in US dollars (a number of 0 or more).')).toBeInTheDocument();
  });

  it('sends stages and industries as text and the exit horizon as its lower bound, then goes to the dashboard', async () => {
    await signInAsNewInvestor();
    const bodies: Record<string, unknown>[] = [];
    use(
      http.post('*/investor/add', async ({ request }) => {
        bodies.push((await request.clone().json()) as Record<string, unknown>);
        return undefined;
      }),
    );
    const { router } = await openForm();
    const u = user();
    const stages = screen.getByRole('group', { name: /Target Stages/ });
    await u.click(within(stages).getByRole('checkbox', { name: 'Series A' }));
    await u.click(within(stages).getByRole('checkbox', { name: 'Seed' }));
    const industries = screen.getByRole('group', { name: /Target Industries/ });
    await u.click(within(industries).getByRole('checkbox', { name: 'CleanTech & Renewable Energy' }));
    await u.click(within(industries).getByRole('checkbox', { name: 'Technology & SaaS' }));
    await u.selectOptions(screen.getByLabelText(/^Exit Horizon/), '5');
    await u.click(screen.getByRole('checkbox', { name: 'Open to co-investing' }));
    await submit(u);
    expect(await screen.findByText('Your investor profile was saved.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      ID: 'usr_0005',
      ticketSizeMinUSD: 250000,
      ticketSizeMaxUSD: 1500000,
      targetStages: 'Seed, Series A',
      targetIndustries: 'Technology & SaaS, CleanTech & Renewable Energy',
      exitHorizonYears: 5,
      coInvestPreference: true,
    });
    expect(getStoredUser()?.hasCompletedProfile).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/investor-dashboard'));
  });

  it('shows the server message of a 409', async () => {
    await signInAs('investor');
    await openForm();
    const u = user();
    await submit(u);
    expect(await screen.findByText('A profile already exists for this account.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('A profile already exists for this account.')).not.toBeInTheDocument();
  });

  it('shows the generic sentence for another failure', async () => {
    await signInAsNewInvestor();
    use(answer.error('post', '/investor/add', 403, 'Only an investor account can register this profile.'));
    await openForm();
    await submit(user());
    expect(await screen.findByText('Error submitting form. Please try again.')).toBeInTheDocument();
  });

  it('shows the network sentence and keeps the answers', async () => {
    await signInAsNewInvestor();
    use(answer.networkError('post', '/investor/add'));
    await openForm();
    await submit(user());
    expect(await screen.findByText('Submission error. Check Network connection or try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Legal Name/)).toHaveValue('Fjordline Ventures AS');
  });

  it('needs a stored user', async () => {
    await openForm();
    await submit(user());
    expect(await screen.findByText('User not found. Please log in again.')).toBeInTheDocument();
  });
});
