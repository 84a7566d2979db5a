import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();
import { counter, openAsNonAdmin, openPanel, rowOf, search, serverRows } from '../test/admin-panel-harness';
import type { Row } from '../test/admin-panel-harness';

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
    const requested = await openAsNonAdmin(account, '/adminPanel');

    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requested).not.toContain('/adminPanel');
  });
});
