import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ContractCard } from './contract-card';
import { pendingContract } from '../test/fixtures';

const contract = pendingContract;

const renderCard = (props: Partial<Parameters<typeof ContractCard>[0]> = {}) =>
  render(
    <MemoryRouter>
      <ContractCard contract={contract} list="pending" {...props} />
    </MemoryRouter>,
  );

describe('ContractCard', () => {
  it('shows the counterparty, status badge, industry, region, category and date', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Maison Aubrac Hospitalité SAS' });
    expect(within(card).getByText('Foreign business')).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('Hospitality & Tourism')).toBeInTheDocument();
    expect(within(card).getByText('France, EU')).toBeInTheDocument();
    expect(within(card).getByText('Local-Foreign')).toBeInTheDocument();
    expect(within(card).getByText('28 Oct 2026')).toHaveAttribute('datetime', '2026-10-28T06:23:00.000Z');
  });

  it('offers Approve and Reject on a pending request', async () => {
    const onAction = vi.fn();
    renderCard({ onAction });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onAction.mock.calls).toEqual([
      ['approve', contract],
      ['reject', contract],
    ]);
    expect(screen.getByRole('group', { name: 'Actions for Maison Aubrac Hospitalité SAS' })).toBeInTheDocument();
  });

  it('offers "Cancel Sent request" on a sent request', async () => {
    const onAction = vi.fn();
    renderCard({ list: 'sent', contract: { ...contract, status: 'sent' }, onAction });
    expect(screen.getByText('Sent')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Sent request' }));
    expect(onAction).toHaveBeenCalledWith('cancel', expect.objectContaining({ contractId: 'ctr_0009' }));
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('links "View Details" to the contract page on an approved contract', () => {
    renderCard({ list: 'approved', contract: { ...contract, status: 'approved' } });
    expect(screen.getByRole('link', { name: 'View Details of the contract with Maison Aubrac Hospitalité SAS' })).toHaveAttribute(
      'href',
      '/contract/ctr_0009',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['approved', 'pending', 'sent', 'closed'] as const)('links Messages to the request’s conversation on a card under %s', (list) => {
    renderCard({ list });
    expect(screen.getByRole('link', { name: 'Messages with Maison Aubrac Hospitalité SAS' })).toHaveAttribute('href', '/messages/ctr_0009');
  });

  it('disables its buttons while an action on it runs', () => {
    renderCard({ busy: true });
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it('shows a deleted counterparty as "Partner information not available" and "Unknown Status" without a status', () => {
    renderCard({ contract: { ...contract, name: undefined, status: '', counterparty: { _id: 'fb_9', kind: 'foreign' } } });
    expect(screen.getByRole('article', { name: 'Partner information not available' })).toBeInTheDocument();
    expect(screen.getByText('Unknown Status')).toBeInTheDocument();
    expect(screen.getAllByText('—')).toHaveLength(2);
    // no initials made from the placeholder ("PA"): a neutral silhouette
    const article = screen.getByRole('article');
    expect(article.querySelector('[data-avatar-unknown]')).not.toBeNull();
    expect(article).not.toHaveTextContent(/^PA|PA$/);
    expect(article.textContent).not.toContain('PAPartner');
  });
});
