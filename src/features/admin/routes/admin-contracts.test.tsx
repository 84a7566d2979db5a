import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';
import { formatDate } from '@/lib/format';
import { openAsNonAdmin } from '../test/admin-panel-harness';

withScreenBackend();
// Lazy route chunks and the mock answer well within this, even on a busy machine.
configure({ asyncUtilTimeout: 5000 });

type Contract = components['schemas']['Contract'];

async function serverContracts(): Promise<Contract[]> {
  const response = await fetch(`${location.origin}/allContracts`, {
    headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
  });
  return (await response.json()) as Contract[];
}

describe('/admin/AllContracts for an admin', () => {
  it('shows every contract as a card with its category, status, created and last updated dates', async () => {
    await signInAs('admin');
    const contracts = await serverContracts();
    renderRoute('/admin/AllContracts');

    expect(await screen.findByRole('heading', { level: 1, name: 'All contracts' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(contracts.length);
    expect(screen.getByText(`${contracts.length} contracts`)).toBeInTheDocument();

    const first = contracts[0]!;
    const card = cards[0]!;
    expect(within(card).getByRole('heading', { level: 2, name: first.name })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: first.name })).toHaveAttribute('href', `/contract/${first.contractId}`);
    const category = first.category
      .split('-')
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join('-');
    expect(within(card).getByText('Category').nextElementSibling).toHaveTextContent(category);
    expect(within(card).getByText('Status').nextElementSibling).toHaveTextContent(new RegExp(first.status, 'i'));
    expect(within(card).getByText('Created').nextElementSibling).toHaveTextContent(formatDate(first.createdAt));
    expect(within(card).getByText('Last updated').nextElementSibling).toHaveTextContent(formatDate(first.updatedAt));
  });

  it('opens a contract from its card', async () => {
    await signInAs('admin');
    const [first] = await serverContracts();
    const { router } = renderRoute('/admin/AllContracts');
    await userEvent.click(await screen.findByRole('link', { name: first!.name }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contract/${first!.contractId}`));
  });

  it('says No contracts yet when there are none', async () => {
    await signInAs('admin');
    use(answer.json('get', '/allContracts', []));
    renderRoute('/admin/AllContracts');
    expect(await screen.findByText('No contracts yet')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a loading state', async () => {
    await signInAs('admin');
    use(answer.loading('get', '/allContracts'));
    renderRoute('/admin/AllContracts');
    expect(await screen.findByText('Loading contracts…')).toBeInTheDocument();
  });

  it('shows the server’s message when the list cannot be read, and tries again on Retry', async () => {
    await signInAs('admin');
    use(http.get('*/allContracts', () => HttpResponse.json({ message: 'Only admins can list every contract.' }, { status: 403 }), { once: true }));
    renderRoute('/admin/AllContracts');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Contracts' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Only admins can list every contract.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
  });

  it('falls back to a sentence of its own when the failure has no message', async () => {
    await signInAs('admin');
    use(answer.networkError('get', '/allContracts'));
    renderRoute('/admin/AllContracts');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });
});

describe('/admin/AllContracts for anyone else', () => {
  it.each(['foreign', 'local', 'investor', null] as const)('renders nothing for %s and never asks for the contracts', async (account) => {
    const requested = await openAsNonAdmin(account, '/admin/AllContracts');

    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(requested).not.toContain('/allContracts');
  });
});
