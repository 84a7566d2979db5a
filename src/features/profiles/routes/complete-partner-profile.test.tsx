import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer, renderRoute, signInAs, use, withFakeTimers, withScreenBackend } from '@/test/screen-harness';
import { getStoredUser, readDraft, writeDraft } from '@/lib/storage';
import { partnerAnswers } from '../test/partner-answers';

withScreenBackend();

const user = withFakeTimers();


/** Every text answer of the form, as a saved draft (the logo is never part of a draft). */
const answers = {
  ...partnerAnswers,
  complianceCertifications: '',
  detailedServiceDescription: 'Company formation, visas and PRO work for Nordic founders.',
  languagesSupported: 'English ,Arabic,,  Swedish',
  preferredClientIndustries: '',
  SLAEngagementPreferences: '',
  previousExperience: '',
  teamExpertise: '',
  matchScoreCriteria: '',
};

const logo = () => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });

async function openForm(draft: Partial<typeof answers> | null = answers) {
  if (draft) writeDraft('profiles:partner', draft);
  const view = renderRoute('/complete-partner-profile');
  await screen.findByRole('heading', { level: 1, name: 'Register as a Local Partner' });
  return view;
}

const logoInput = () => screen.getByLabelText(/^Business Logo/);
const submit = (u: ReturnType<typeof user>) => u.click(screen.getByRole('button', { name: 'Register as a Local Partner' }));

