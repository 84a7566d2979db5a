import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, renderRoute, signInAs, use as overrideHandlers, withFakeTimers, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();

const user = withFakeTimers();

const PATH = '/LocalBusinessProfile/lp_0001';

async function openProfile() {
  const view = renderRoute(PATH);
  await screen.findByRole('heading', { level: 2, name: 'Al Noor Corporate Services' });
  return view;
}

const detail = (term: string) => screen.getAllByText(term, { selector: 'dt' })[0]?.nextElementSibling?.textContent;

/** Signs the demo partner in, records every profile update it sends, and opens its profile for editing. */
async function editAndRecordUpdates() {
  await signInAs('local');
  const bodies: { updateData: Record<string, unknown> }[] = [];
  overrideHandlers(
    http.post('*/partner/updateProfile', async ({ request }) => {
      bodies.push((await request.clone().json()) as { updateData: Record<string, unknown> });
      return undefined;
    }),
  );
  await openProfile();
  const u = user();
  await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return { u, bodies };
}

describe('/LocalBusinessProfile/{id}', () => {
  it('shows the stored verification status as the badge, and the logo', async () => {
    await signInAs('local');
    await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Local partner profile' })).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo of Al Noor Corporate Services' })).toBeInTheDocument();
    expect(detail('Years in Operation')).toBe('9 years');
    expect(detail('Languages Supported')).toBe('English, Arabic, Swedish, Hindi, French');
  });

  it('says when the profile waits for verification', async () => {
    await signInAs('local');
    overrideHandlers(answer.json('get', '/partner-dashboard/profile', { _id: 'lp_0001', ID: 'usr_0002', companyName: 'Al Noor Corporate Services', verificationStatus: 'Pending' }));
    await openProfile();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText(/waiting for verification/)).toBeInTheDocument();
    expect(detail('Tax ID')).toBe('Not provided');
  });

  it('shows Unknown without a status', async () => {
    await signInAs('local');
    overrideHandlers(answer.json('get', '/partner-dashboard/profile', { _id: 'lp_0001', ID: 'usr_0002', companyName: 'Al Noor Corporate Services', verificationStatus: '' }));
    await openProfile();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });

  it('edits with the second reading of the lists', async () => {
    await signInAs('local');
    await openProfile();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(within(screen.getByLabelText(/^Company Size/)).getByRole('option', { name: '30-50 employees' })).toBeInTheDocument();
    expect(within(screen.getByLabelText(/^Business Type/)).getByRole('option', { name: 'Sole Proprietorship' })).toBeInTheDocument();
    expect(within(screen.getByLabelText(/^Pricing Model/)).getByRole('option', { name: 'Wholesale/Retail' })).toBeInTheDocument();
    expect(within(screen.getByLabelText(/^Collaboration Preferences/)).getByRole('option', { name: 'Distribution & Retail Chains' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the business logo' })).toHaveAttribute('src', expect.stringMatching(/^data:image\//));
  });

  it('saves a new size after confirmation without resending the unchanged logo', async () => {
    const { u, bodies } = await editAndRecordUpdates();
    await u.selectOptions(screen.getByLabelText(/^Company Size/), '30-50');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await u.click(within(await screen.findByRole('alertdialog', { name: 'Confirm Profile Update' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(detail('Company Size')).toBe('30-50 employees');
    // The logo was not changed, so it is not sent again.
    expect(bodies[0]?.updateData).not.toHaveProperty('businessLogo');
    expect(bodies[0]?.updateData).toMatchObject({ companySize: '30-50', yearsInOperation: 9 });
  });

  it('keeps an unsaved edit across a reload, and Cancel drops it', async () => {
    await signInAs('local');
    const first = await openProfile();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.selectOptions(screen.getByLabelText(/^Company Size/), '30-50');
    await u.clear(screen.getByLabelText(/^Company Name/));
    await u.type(screen.getByLabelText(/^Company Name/), 'Al Noor Legal');
    first.unmount();

    renderRoute(PATH);
    expect(await screen.findByText('Your unsaved changes are back. Save them, or Cancel to drop them.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Al Noor Legal');
    expect(screen.getByLabelText(/^Company Size/)).toHaveValue('30-50');
    // the logo is the stored one (never kept in the draft)
    expect(screen.getByRole('img', { name: 'Preview of the business logo' })).toHaveAttribute('src', expect.stringMatching(/^data:image\//));
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(localStorage.getItem('draft:profiles:edit:lp_0001')).toBeNull();
  });

  it('sends a newly chosen logo and shows it', async () => {
    const { u, bodies } = await editAndRecordUpdates();
    await u.upload(screen.getByLabelText(/^Business Logo/), new File(['<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'], 'new.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Preview of the business logo' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/)));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(bodies[0]?.updateData.businessLogo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(screen.getByRole('img', { name: 'Logo of Al Noor Corporate Services' })).toHaveAttribute('src', bodies[0]?.updateData.businessLogo);
  });

  it('marks the registration fields required in the edit form too', async () => {
    await signInAs('local');
    await openProfile();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.clear(screen.getByLabelText(/^Tax ID/));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please complete all * required fields')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
