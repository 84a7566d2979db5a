import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminContract } from '../api/get-all-contracts';
import { AdminContractCard } from './admin-contract-card';

const contract: AdminContract = {
  _id: 'ctr_0001',
  contractId: 'ctr_0001',
  category: 'investor-local',
  status: 'approved',
  createdAt: '2025-02-03T12:00:00.000Z',
  updatedAt: '2025-03-14T12:00:00.000Z',
  name: 'Al Noor Corporate Services & Saqr Bay Family Office',
};

const renderCard = (value: AdminContract) =>
  render(
    <MemoryRouter>
      <AdminContractCard contract={value} />
    </MemoryRouter>,
  );

const fact = (label: string) => screen.getByText(label).nextElementSibling;

describe('AdminContractCard', () => {
  it('links its title to the contract page and shows category, status and both dates', () => {
    renderCard(contract);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: contract.name })).toHaveAttribute('href', '/contract/ctr_0001');
    expect(fact('Category')).toHaveTextContent('Investor-Local');
    expect(fact('Status')).toHaveTextContent('Approved');
    expect(fact('Created')).toHaveTextContent('3 Feb 2025');
    expect(fact('Last updated')).toHaveTextContent('14 Mar 2025');
    expect(within(card).getByText('3 Feb 2025')).toHaveAttribute('dateTime', contract.createdAt);
  });

  it('names a contract without parties by its id and says when a date is missing', () => {
    renderCard({ ...contract, name: '', createdAt: '', updatedAt: 'not a date' });
    expect(screen.getByRole('link', { name: 'Contract ctr_0001' })).toBeInTheDocument();
    expect(fact('Created')).toHaveTextContent('Not recorded');
    expect(fact('Last updated')).toHaveTextContent('Not recorded');
  });
});
