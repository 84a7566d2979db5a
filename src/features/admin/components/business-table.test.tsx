import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessAction } from '../api/business-actions';
import type { BusinessListItem } from '../api/get-businesses';
import { BusinessTable } from './business-table';

const rows: BusinessListItem[] = [
  { _id: 'lp_1', name: 'Sanad Digital', category: 'local', industry: 'Technology & SaaS', contact: 'hi@sanad.example', status: 'Pending' },
  { _id: 'lp_2', name: 'Al Noor Corporate Services', category: 'local', industry: 'Professional Services', contact: 'n@alnoor.example', status: 'Active' },
  { _id: 'lp_3', name: 'Thamra Trading LLC', category: 'local', industry: 'Food & Beverage', contact: '', status: 'Rejected' },
  { _id: 'fb_1', name: 'Nordvik Payments AB', category: 'foreign', industry: 'Fintech & Financial Services', contact: 'cfo@nordvik.example', status: 'Active' },
  { _id: 'inv_1', name: 'Saqr Bay Family Office', category: 'investor', industry: '', contact: 'ir@saqr.example', status: 'Active' },
  { _id: 'fb_2', name: 'Fjord Freight AS', category: 'foreign', industry: 'Logistics', contact: '', status: 'Active', unclaimed: true },
  { _id: 'lp_4', name: 'Dune Legal', category: 'local', industry: 'Professional Services', contact: 'desk@dune.example', status: 'Active', unclaimed: true },
];

function renderTable(pending: ReadonlyMap<string, BusinessAction> = new Map(), onAction = vi.fn()) {
  render(
    <MemoryRouter>
      <BusinessTable rows={rows} pending={pending} onAction={onAction} />
    </MemoryRouter>,
  );
  return onAction;
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('BusinessTable', () => {
  it('shows one row per business under the six column headers', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Type', 'Industry', 'Contact', 'Status', 'Actions']);
    expect(screen.getAllByRole('row')).toHaveLength(rows.length + 1);
    expect(screen.getByRole('rowheader', { name: 'Sanad Digital' })).toBeInTheDocument();
  });

  it('links names to the profile page of their type', () => {
    renderTable();
    expect(screen.getByRole('link', { name: 'Sanad Digital' })).toHaveAttribute('href', '/local-business/lp_1');
    expect(screen.getByRole('link', { name: 'Nordvik Payments AB' })).toHaveAttribute('href', '/foreign-business/fb_1');
    expect(screen.getByRole('link', { name: 'Saqr Bay Family Office' })).toHaveAttribute('href', '/investor/inv_1');
  });

  it('offers Accept and Reject only while a local business is pending', () => {
    renderTable();
    const buttons = (name: string) => within(rowOf(name)).getAllByRole('button').map((button) => button.textContent);
    expect(buttons('Sanad Digital')).toEqual(['Accept', 'Reject', 'Delete']);
    expect(buttons('Al Noor Corporate Services')).toEqual(['Delete']);
    expect(buttons('Thamra Trading LLC')).toEqual(['Delete']);
    expect(buttons('Nordvik Payments AB')).toEqual(['Delete']);
    expect(buttons('Saqr Bay Family Office')).toEqual(['Delete']);
  });

  it('says which action and row a button is for', async () => {
    const onAction = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Reject Sanad Digital' }));
    expect(onAction).toHaveBeenCalledWith('reject', rows[0]);
  });

  it('spins the running action and disables the whole row, leaving other rows alone', () => {
    renderTable(new Map([['lp_1', 'accept']]));
    const accept = screen.getByRole('button', { name: 'Accept Sanad Digital' });
    expect(accept).toHaveAttribute('aria-busy', 'true');
    expect(accept).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject Sanad Digital' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Sanad Digital' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Nordvik Payments AB' })).toBeEnabled();
  });

  it('says a business an admin registered is not claimed yet, with the contact its form captured', () => {
    renderTable();
    expect(rowOf('Fjord Freight AS')).toHaveTextContent('Not claimed yet');
    expect(rowOf('Fjord Freight AS')).not.toHaveTextContent('Not provided');
    expect(rowOf('Dune Legal')).toHaveTextContent('desk@dune.example · Not claimed yet');
    expect(rowOf('Nordvik Payments AB')).not.toHaveTextContent('Not claimed yet');
  });

  it('marks missing values instead of leaving cells blank', () => {
    renderTable();
    expect(rowOf('Thamra Trading LLC')).toHaveTextContent('Not provided');
    expect(rowOf('Saqr Bay Family Office')).toHaveTextContent('Not provided');
  });
});
