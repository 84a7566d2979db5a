import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs, withFakeTimers, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();

const user = withFakeTimers();

const PATH = '/InvestorProfile/inv_0001';

async function openProfile() {
  const view = renderRoute(PATH);
  await screen.findByRole('heading', { level: 2, name: 'Saqr Bay Family Office' });
  return view;
}

const detail = (term: string) => screen.getAllByText(term, { selector: 'dt' })[0]?.nextElementSibling?.textContent;

describe('/InvestorProfile/{id}', () => {
  it('shows Active and the ticket sizes in thousands with K', async () => {
    await signInAs('investor');
    await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Investor profile' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/\$250K – \$2,000K/)).toBeInTheDocument();
    expect(detail('Minimum Ticket Size (USD)')).toBe('$250K');
    expect(detail('Maximum Ticket Size (USD)')).toBe('$2,000K');
    expect(detail('Exit Horizon')).toBe('5-7 years');
    expect(detail('Involvement Level')).toBe('Advisory');
    expect(detail('Open to co-investing')).toBe('Yes');
  });

  it('says so when the address is not the signed-in investor’s profile', async () => {
    await signInAs('investor');
    renderRoute('/InvestorProfile/inv_0002');
    expect(await screen.findByRole('heading', { name: 'Investor not found' })).toBeInTheDocument();
  });

  it('edits with the second reading and keeps stored values selectable', async () => {
    await signInAs('investor');
    await openProfile();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText(/^Involvement Level/)).toHaveValue('advisory');
    expect(within(screen.getByLabelText(/^Involvement Level/)).getByRole('option', { name: 'Advisory (Current value)' })).toBeInTheDocument();
    const stages = screen.getByRole('group', { name: /Target Stages/ });
    expect(within(stages).getByRole('checkbox', { name: 'Pre-IPO' })).not.toBeChecked();
    expect(within(stages).getByRole('checkbox', { name: 'Series A' })).toBeChecked();
  });

  it('requires every field in the edit form and keeps the minimum at or below the maximum', async () => {
    await signInAs('investor');
    await openProfile();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.clear(screen.getByLabelText(/^Designation/));
    const stages = screen.getByRole('group', { name: /Target Stages/ });
    for (const box of within(stages).getAllByRole('checkbox', { checked: true })) await u.click(box);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please complete all * required fields')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Designation/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(stages).getAllByRole('checkbox')[0]).toHaveAttribute('aria-invalid', 'true');

    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.clear(screen.getByLabelText(/^Minimum Ticket/));
    await u.type(screen.getByLabelText(/^Minimum Ticket/), '3000000');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The maximum ticket size cannot be below the minimum.')).toBeInTheDocument();
  });

  it('saves new ticket sizes after confirmation', async () => {
    await signInAs('investor');
    await openProfile();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.clear(screen.getByLabelText(/^Maximum Ticket/));
    await u.type(screen.getByLabelText(/^Maximum Ticket/), '3500000');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await u.click(within(await screen.findByRole('alertdialog', { name: 'Confirm Profile Update' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(detail('Maximum Ticket Size (USD)')).toBe('$3,500K');
  });
});
