import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setVerificationStatus } from '../../../../mocks/domain/business-rows';
import { server } from '../../../../mocks/node';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';
import { answer, DEMO_PASSWORD, demoEmails, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();
// Lazy route chunks and the mock answer well within this, even on a busy machine.
configure({ asyncUtilTimeout: 5000 });

type Row = components['schemas']['BusinessListItem'];

/** The list as the server has it now, read with the stored admin token. */
async function serverRows(): Promise<Row[]> {
  const response = await fetch(`${location.origin}/adminPanel`, {
    headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
  });
  return (await response.json()) as Row[];
}

/** The demo foreign user's local-partner matches, read with its own token (the session stays the admin's). */
async function foreignMatchIds(): Promise<string[]> {
  const login = await fetch(`${location.origin}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoEmails.foreign, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${location.origin}/foreign/matches`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as Array<{ _id: string }>).map((match) => match._id);
}

async function openPanel() {
  await signInAs('admin');
  const view = renderRoute('/adminPanel');
  await screen.findByRole('heading', { level: 1, name: 'Admin Panel' });
  await screen.findByRole('table');
  return view;
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

async function search(text: string) {
  const box = screen.getByRole('searchbox', { name: 'Search by name or industry' });
  await userEvent.clear(box);
  if (text) await userEvent.type(box, text);
}

/** The first pending local partner of the server's list (newest first), found as an admin would. */
async function firstPending(): Promise<Row> {
  const row = (await serverRows()).find((item) => item.category === 'local' && item.status === 'Pending');
  if (!row) throw new Error('the seed has pending local partners');
  return row;
}

function counter(label: string) {
  const list = screen.getByRole('list', { name: 'Registered businesses' });
  return within(list).getByText(label).closest('li')!;
}

describe('/adminPanel for an admin', () => {
  it('shows the counters by type, the first page of businesses and the six columns', async () => {
    await signInAs('admin');
    const rows = await serverRows();
    renderRoute('/adminPanel');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    await screen.findByRole('table');
    const count = (category: string) => rows.filter((row) => row.category === category).length;
    expect(counter('Foreign businesses')).toHaveTextContent(String(count('foreign')));
    expect(counter('Local partners')).toHaveTextContent(String(count('local')));
    expect(counter('Investors')).toHaveTextContent(String(count('investor')));
    const pending = rows.filter((row) => row.category === 'local' && row.status === 'Pending').length;
    expect(counter('Local partners')).toHaveTextContent(`${pending} pending verification`);

    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Type',
      'Industry',
      'Contact',
      'Status',
      'Actions',
    ]);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText(`Showing 1–25 of ${rows.length}`)).toBeInTheDocument();
    const first = rows[0]!;
    const firstRow = rowOf(first.name);
    expect(firstRow).toHaveTextContent(first.industry);
    expect(firstRow).toHaveTextContent(first.contact);
    expect(firstRow).toHaveTextContent(first.status);
  });

  it('links each name to the profile page of its type', async () => {
    await openPanel();
    const rows = await serverRows();
    const paths = { foreign: '/foreign-business/', local: '/local-business/', investor: '/investor/' } as const;
    for (const category of ['foreign', 'local', 'investor'] as const) {
      const row = rows.find((item) => item.category === category)!;
      await search(row.name);
      expect(await screen.findByRole('link', { name: row.name })).toHaveAttribute('href', `${paths[category]}${row._id}`);
    }
  });

  it('offers Accept and Reject only on pending local rows, and Delete on every row', async () => {
    await openPanel();
    const rows = await serverRows();
    const pending = rows.find((row) => row.category === 'local' && row.status === 'Pending')!;
    const active = rows.find((row) => row.category === 'local' && row.status === 'Active')!;
    const foreign = rows.find((row) => row.category === 'foreign')!;
    const investor = rows.find((row) => row.category === 'investor')!;

    const buttonsOf = async (row: Row) => {
      await search(row.name);
      await screen.findByRole('link', { name: row.name });
      return within(rowOf(row.name))
        .getAllByRole('button')
        .map((button) => button.textContent);
    };
    expect(await buttonsOf(pending)).toEqual(['Accept', 'Reject', 'Delete']);
    expect(await buttonsOf(active)).toEqual(['Delete']);
    expect(await buttonsOf(foreign)).toEqual(['Delete']);
    expect(await buttonsOf(investor)).toEqual(['Delete']);
  });

  it('filters by type with the tabs and searches names and industries without regard to case', async () => {
    await openPanel();
    const rows = await serverRows();

    await userEvent.click(screen.getByRole('tab', { name: 'Local' }));
    const locals = rows.filter((row) => row.category === 'local');
    expect(await screen.findByText(`Showing 1–25 of ${locals.length}`)).toBeInTheDocument();
    // The Type cell is the first cell after the name (its hidden "Type" label is for the phone cards).
    const typeCells = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent?.replace(/^Type/, ''));
    expect(new Set(typeCells)).toEqual(new Set(['Local']));

    await search('FINTECH');
    const fintech = locals.filter((row) => `${row.name} ${row.industry}`.toLowerCase().includes('fintech'));
    expect(await screen.findByText(`Showing 1–${Math.min(25, fintech.length)} of ${fintech.length}`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    const allFintech = rows.filter((row) => `${row.name} ${row.industry}`.toLowerCase().includes('fintech'));
    expect(await screen.findByText(`Showing 1–${Math.min(25, allFintech.length)} of ${allFintech.length}`)).toBeInTheDocument();

    const byName = rows.find((row) => row.category === 'investor')!;
    await search(`  ${byName.name.toLowerCase()}  `);
    expect(await screen.findByRole('link', { name: byName.name })).toBeInTheDocument();

    await search('no business is called this');
    expect(await screen.findByText('No businesses found matching your criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through the businesses 25 at a time', async () => {
    await openPanel();
    const total = (await serverRows()).length;
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(`Page 1 of ${Math.ceil(total / 25)}`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`Showing 26–50 of ${total}`)).toBeInTheDocument();
    await userEvent.click(previous);
    expect(await screen.findByText(`Showing 1–25 of ${total}`)).toBeInTheDocument();
    // Previous at the first page does nothing.
    await userEvent.click(previous);
    expect(screen.getByText(`Showing 1–25 of ${total}`)).toBeInTheDocument();
  });

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

describe('/adminPanel states', () => {
  it('shows a loading state while the list is on its way', async () => {
    await signInAs('admin');
    use(answer.loading('get', '/adminPanel'));
    renderRoute('/adminPanel');
    expect(await screen.findByText('Loading businesses…')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Registered businesses' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the error with its message and loads again on Retry', async () => {
    await signInAs('admin');
    use(http.get('*/adminPanel', () => HttpResponse.json({ message: 'Server error' }, { status: 500 }), { once: true }));
    renderRoute('/adminPanel');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Businesses' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Server error');
    // The counters say they are not available instead of loading forever.
    const counters = screen.getByRole('list', { name: 'Registered businesses' });
    expect(counters).not.toHaveAttribute('aria-busy');
    expect(counter('Foreign businesses')).toHaveTextContent('Not available');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(counter('Foreign businesses')).not.toHaveTextContent('Not available');
  });

  it('says so when there are no businesses', async () => {
    await signInAs('admin');
    use(answer.json('get', '/adminPanel', []));
    renderRoute('/adminPanel');
    expect(await screen.findByText('No businesses found matching your criteria.')).toBeInTheDocument();
    expect(counter('Foreign businesses')).toHaveTextContent('0');
    expect(screen.queryByRole('navigation', { name: 'Pages of businesses' })).not.toBeInTheDocument();
  });
});

describe('/adminPanel for anyone else', () => {
  it.each(['foreign', 'local', 'investor', null] as const)('renders nothing for %s and never asks for the list', async (account) => {
    const requested: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      requested.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', onRequest);
    if (account) await signInAs(account);
    const { router } = renderRoute('/adminPanel');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    server.events.removeListener('request:start', onRequest);

    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requested).not.toContain('/adminPanel');
  });
});
