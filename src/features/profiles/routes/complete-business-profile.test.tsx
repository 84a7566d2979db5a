import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer, renderRoute, signInAs, use, withFakeTimers, withScreenBackend } from '@/test/screen-harness';
import { getStoredUser, readDraft } from '@/lib/storage';

withScreenBackend();

const user = withFakeTimers();


async function openForm() {
  const view = renderRoute('/complete-business-profile');
  await screen.findByRole('heading', { level: 1, name: 'Expand Your Business' });
  return view;
}

async function fillForm(u: ReturnType<typeof user>, overrides: { targetRevenue?: string } = {}) {
  await u.type(screen.getByLabelText(/^Company Name/), 'Dahl Subsea Robotics AS');
  await u.selectOptions(screen.getByLabelText(/^Industry/), 'Manufacturing & Industrial');
  await u.selectOptions(screen.getByLabelText(/^Company Size/), '11-50');
  await u.type(screen.getByLabelText(/^Operating Region/), 'Norway, Nordics');
  await u.selectOptions(screen.getByLabelText(/^Expansion Goal/), 'Market Entry');
  await u.type(screen.getByLabelText(/^Target Revenue Growth/), overrides.targetRevenue ?? '40');
  await u.selectOptions(screen.getByLabelText(/^Expansion Timeline/), '6-12 months');
  await u.selectOptions(screen.getByLabelText(/^Market Type/), 'emerging');
  await u.selectOptions(screen.getByLabelText(/^Preferred Partner Type/), 'Legal');
  await u.selectOptions(screen.getByLabelText(/^Budget Range/), '100k-250k');
}

const submit = (u: ReturnType<typeof user>) => u.click(screen.getByRole('button', { name: 'Save Business Profile' }));

