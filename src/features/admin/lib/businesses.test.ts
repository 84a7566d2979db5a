import { describe, expect, it } from 'vitest';
import type { BusinessListItem } from '../api/get-businesses';
import { countBusinesses, filterBusinesses, indexBusinesses, pageOf, profilePath } from './businesses';
import { applyBusinessAction } from '../api/business-actions';

const row = (over: Partial<BusinessListItem>): BusinessListItem => ({
  _id: 'x',
  name: 'Name',
  category: 'local',
  industry: 'Industry',
  contact: 'c@example.com',
  status: 'Active',
  ...over,
});

const rows = [
  row({ _id: 'a', name: 'Sanad Digital', category: 'local', industry: 'Technology & SaaS', status: 'Pending' }),
  row({ _id: 'b', name: 'Nordvik Payments AB', category: 'foreign', industry: 'Fintech & Financial Services' }),
  row({ _id: 'c', name: 'Saqr Bay', category: 'investor', industry: 'Fintech & Financial Services, Healthcare' }),
  row({ _id: 'd', name: 'Hilal Crest Legal', category: 'local', industry: 'Professional Services', status: 'Rejected' }),
];

describe('filterBusinesses', () => {
  const index = indexBusinesses(rows);

  it('keeps every row for All and an empty query, in the given order', () => {
    expect(filterBusinesses(index, 'all', '')).toEqual(rows);
    expect(filterBusinesses(index, 'all', '   ')).toEqual(rows);
  });

  it('filters by type', () => {
    expect(filterBusinesses(index, 'local', '').map((item) => item._id)).toEqual(['a', 'd']);
    expect(filterBusinesses(index, 'investor', '').map((item) => item._id)).toEqual(['c']);
  });

  it('searches names and industries, ignoring case and surrounding spaces', () => {
    expect(filterBusinesses(index, 'all', ' FINTECH ').map((item) => item._id)).toEqual(['b', 'c']);
    expect(filterBusinesses(index, 'all', 'sanad').map((item) => item._id)).toEqual(['a']);
    expect(filterBusinesses(index, 'foreign', 'fintech').map((item) => item._id)).toEqual(['b']);
    expect(filterBusinesses(index, 'all', 'nothing like it')).toEqual([]);
  });

  it('does not match across the boundary between name and industry', () => {
    expect(filterBusinesses(index, 'all', 'digitaltechnology')).toEqual([]);
  });
});

describe('countBusinesses', () => {
  it('counts each type and the local partners awaiting verification', () => {
    expect(countBusinesses(rows)).toEqual({ foreign: 1, local: 2, investor: 1, pending: 1 });
    expect(countBusinesses([])).toEqual({ foreign: 0, local: 0, investor: 0, pending: 0 });
  });
});

describe('profilePath', () => {
  it('leads to the profile page of the type', () => {
    expect(profilePath(rows[0]!)).toBe('/local-business/a');
    expect(profilePath(rows[1]!)).toBe('/foreign-business/b');
    expect(profilePath(rows[2]!)).toBe('/investor/c');
    expect(profilePath(row({ _id: 'a/b', category: 'local' }))).toBe('/local-business/a%2Fb');
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 60 }, (_, index) => index);

  it('cuts pages of 25 and tells the positions shown', () => {
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pages: 3, from: 1, to: 25, total: 60 });
    expect(pageOf(items, 3)).toMatchObject({ page: 3, from: 51, to: 60 });
    expect(pageOf(items, 3).items).toHaveLength(10);
  });

  it('clamps a page that no longer exists (after a delete or a narrower search)', () => {
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf([], 4)).toMatchObject({ page: 1, pages: 1, from: 0, to: 0, total: 0, items: [] });
  });
});

describe('applyBusinessAction', () => {
  it('makes an accepted row Active, a rejected one Rejected and removes a deleted one', () => {
    expect(applyBusinessAction(rows, 'accept', 'a')[0]!.status).toBe('Active');
    expect(applyBusinessAction(rows, 'reject', 'a')[0]!.status).toBe('Rejected');
    expect(applyBusinessAction(rows, 'delete', 'a').map((item) => item._id)).toEqual(['b', 'c', 'd']);
    expect(applyBusinessAction(rows, 'accept', 'a')[1]).toBe(rows[1]);
  });
});
