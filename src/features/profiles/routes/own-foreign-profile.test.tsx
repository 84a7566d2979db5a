import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer, renderRoute, signInAs, use, withFakeTimers, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();

const user = withFakeTimers();

const PATH = '/ForeignBusinessProfile/fb_0001';

async function openProfile(path = PATH) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 2, name: 'Nordvik Payments AB' });
  return view;
}

const detail = (term: string) => {
  const dt = screen.getAllByText(term, { selector: 'dt' })[0];
  return dt?.nextElementSibling?.textContent;
};

describe('/ForeignBusinessProfile/{id}', () => {
  it('needs a session', async () => {
    renderRoute(PATH);
    expect(await screen.findByRole('heading', { name: 'User not authenticated' })).toBeInTheDocument();
  });

  it('shows a loading state, then the profile with an Active badge', async () => {
    await signInAs('foreign');
    renderRoute(PATH);
    await screen.findByText('Loading your profile…');
    await screen.findByRole('heading', { level: 2, name: 'Nordvik Payments AB' });
    expect(screen.getByRole('heading', { level: 1, name: 'Business profile' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(detail('Industry')).toBe('Fintech & Financial Services');
    expect(detail('Target Revenue Growth')).toBe('35%');
    // A first-reading value is shown with its label.
    expect(detail('Budget Range')).toBe('$100,000 – $250,000');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('says so when the address is not the signed-in user’s profile', async () => {
    await signInAs('foreign');
    renderRoute('/ForeignBusinessProfile/fb_0002');
    expect(await screen.findByRole('heading', { name: 'Business not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my profile' })).toHaveAttribute('href', PATH);
  });

  it('says so to an account of another category without asking the server', async () => {
    await signInAs('investor');
    renderRoute(PATH);
    expect(await screen.findByRole('heading', { name: 'Business not found' })).toBeInTheDocument();
  });

  it('offers to complete the profile when there is none yet', async () => {
    await signInAs('new.foreign@corridor.test');
    renderRoute(PATH);
    expect(await screen.findByRole('heading', { name: 'No profile yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/complete-business-profile');
  });

  it('shows the error state with Try Again', async () => {
    await signInAs('foreign');
    use(http.get('*/foreign-dashboard/profile', () => HttpResponse.json({ message: 'Server error' }, { status: 500 }), { once: true }));
    renderRoute(PATH);
    expect(await screen.findByRole('heading', { name: 'Error Loading Profile' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch business data. Server error')).toBeInTheDocument();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nordvik Payments AB' })).toBeInTheDocument();
  });

  it('says the data could not be loaded when the network fails', async () => {
    await signInAs('foreign');
    use(answer.networkError('get', '/foreign-dashboard/profile'));
    renderRoute(PATH);
    expect(await screen.findByText('Failed to load business data')).toBeInTheDocument();
  });

  it('edits with the second reading of the lists and keeps stored first-reading values selectable', async () => {
    await signInAs('foreign');
    await openProfile();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const timeline = screen.getByLabelText(/^Expansion Timeline/);
    expect(timeline).toHaveValue('3-6 months');
    expect(within(timeline).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select an option',
      '3-6 months (Current value)',
      'Immediate (0-3 months)',
      'Short-term (3-6)',
      'Medium-term (6-12)',
      'Long-term (1-2 years)',
      '2025-2026',
    ]);
    expect(within(screen.getByLabelText(/^Industry/)).getByRole('option', { name: 'Hospitality & Tourism' })).toBeInTheDocument();
    expect(within(screen.getByLabelText(/^Budget Range/)).getByRole('option', { name: '$100,000 – $250,000 (Current value)' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company Name/)).toHaveFocus();
  });

  it('requires the fields but not the target revenue', async () => {
    await signInAs('foreign');
    await openProfile();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.clear(screen.getByLabelText(/^Target Revenue Growth/));
    await u.clear(screen.getByLabelText(/^Operating Region/));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please complete all * required fields')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Operating Region/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Target Revenue Growth/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Please complete all * required fields')).not.toBeInTheDocument();
  });

  it('saves after confirmation and returns to the view with the server’s message', async () => {
    await signInAs('foreign');
    await openProfile();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.clear(screen.getByLabelText(/^Operating Region/));
    await u.type(screen.getByLabelText(/^Operating Region/), 'Sweden, Norway');
    await u.selectOptions(screen.getByLabelText(/^Expansion Timeline/), 'Medium-term (6-12)');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Profile Update' });
    await u.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(detail('Operating Region')).toBe('Sweden, Norway');
    expect(detail('Expansion Timeline')).toBe('Medium-term (6-12)');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
  });

  it('sends the update once on a double click of Confirm', async () => {
    await signInAs('foreign');
    let calls = 0;
    use(
      http.post('*/foreign/updateProfile', () => {
        calls += 1;
        return undefined;
      }),
    );
    await openProfile();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await u.dblClick(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('keeps editing when the confirmation is cancelled', async () => {
    await signInAs('foreign');
    await openProfile();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Profile Update' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Company Name/)).toBeInTheDocument();
  });

  it('restores the prior data exactly on Cancel', async () => {
    await signInAs('foreign');
    await openProfile();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.clear(screen.getByLabelText(/^Company Name/));
    await u.type(screen.getByLabelText(/^Company Name/), 'Something Else');
    await u.selectOptions(screen.getByLabelText(/^Budget Range/), 'USD 5M-10M');
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Nordvik Payments AB' })).toBeInTheDocument();
    expect(detail('Budget Range')).toBe('$100,000 – $250,000');
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Nordvik Payments AB');
    expect(screen.getByLabelText(/^Budget Range/)).toHaveValue('100k-250k');
  });

  it.each([
    ['the server’s message', answer.error('post', '/foreign/updateProfile', 403, 'You can only edit your own profile.'), 'You can only edit your own profile.'],
    ['the default sentence', http.post('*/foreign/updateProfile', () => new HttpResponse(null, { status: 500 })), 'Failed to update profile. Please try again.'],
    ['the exception sentence', answer.networkError('post', '/foreign/updateProfile'), 'An error occurred while updating your profile. Please try again.'],
  ])('shows %s when the update fails and keeps the edits', async (_name, handler, message) => {
    await signInAs('foreign');
    await openProfile();
    use(handler);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.clear(screen.getByLabelText(/^Operating Region/));
    await u.type(screen.getByLabelText(/^Operating Region/), 'Denmark');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Operating Region/)).toHaveValue('Denmark');
  });
});
