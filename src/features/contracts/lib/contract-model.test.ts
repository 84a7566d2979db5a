import { describe, expect, it } from 'vitest';
import {
  counterpartyName,
  matchesSearch,
  progressOf,
  roleLabels,
  statusLabel,
  titleCaseCategory,
  type Contract,
} from './contract-model';

const contract = (changes: Partial<Contract>): Contract => ({
  _id: 'ctr_1',
  contractId: 'ctr_1',
  category: 'local-foreign',
  status: 'approved',
  createdAt: '2026-06-04T04:43:00.000Z',
  updatedAt: '2026-06-04T04:43:00.000Z',
  ...changes,
});

describe('the contract helpers', () => {
  it('title-cases hyphenated categories', () => {
    expect(titleCaseCategory('local-foreign')).toBe('Local-Foreign');
    expect(titleCaseCategory('investor-local')).toBe('Investor-Local');
    expect(titleCaseCategory('investor')).toBe('Investor');
    expect(titleCaseCategory('')).toBe('');
    expect(titleCaseCategory(undefined)).toBe('');
  });

  it('gives the role labels of specification §2 by category', () => {
    expect(roleLabels('local-foreign')).toEqual(['Local Partner', 'Foreign Partner']);
    expect(roleLabels('investor-local')).toEqual(['Local Partner', 'Investor']);
    expect(roleLabels('investor-foreign')).toEqual(['Foreign Partner', 'Investor']);
    expect(roleLabels('investor')).toEqual(['Foreign Partner', 'Investor']);
    expect(roleLabels(undefined)).toEqual(['Foreign Partner', 'Investor']);
  });

  it('falls back to "Unknown Status"', () => {
    expect(statusLabel('approved')).toBe('Approved');
    expect(statusLabel('signed')).toBe('Signed');
    expect(statusLabel('sent')).toBe('Sent');
    expect(statusLabel('on-hold')).toBe('On-Hold');
    expect(statusLabel('')).toBe('Unknown Status');
    expect(statusLabel(null)).toBe('Unknown Status');
  });

  it('computes progress as a rounded percent, 0 without tasks', () => {
    expect(progressOf([])).toEqual({ done: 0, total: 0, percent: 0 });
    expect(progressOf([{ status: 'completed' }, { status: 'pending' }, { status: 'pending' }])).toEqual({ done: 1, total: 3, percent: 33 });
    expect(progressOf([{ status: 'completed' }, { status: 'Completed' }, { status: 'pending' }])).toEqual({ done: 2, total: 3, percent: 67 });
    expect(progressOf([{ status: 'completed' }])).toEqual({ done: 1, total: 1, percent: 100 });
  });

  it('names an investor counterparty by its primary contact, others by company or legal name', () => {
    expect(counterpartyName(contract({ type: 'investor', name: 'Saqr Bay', counterparty: { kind: 'investor', primaryContactName: 'Khalid' } }))).toBe('Khalid');
    expect(counterpartyName(contract({ type: 'investor', counterparty: { legalName: 'Saqr Bay' } }))).toBe('Saqr Bay');
    expect(counterpartyName(contract({ type: 'local', counterparty: { companyName: 'Al Noor' } }))).toBe('Al Noor');
    expect(counterpartyName(contract({ type: 'local', counterparty: { _id: 'lp_1' } }))).toBe('');
  });

  it('searches company name, name, type and category without regard to case', () => {
    const item = contract({ type: 'local', name: 'Al Noor', counterparty: { companyName: 'Al Noor Corporate', primaryContactName: 'Noura' } });
    expect(matchesSearch(item, '')).toBe(true);
    expect(matchesSearch(item, '  al noor ')).toBe(true);
    expect(matchesSearch(item, 'NOURA')).toBe(true);
    expect(matchesSearch(item, 'local partner')).toBe(true);
    expect(matchesSearch(item, 'Local-Foreign')).toBe(true);
    expect(matchesSearch(item, 'nordvik')).toBe(false);
  });
});
