import { describe, expect, it } from 'vitest';
import { ticketK, ticketRange } from './format';
import { applyFilters, baseScore, defaultFilters, isVerifiedPartner, matchView, toMatchList } from './matches';
import { canSendRequest, verificationTone } from './profiles';
import { sampleInvestorMatch, sampleLocalMatch } from './sample-matches';

describe('match lists', () => {
  it('keeps a list, and turns a message instead of a list into an empty list with the message', () => {
    expect(toMatchList('foreign', [], null)).toEqual({ items: [], message: null });
    expect(toMatchList('foreign', { message: 'Complete your profile to see your matches.' }, null)).toEqual({
      items: [],
      message: 'Complete your profile to see your matches.',
    });
    expect(toMatchList('foreign', 'nonsense', null)).toEqual({ items: [], message: null });
  });

  it('drops the viewer’s own profile and partners that are not verified', () => {
    const item = (id: string, ID: string, verificationStatus: string) => ({ _id: id, ID, verificationStatus, companyName: id, matchScore: 60, matchReasons: [] });
    const list = toMatchList('local', [item('a', 'u1', 'Approved'), item('b', 'u2', 'Pending'), item('c', 'u3', 'rejected'), item('d', 'me', 'Approved'), item('e', 'u5', 'Verified')], {
      userId: 'me',
      profileId: null,
    });
    expect(list.items.map((entry) => entry._id)).toEqual(['a', 'e']);
    expect(isVerifiedPartner(' approved ')).toBe(true);
    expect(isVerifiedPartner(undefined)).toBe(false);
  });

  it('builds an investor card with its industries and ticket size', () => {
    const view = matchView('investor', {
      _id: 'inv_1',
      ID: 'u',
      legalName: 'Fund',
      verificationStatus: 'Approved',
      targetIndustries: 'Fintech & Financial Services,  Technology & SaaS ',
      ticketSizeMinUSD: 250000,
      ticketSizeMaxUSD: 2000000,
      matchScore: 120,
      matchReasons: [{ factor: 'x', text: 'Reason', points: 3 }, { nonsense: true } as never],
    });
    expect(view.industries).toEqual(['Fintech & Financial Services', 'Technology & SaaS']);
    expect(view.ticket).toBe('USD 250K – 2,000K');
    expect(view.score).toBe(100);
    expect(view.reasons).toHaveLength(1);
    expect(view.profilePath).toBe('/investor/inv_1');
  });

  it('filters by industry, region and minimum score and sorts', () => {
    const views = [sampleInvestorMatch, sampleLocalMatch];
    expect(applyFilters(views, defaultFilters).map((view) => view.id)).toEqual(['lp_0028', 'inv_0020']);
    expect(applyFilters(views, { ...defaultFilters, sort: 'name' }).map((view) => view.id)).toEqual(['lp_0028', 'inv_0020']);
    expect(applyFilters(views, { ...defaultFilters, industry: 'CleanTech & Renewable Energy' }).map((view) => view.id)).toEqual(['inv_0020']);
    expect(applyFilters(views, { ...defaultFilters, region: 'Oslo', minScore: 70 })).toEqual([]);
  });

  it('finds the starting score only when the reasons account for the score', () => {
    expect(baseScore(89, sampleLocalMatch.reasons)).toBe(50);
    expect(baseScore(89, [])).toBeNull();
    expect(baseScore(10, sampleLocalMatch.reasons)).toBeNull();
  });
});

describe('profiles', () => {
  it('colours verification statuses green, amber, red and grey', () => {
    expect(verificationTone('Approved')).toBe('success');
    expect(verificationTone('pending')).toBe('warning');
    expect(verificationTone('Rejected')).toBe('danger');
    expect(verificationTone('Verified')).toBe('neutral');
    expect(verificationTone(undefined)).toBe('neutral');
  });

  it('lets nobody but a counterpart send a request', () => {
    expect(canSendRequest({ id: 'u1', category: 'admin' }, 'local', 'u2')).toBe(false);
    expect(canSendRequest({ id: 'u1', category: 'local' }, 'local', 'u2')).toBe(false);
    expect(canSendRequest({ id: 'u1', category: 'foreign' }, 'local', 'u1')).toBe(false);
    expect(canSendRequest({ id: 'u1', category: 'foreign' }, 'local', 'u2')).toBe(true);
  });

  it('writes ticket sizes in thousands of USD with K', () => {
    expect(ticketK(250000)).toBe('250K');
    expect(ticketK(1500)).toBe('1.5K');
    expect(ticketK(undefined)).toBeNull();
    expect(ticketRange(undefined, 5000000)).toBe('5,000K');
    expect(ticketRange(undefined, undefined)).toBeNull();
  });
});