const optionTexts = (label: RegExp) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('/complete-business-profile', () => {
  it('shows the three sections with the first reading of every option list', async () => {
    await signInAs('new.foreign@corridor.test');
    await openForm();
    for (const name of ['Company Profile', 'Business Objectives', 'Market Preferences']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(optionTexts(/^Industry/)).not.toContain('Hospitality & Tourism');
    expect(optionTexts(/^Expansion Timeline/)).toEqual(['Select an option', '0-3 months', '3-6 months', '6-12 months', '12+ months']);
    expect(optionTexts(/^Preferred Partner Type/)).toContain('Consultant');
    expect(optionTexts(/^Budget Range/)[1]).toBe('Under $50,000');
    expect(optionTexts(/^Market Type/)).toContain('Emerging (high growth)');
    expect(optionTexts(/^Company Size/)).not.toContain('30-50 employees');
  });

  it('asks for every field and clears the message after 3 s', async () => {
    await signInAs('new.foreign@corridor.test');
    await openForm();
    const u = user();
    await submit(u);
    expect(await screen.findByText('Please fill all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Target Revenue Growth/)).toHaveAttribute('aria-invalid', 'true');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Please fill all required fields')).not.toBeInTheDocument();
  });

  it('accepts a target revenue from 0 to 1000 only', async () => {
    await signInAs('new.foreign@corridor.test');
    await openForm();
    const u = user();
    await fillForm(u, { targetRevenue: '1001' });
    await submit(u);
    expect(await screen.findByText('Enter a number from 0 to 1000.')).toBeInTheDocument();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    await u.clear(screen.getByLabelText(/^Target Revenue Growth/));
    await u.type(screen.getByLabelText(/^Target Revenue Growth/), '1000');
    expect(screen.queryByText('Enter a number from 0 to 1000.')).not.toBeInTheDocument();
  });

  it('needs a stored user', async () => {
    await openForm();
    const u = user();
    await fillForm(u);
    await submit(u);
    expect(await screen.findByText('User not found. Please log in again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Dahl Subsea Robotics AS');
  });

  it('saves, clears the form, completes the stored user and goes to the dashboard after 2 s', async () => {
    await signInAs('new.foreign@corridor.test');
    use(
      http.post('*/foreign/add', async () => {
        await delay(50);
        return undefined;
      }),
    );
    const { router } = await openForm();
    const u = user();
    await fillForm(u);
    await submit(u);
    const button = screen.getByRole('button', { name: /Submitting/ });
    expect(button).toBeDisabled();
    expect(await screen.findByText('Business profile saved successfully')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('');
    expect(getStoredUser()?.hasCompletedProfile).toBe(true);
    expect(readDraft('profiles:business')).toBeNull();
    expect(router.state.location.pathname).toBe('/complete-business-profile');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/foreignDashboard'));
  });

  it('sends once on a double click', async () => {
    await signInAs('new.foreign@corridor.test');
    let calls = 0;
    use(
      http.post('*/foreign/add', () => {
        calls += 1;
        return undefined;
      }),
    );
    await openForm();
    const u = user();
    await fillForm(u);
    await u.dblClick(screen.getByRole('button', { name: 'Save Business Profile' }));
    expect(await screen.findByText('Business profile saved successfully')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('sends an admin back to the admin panel', async () => {
    await signInAs('admin');
    const { router } = await openForm();
    const u = user();
    expect(screen.getByText(/registering this profile on behalf of a business/)).toBeInTheDocument();
    await fillForm(u);
    await submit(u);
    expect(await screen.findByText('Business profile saved successfully')).toBeInTheDocument();
    expect(getStoredUser()?.hasCompletedProfile).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminPanel'));
  });

  it('shows the server text of a 202, or the default sentence', async () => {
    await signInAs('new.foreign@corridor.test');
    use(http.post('*/foreign/add', () => HttpResponse.text('Please fill all required fields', { status: 202 })));
    await openForm();
    const u = user();
    await fillForm(u);
    await submit(u);
    expect(await screen.findByText('Please fill all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Dahl Subsea Robotics AS');

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Please fill all required fields')).not.toBeInTheDocument();

    use(http.post('*/foreign/add', () => new HttpResponse(null, { status: 202 })));
    await submit(u);
    expect(await screen.findByText('Please fill all required fields')).toBeInTheDocument();
  });

  it('shows the server text of another status (a second profile is refused)', async () => {
    await signInAs('foreign');
    await openForm();
    const u = user();
    await fillForm(u);
    await submit(u);
    expect(await screen.findByText('A profile already exists for this account.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('A profile already exists for this account.')).not.toBeInTheDocument();
  });

  it("says 'Network Issue' for a failure without text and keeps the answers", async () => {
    await signInAs('new.foreign@corridor.test');
    use(http.post('*/foreign/add', () => new HttpResponse(null, { status: 500 })));
    await openForm();
    const u = user();
    await fillForm(u);
    await submit(u);
    expect(await screen.findByText('Network Issue')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Operating Region/)).toHaveValue('Norway, Nordics');
  });

  it('reports an exception when the server cannot be reached', async () => {
    await signInAs('new.foreign@corridor.test');
    use(answer.networkError('post', '/foreign/add'));
    await openForm();
    const u = user();
    await fillForm(u);
    await submit(u);
    expect(await screen.findByText('An error occurred while saving your data')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Dahl Subsea Robotics AS');
  });

  it('keeps a draft across a reload until it is cleared', async () => {
    await signInAs('new.foreign@corridor.test');
    const first = await openForm();
    const u = user();
    await u.type(screen.getByLabelText(/^Company Name/), 'Dahl Subsea');
    await u.selectOptions(screen.getByLabelText(/^Industry/), 'Manufacturing & Industrial');
    first.unmount();

    await openForm();
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Dahl Subsea');
    expect(screen.getByLabelText(/^Industry/)).toHaveValue('Manufacturing & Industrial');
    expect(screen.getByText('We restored the answers you had not submitted yet.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Clear the form' }));
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('');
    expect(readDraft('profiles:business')).toBeNull();
  });
});