async function chooseLogo(u: ReturnType<typeof user>) {
  await u.upload(logoInput(), logo());
  expect(await screen.findByRole('img', { name: 'Preview of the business logo' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
}

const optionTexts = (label: RegExp) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('/complete-partner-profile', () => {
  it('uses the first reading of the lists and labels the logo required with an "optional" hint', async () => {
    await signInAs('new.local@corridor.test');
    await openForm(null);
    expect(optionTexts(/^Business Type/)).not.toContain('Sole Proprietorship');
    expect(optionTexts(/^Company Size/)).not.toContain('30-50 employees');
    expect(optionTexts(/^Industry Focus/)).toContain('Hospitality & Tourism');
    expect(optionTexts(/^Pricing Model/)).not.toContain('Wholesale/Retail');
    expect(optionTexts(/^Collaboration Preferences/)).not.toContain('Distribution & Retail Chains');
    expect(logoInput()).toHaveAttribute('aria-required', 'true');
    expect(logoInput()).toHaveAccessibleDescription(/^Optional\./);
    expect(screen.getByLabelText(/^Compliance Certifications/)).not.toHaveAttribute('aria-required');
  });

  it('asks for the required fields only, and clears the message after 3 s', async () => {
    await signInAs('new.local@corridor.test');
    await openForm(null);
    const u = user();
    await submit(u);
    expect(await screen.findByText('Please complete all * required fields')).toBeInTheDocument();
    expect(logoInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Languages Supported/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Team Expertise/)).not.toHaveAttribute('aria-invalid');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Please complete all * required fields')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image and keeps the other answers', async () => {
    await signInAs('new.local@corridor.test');
    await openForm();
    const u = user({ applyAccept: false });
    await u.upload(logoInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('This file is not an image. Choose a PNG, JPG, SVG, GIF or WebP file.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the business logo' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Ketbi PRO Services');
  });

  it('refuses an image larger than 1 MB and keeps the logo already chosen', async () => {
    await signInAs('new.local@corridor.test');
    await openForm();
    const u = user();
    await chooseLogo(u);
    await u.upload(logoInput(), new File([new Uint8Array(1_000_001)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('This image is larger than 1 MB. Choose a smaller file.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the business logo' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg/));
    expect(screen.getByLabelText(/^Contact Email/)).toHaveValue('yousef@ketbi.ae');
  });

  it.each([
    ['Years in Operation', '2.5', 'Enter a whole number of years from 0 to 300.'],
    ['Contact Email', 'yousef@ketbi', 'Enter a valid e-mail address, e.g. name@company.com.'],
    ['Contact Phone', '12-34', 'Enter a valid phone number with 7 to 15 digits, e.g. +971 4 123 4567.'],
    ['Languages Supported', 'English; Arabic', 'Use commas (not ; or /) between languages, e.g. English, Arabic.'],
  ])('checks the format of %s', async (label, value, message) => {
    await signInAs('new.local@corridor.test');
    await openForm();
    const u = user();
    await chooseLogo(u);
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await u.clear(input);
    await u.type(input, value);
    await submit(u);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue(label === 'Years in Operation' ? 2.5 : value);
  });

  it('registers with the logo, hasPurchased false and normalised languages, then goes to the dashboard after 2 s', async () => {
    await signInAs('new.local@corridor.test');
    const bodies: Record<string, unknown>[] = [];
    use(
      http.post('*/local-partner/add', async ({ request }) => {
        bodies.push((await request.clone().json()) as Record<string, unknown>);
        return undefined;
      }),
    );
    const { router } = await openForm();
    expect(screen.getByText(/Logos are not kept in drafts/)).toBeInTheDocument();
    const u = user();
    await chooseLogo(u);
    await submit(u);
    expect(await screen.findByText('Your partner profile was submitted. An admin will verify it shortly.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      ID: 'usr_0006',
      hasPurchased: false,
      yearsInOperation: 6,
      languagesSupported: 'English, Arabic, Swedish',
      businessLogo: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Preview of the business logo' })).not.toBeInTheDocument();
    expect(getStoredUser()).toMatchObject({ hasCompletedProfile: true, profileId: expect.stringMatching(/^lp_/) });
    expect(readDraft('profiles:partner')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner-dashboard'));
  });

  it('sends an admin back to the admin panel', async () => {
    await signInAs('admin');
    const { router } = await openForm();
    const u = user();
    await chooseLogo(u);
    await submit(u);
    expect(await screen.findByText(/Your partner profile was submitted/)).toBeInTheDocument();
    expect(getStoredUser()?.category).toBe('admin');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminPanel'));
  });

  it('shows the server message of a 409 and clears it after 2 s', async () => {
    await signInAs('local');
    await openForm();
    const u = user();
    await chooseLogo(u);
    await submit(u);
    expect(await screen.findByText('A profile already exists for this account.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('A profile already exists for this account.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Ketbi PRO Services');
  });

  it('shows a field the server refused on that field, with aria-invalid and the focus', async () => {
    await signInAs('new.local@corridor.test');
    use(answer.json('post', '/local-partner/add', { message: 'contactEmail must be an e-mail address', errors: [{ path: 'contactEmail', message: 'contactEmail must be an e-mail address' }] }, 400));
    await openForm();
    const u = user();
    await chooseLogo(u);
    await submit(u);
    const email = await screen.findByLabelText(/^Contact Email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/contactEmail must be an e-mail address/);
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Company Name/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the generic sentence for another failure', async () => {
    await signInAs('new.local@corridor.test');
    use(answer.error('post', '/local-partner/add', 500));
    await openForm();
    const u = user();
    await chooseLogo(u);
    await submit(u);
    expect(await screen.findByText('Error submitting form. Please try again.')).toBeInTheDocument();
  });

  it('shows the network sentence when the server cannot be reached', async () => {
    await signInAs('new.local@corridor.test');
    use(answer.networkError('post', '/local-partner/add'));
    await openForm();
    const u = user();
    await chooseLogo(u);
    await submit(u);
    expect(await screen.findByText('Submission error. Check Network connection or try again.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the business logo' })).toBeInTheDocument();
  });

  it('needs a stored user', async () => {
    await openForm();
    const u = user();
    await chooseLogo(u);
    await submit(u);
    expect(await screen.findByText('User not found. Please log in again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('keeps the answers but never the logo in the draft', async () => {
    await signInAs('new.local@corridor.test');
    await openForm(null);
    const u = user();
    await chooseLogo(u);
    await u.type(screen.getByLabelText(/^Company Name/), 'Ketbi');
    const draft = readDraft<Record<string, unknown>>('profiles:partner');
    expect(draft).toMatchObject({ companyName: 'Ketbi' });
    expect(draft).not.toHaveProperty('businessLogo');
  });
});
