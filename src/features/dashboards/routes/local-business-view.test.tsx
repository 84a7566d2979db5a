import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();

const VIEW = '/foreign/applyForCheckProfileofPartner';
const APPLY = '/partner/applyForPartnership';

async function sentRequests(token: string, userId: string) {
  const response = await fetch(`${location.origin}/business/sent-requests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ id: userId, userType: 'foreign', requestType: 'local' }),
  });
  return ((await response.json()) as { contracts: { recipientProfileId?: string; status: string }[] }).contracts;
}

describe('/local-business/:id', () => {
  it('shows User not authenticated without a stored user and token', async () => {
    renderRoute('/local-business/lp_0028');
    expect(await screen.findByRole('heading', { name: 'User not authenticated' })).toBeInTheDocument();
  });

  it('shows the loading state', async () => {
    await signInAs('foreign');
    use(answer.loading('post', VIEW));
    renderRoute('/local-business/lp_0028');
    expect(await screen.findByText('Loading profile…')).toBeInTheDocument();
  });

  it('lays out the partner’s public fields, the Verified badge and the viewer’s match', async () => {
    await signInAs('foreign');
    use(
      answer.json('get', '/foreign/matches', [
        {
          _id: 'lp_0028',
          ID: 'usr_0033',
          companyName: 'Murjan Reef Treasury Partners',
          verificationStatus: 'Approved',
          matchScore: 89,
          matchReasons: [
            { factor: 'industry', text: 'Both work in fintech and financial services', points: 13 },
            { factor: 'partnerType', text: 'This partner is a bank', points: 7 },
            { factor: 'other', text: 'Other factors combined', points: 19 },
          ],
        },
      ]),
    );
    renderRoute('/local-business/lp_0028');
    expect(await screen.findByRole('heading', { level: 1, name: 'Murjan Reef Treasury Partners' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/foreignDashboard');
    for (const heading of ['About', 'Services', 'Experience and team', 'What they look for', 'Contact', 'Registration and compliance']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    // A value is set in its own direction inside its <dd> (an English value on an Arabic page stays whole).
    expect(screen.getByText('Banking & treasury', { selector: 'dd > span' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('link', { name: 'contact@murjan-reef-treasury-partners.example' })).toHaveAttribute(
      'href',
      'mailto:contact@murjan-reef-treasury-partners.example',
    );
    const match = await screen.findByRole('region', { name: 'Your match' });
    expect(within(match).getByRole('img', { name: 'Match score 89 out of 100, Excellent match' })).toBeInTheDocument();
    expect(within(match).getAllByRole('listitem')).toHaveLength(3);
    expect(within(match).getByText('Every match starts at 50 points; these reasons bring it to 89.')).toBeInTheDocument();
  });

  it('connects after a confirmation, shows the success banner and then the sent state', async () => {
    const { token, user } = await signInAs('foreign');
    renderRoute('/local-business/lp_0028');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect with Partner' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Connect with Partner' });
    expect(dialog).toHaveTextContent('Send a connection request to Murjan Reef Treasury Partners?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    const success = await screen.findByText('Connection request sent successfully');
    expect(success.closest('[role="status"]')).toHaveTextContent('Request sent');
    expect(await screen.findByText('Request sent — awaiting response')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Contracts' })).toHaveAttribute('href', '/foreign/AllContracts');
    expect(screen.queryByRole('button', { name: 'Connect with Partner' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('applying-overlay')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByText('Connection request sent successfully')).not.toBeInTheDocument();

    const sent = await sentRequests(token, user.id);
    expect(sent.filter((contract) => contract.recipientProfileId === 'lp_0028')).toHaveLength(1);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { token, user } = await signInAs('foreign');
    renderRoute('/local-business/lp_0028');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect with Partner' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((await sentRequests(token, user.id)).some((contract) => contract.recipientProfileId === 'lp_0028')).toBe(false);
  });

  it('covers the page with the applying overlay while the request is on its way', async () => {
    await signInAs('foreign');
    use(answer.loading('post', APPLY));
    renderRoute('/local-business/lp_0028');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect with Partner' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByTestId('applying-overlay')).toHaveTextContent('Sending your request…');
    expect(screen.getByRole('button', { name: 'Connect with Partner' })).toBeDisabled();
  });

  it.each([
    ['the server’s message', answer.error('post', APPLY, 409, 'A request between you and this party is already open.'), 'A request between you and this party is already open.'],
    ['the fallback without a message', answer.json('post', APPLY, {}, 500), 'Failed to send connection request. Please try again.'],
    ['the exception sentence when nothing answers', answer.networkError('post', APPLY), 'An error occurred while sending your connection request. Please try again.'],
  ])('shows a closable error banner with %s', async (_case, handler, message) => {
    await signInAs('foreign');
    use(handler);
    renderRoute('/local-business/lp_0028');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect with Partner' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send request' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Request not sent');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await userEvent.click(within(alert).getByRole('button', { name: 'Close message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect with Partner' })).toBeEnabled();
  });

  it('shows an already sent request instead of a second one', async () => {
    await signInAs('foreign');
    renderRoute('/local-business/lp_0005');
    expect(await screen.findByText('Request sent — awaiting response')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect with Partner' })).not.toBeInTheDocument();
  });

  it('shows a received request with the way to the contracts', async () => {
    await signInAs('foreign');
    const base = await (await fetch(`${location.origin}${VIEW}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` },
      body: JSON.stringify({ id: 'lp_0028' }),
    })).json();
    use(answer.json('post', VIEW, { ...base, connection: { contractId: 'ctr_9001', status: 'pending' } }));
    renderRoute('/local-business/lp_0028');
    expect(await screen.findByText('Request received — see Contracts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Contracts' })).toHaveAttribute('href', '/foreign/AllContracts');
    expect(screen.getByRole('link', { name: 'Message Murjan Reef Treasury Partners' })).toHaveAttribute('href', '/messages/ctr_9001');
  });

  it('shows Connected with a link to the contract of an approved request', async () => {
    await signInAs('foreign');
    renderRoute('/local-business/lp_0001');
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the contract' })).toHaveAttribute('href', '/contract/ctr_0001');
    expect(screen.getByRole('link', { name: 'Message Al Noor Corporate Services' })).toHaveAttribute('href', '/messages/ctr_0001');
    expect(screen.queryByRole('button', { name: 'Connect with Partner' })).not.toBeInTheDocument();
  });

  it('hides the action from an admin', async () => {
    await signInAs('admin');
    renderRoute('/local-business/lp_0028');
    expect(await screen.findByRole('heading', { level: 1, name: 'Murjan Reef Treasury Partners' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect with Partner' })).not.toBeInTheDocument();
  });

  it('says Partner not found for an unknown or unverified partner', async () => {
    await signInAs('foreign');
    const first = renderRoute('/local-business/lp_9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner not found' })).toBeInTheDocument();
    first.unmount();
    // lp_0067 is pending verification, lp_0068 rejected: neither is shown to others.
    const pending = renderRoute('/local-business/lp_0067');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner not found' })).toBeInTheDocument();
    pending.unmount();
    renderRoute('/local-business/lp_0068');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner not found' })).toBeInTheDocument();
  });

  it('shows the server’s message, or Error loading partner data, with Try Again', async () => {
    await signInAs('foreign');
    use(answer.error('post', VIEW, 500, 'The partner directory is being updated.'));
    const first = renderRoute('/local-business/lp_0028');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Profile');
    expect(alert).toHaveTextContent('The partner directory is being updated.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    first.unmount();

    use(answer.json('post', VIEW, {}, 503));
    renderRoute('/local-business/lp_0028');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading partner data');
  });

  it('shows Failed to load partner data when nothing answers', async () => {
    await signInAs('foreign');
    use(answer.networkError('post', VIEW));
    renderRoute('/local-business/lp_0028');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load partner data');
  });
});
