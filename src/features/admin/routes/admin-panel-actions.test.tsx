import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setVerificationStatus } from '../../../../mocks/domain/business-rows';
import { queryKeys } from '@/api/query-keys';
import { answer, use, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();
// Lazy route chunks and the mock answer well within this, even on a busy machine.
configure({ asyncUtilTimeout: 5000 });
import { serverRows, foreignMatchIds, openPanel, rowOf, search, firstPending, counter } from '../test/admin-panel-harness';

describe('/adminPanel actions for an admin', () => {
  it('asks before accepting, and No changes nothing', async () => {
    await openPanel();
    const target = await firstPending();
    await search(target.name);

    await userEvent.click(await screen.findByRole('button', { name: `Accept ${target.name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to accept this business?' });
    expect(dialog).toHaveTextContent(target.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Accept ${target.name}` })).toHaveFocus();
    expect((await serverRows()).find((row) => row._id === target._id)?.status).toBe('Pending');
  });

  it('accepts a pending partner: Active, verified and in the foreign user’s matches, counters and match lists refreshed', async () => {
    const { queryClient } = await openPanel();
    // A match list some other screen cached: accepting must make it stale.
    queryClient.setQueryData(queryKeys.matches('foreign', 'local'), []);
    const rows = await serverRows();
    const pendingBefore = rows.filter((row) => row.category === 'local' && row.status === 'Pending').length;
    const target = rows.find((row) => row._id === 'lp_0066') ?? (await firstPending());
    expect(await foreignMatchIds()).not.toContain(target._id);
    await search(target.name);

    await userEvent.click(await screen.findByRole('button', { name: `Accept ${target.name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to accept this business?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(`${target.name} was accepted. It is now verified and can be matched.`)).toBeInTheDocument();
    const row = rowOf(target.name);
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getAllByRole('button').map((button) => button.textContent)).toEqual(['Delete']);
    expect(screen.getByRole('link', { name: target.name })).toHaveFocus();
    await waitFor(() => expect(counter('Local partners')).toHaveTextContent(`${pendingBefore - 1} pending verification`));
    expect(queryClient.getQueryState(queryKeys.matches('foreign', 'local'))?.isInvalidated).toBe(true);
    expect((await serverRows()).find((item) => item._id === target._id)?.status).toBe('Active');
    if (target._id === 'lp_0066') expect(await foreignMatchIds()).toContain(target._id);
  });

  it('shows a spinner on the running action and disables the row’s buttons until it ends', async () => {
    await openPanel();
    const target = await firstPending();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    use(
      http.put('*/adminPanel/reject/:id', async ({ params }) => {
        calls += 1;
        await gate;
        await setVerificationStatus(String(params.id), 'Rejected');
        return HttpResponse.json({ message: 'Business rejected' });
      }),
    );
    await search(target.name);
    await userEvent.click(await screen.findByRole('button', { name: `Reject ${target.name}` }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    const reject = await screen.findByRole('button', { name: `Reject ${target.name}` });
    await waitFor(() => expect(reject).toHaveAttribute('aria-busy', 'true'));
    expect(reject).toBeDisabled();
    expect(screen.getByRole('button', { name: `Accept ${target.name}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Delete ${target.name}` })).toBeDisabled();
    await userEvent.click(reject);
    expect(calls).toBe(1);

    await act(async () => release());
    await waitFor(() => expect(within(rowOf(target.name)).getByText('Rejected')).toBeInTheDocument());
    expect(within(rowOf(target.name)).getByRole('button', { name: `Delete ${target.name}` })).toBeEnabled();
  });

  it('rejects a pending partner: Rejected, only Delete left, and out of the pending count', async () => {
    await openPanel();
    const target = await firstPending();
    await search(target.name);

    await userEvent.click(await screen.findByRole('button', { name: `Reject ${target.name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to reject this business?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(`${target.name} was rejected. It no longer appears in any match list.`)).toBeInTheDocument();
    const row = rowOf(target.name);
    expect(within(row).getByText('Rejected')).toBeInTheDocument();
    expect(within(row).getAllByRole('button').map((button) => button.textContent)).toEqual(['Delete']);
    expect((await serverRows()).find((item) => item._id === target._id)?.status).toBe('Rejected');
    expect(await foreignMatchIds()).not.toContain(target._id);
  });

  it('deletes a business: the row goes, the counter follows and focus moves to the list heading', async () => {
    await openPanel();
    const rows = await serverRows();
    const target = rows.find((row) => row.category === 'investor')!;
    const investors = rows.filter((row) => row.category === 'investor').length;
    await search(target.name);

    await userEvent.click(await screen.findByRole('button', { name: `Delete ${target.name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this business?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(`${target.name} was deleted.`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: target.name })).not.toBeInTheDocument();
    expect(counter('Investors')).toHaveTextContent(String(investors - 1));
    expect(screen.getByRole('heading', { level: 2, name: 'Businesses' })).toHaveFocus();
    expect((await serverRows()).some((row) => row._id === target._id)).toBe(false);
  });

  it('shows a failed action as a dismissible error with the server’s message', async () => {
    await openPanel();
    const target = await firstPending();
    use(answer.error('post', '/adminPanel/accept/', 409, 'Only pending local partners can be accepted.'));
    await search(target.name);

    await userEvent.click(await screen.findByRole('button', { name: `Accept ${target.name}` }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Could not accept ${target.name}.`);
    expect(alert).toHaveTextContent('Only pending local partners can be accepted.');
    expect(within(rowOf(target.name)).getByRole('button', { name: `Accept ${target.name}` })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the admin when an action fails for lack of network', async () => {
    await openPanel();
    const target = (await serverRows()).find((row) => row.category === 'foreign')!;
    use(answer.networkError('post', '/adminPanel/delete'));
    await search(target.name);

    await userEvent.click(await screen.findByRole('button', { name: `Delete ${target.name}` }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Could not delete ${target.name}.`);
    expect(alert).toHaveTextContent('Network error. Check your connection and try again.');
    expect(screen.getByRole('link', { name: target.name })).toBeInTheDocument();
  });

  it('offers the three profile-completion pages under Add New', async () => {
    const { router } = await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Add New' }));
    const menu = screen.getByRole('menu', { name: 'Add New' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Foreign Business', '/complete-business-profile'],
      ['Local Business', '/complete-partner-profile'],
      ['Investor', '/complete-investor-profile'],
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Local Business' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-partner-profile'));
  });

  it('links to all contracts from the page and from the header, next to an Admin panel entry', async () => {
    const { router } = await openPanel();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Admin panel' })).toHaveAttribute('href', '/adminPanel');
    expect(within(nav).getByRole('link', { name: 'Contracts' })).toHaveAttribute('href', '/admin/AllContracts');

    await userEvent.click(screen.getByRole('link', { name: 'All contracts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'All contracts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/AllContracts');
  });

  it('logs out after the confirmation', async () => {
    const { router } = await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Logout' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
