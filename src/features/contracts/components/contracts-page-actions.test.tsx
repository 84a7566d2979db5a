import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, renderRoute, signInAs, use, withRequestLog, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();
// The first screen of a file loads its lazy route and the seeded backend: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const requests = withRequestLog();

describe('acting on requests', () => {
  it('approves a pending request after confirmation, shows progress and reloads the lists', async () => {
    await signInAs('local');
    renderRoute('/partner/AllContracts?tab=pending&with=foreign');
    const request = await screen.findByRole('article', { name: 'Maison Aubrac Hospitalité SAS' });
    expect(within(request).getByText('Pending')).toBeInTheDocument();
    expect(within(request).queryByRole('link', { name: /View Details/ })).not.toBeInTheDocument();

    await userEvent.click(within(request).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve this request?' });
    expect(dialog).toHaveTextContent('Approving with Maison Aubrac Hospitalité SAS creates the contract and its SLA.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('No contracts found for your account.')).toBeInTheDocument();
    // The emptied tab says what it would hold, so it is not read as an account without contracts.
    expect(screen.getByText('No requests are waiting for your answer here right now.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Request approved. The contract with Maison Aubrac Hospitalité SAS is now under Approved.');
    expect(requests).toContainEqual({ method: 'POST', path: '/ApproveRequest', body: { ID: 'ctr_0009' } });
    expect(requests.filter((r) => r.path === '/partner/pending-requests')).toHaveLength(2);

    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByRole('article', { name: 'Maison Aubrac Hospitalité SAS' })).toBeInTheDocument();
  });

  it('shows "Processing..." and cannot be sent twice while the approval runs', async () => {
    await signInAs('local');
    use(answer.loading('post', '/ApproveRequest'));
    renderRoute('/partner/AllContracts?tab=pending&with=foreign');
    const request = await screen.findByRole('article', { name: 'Maison Aubrac Hospitalité SAS' });
    await userEvent.click(within(request).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    const busy = await within(dialog).findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep request' })).toBeDisabled();
    await userEvent.click(busy);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/ApproveRequest')).toHaveLength(1);
    expect(within(request).getByRole('button', { name: 'Approve' })).toBeDisabled();
  });

  it('rejects a pending request with POST /RejectRequest and reloads the list', async () => {
    await signInAs('local');
    renderRoute('/partner/AllContracts?tab=pending&with=investor');
    const request = await screen.findByRole('article', { name: 'Hamad Al Falasi' });
    await userEvent.click(within(request).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('No contracts found for your account.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Request from Hamad Al Falasi rejected.');
    expect(requests).toContainEqual({ method: 'POST', path: '/RejectRequest', body: { ID: 'ctr_0010' } });
  });

  it('cancels a sent request with its contract id (not the click event) and reloads the list', async () => {
    await signInAs('local');
    renderRoute('/partner/AllContracts?tab=sent&with=foreign');
    const request = await screen.findByRole('article', { name: 'Almwiese Tourismus GmbH' });
    expect(within(request).getByText('Sent')).toBeInTheDocument();
    expect(within(request).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await userEvent.click(within(request).getByRole('button', { name: 'Cancel Sent request' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Sent request' }));

    expect(await screen.findByText('No contracts found for your account.')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'POST', path: '/cancelReq', body: { ID: 'ctr_0015' } });
    expect(requests.filter((r) => r.path === '/partner/sent-requests')).toHaveLength(2);
    // the sender still sees what happened, under Closed requests, with no actions
    const closed = await screen.findByRole('region', { name: 'Closed requests' });
    const cancelled = await within(closed).findByRole('article', { name: 'Almwiese Tourismus GmbH' });
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'POST', path: '/partner/closed-requests', body: { id: expect.any(String), userType: 'local', requestType: 'foreign' } });
  });

  it('shows the sender a request the other side rejected, under Closed requests in Request Sent', async () => {
    await signInAs('foreign');
    use(
      answer.json('post', '/business/closed-requests', {
        contracts: [
          {
            _id: 'ctr_9001', contractId: 'ctr_9001', category: 'local-foreign', status: 'rejected', type: 'local', direction: 'sent',
            name: 'Dune Legal', createdAt: '2026-10-01T09:00:00.000Z', updatedAt: '2026-10-02T09:00:00.000Z', senderProfileId: 'fb_1', recipientProfileId: 'lp_9',
            counterparty: { _id: 'lp_9', kind: 'local', companyName: 'Dune Legal' },
          },
        ],
      }, 200),
    );
    renderRoute('/foreign/AllContracts?tab=sent&with=local');
    const closed = await screen.findByRole('region', { name: 'Closed requests' });
    const card = within(closed).getByRole('article', { name: 'Dune Legal' });
    expect(within(card).getByText('Rejected')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel Sent request' })).not.toBeInTheDocument();
  });

  it('sends nothing when the confirmation is dismissed', async () => {
    await signInAs('local');
    renderRoute('/partner/AllContracts?tab=sent&with=foreign');
    const request = await screen.findByRole('article', { name: 'Almwiese Tourismus GmbH' });
    await userEvent.click(within(request).getByRole('button', { name: 'Cancel Sent request' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep request' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.some((r) => r.path === '/cancelReq')).toBe(false);
    expect(within(request).getByRole('button', { name: 'Cancel Sent request' })).toHaveFocus();
  });

  it('keeps the dialog open with the server\'s message when the action fails, and reloads the list', async () => {
    await signInAs('local');
    use(answer.error('post', '/ApproveRequest', 409, 'This request is no longer pending.'));
    renderRoute('/partner/AllContracts?tab=pending&with=foreign');
    const request = await screen.findByRole('article', { name: 'Maison Aubrac Hospitalité SAS' });
    await userEvent.click(within(request).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request is no longer pending.');
    await waitFor(() => expect(requests.filter((r) => r.path === '/partner/pending-requests')).toHaveLength(2));
  });

  it('says the request could not be updated when the network fails', async () => {
    await signInAs('local');
    use(http.post('*/cancelReq', () => HttpResponse.error()));
    renderRoute('/partner/AllContracts?tab=sent&with=foreign');
    const request = await screen.findByRole('article', { name: 'Almwiese Tourismus GmbH' });
    await userEvent.click(within(request).getByRole('button', { name: 'Cancel Sent request' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Sent request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The request could not be updated. Please try again.');
  });
});

describe('who sees which contracts page', () => {
  it('says "User not authenticated" without a session', async () => {
    renderRoute('/investor/AllContracts');
    expect(await screen.findByRole('heading', { name: 'User not authenticated' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['foreign', '/partner/AllContracts', '/foreign/AllContracts'],
    ['local', '/investor/AllContracts', '/partner/AllContracts'],
    ['investor', '/foreign/AllContracts', '/investor/AllContracts'],
    ['admin', '/partner/AllContracts', '/admin/AllContracts'],
  ] as const)('sends a %s user from %s to %s', async (account, from, to) => {
    await signInAs(account);
    const { router } = renderRoute(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('shows an account without a profile an empty list', async () => {
    await signInAs('new.foreign@corridor.test');
    renderRoute('/foreign/AllContracts');
    expect(await screen.findByText('No contracts found for your account.')).toBeInTheDocument();
  });
});
