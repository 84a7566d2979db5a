import { describe, expect, it } from 'vitest';
import type { ForeignProfileRecord, InvestorProfileRecord, LocalProfileRecord } from '../../db/records';
import { supply } from './supply';
import { NOW } from './testing';

const meta = { createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' };
const foreign = (_id: string, industry: string, preferredPartnerType: string) =>
  ({ _id, ID: `u_${_id}`, companyName: _id, industry, preferredPartnerType, ...meta }) as unknown as ForeignProfileRecord;
const local = (_id: string, industryFocus: string, businessType: string, serviceCategory: string, verificationStatus: string, createdAt = meta.createdAt) =>
  ({ _id, ID: `u_${_id}`, companyName: `Partner ${_id}`, industryFocus, businessType, serviceCategory, verificationStatus, ...meta, createdAt }) as unknown as LocalProfileRecord;
const investor = (_id: string, verificationStatus: string, createdAt = meta.createdAt) =>
  ({ _id, ID: `u_${_id}`, legalName: `Investor ${_id}`, verificationStatus, ...meta, createdAt }) as unknown as InvestorProfileRecord;

const profiles = {
  foreign: [
    foreign('fb_1', 'CleanTech & Renewable Energy', 'Legal, Distributor'),
    foreign('fb_2', 'CleanTech & Renewable Energy', 'legal'),
    foreign('fb_3', 'Food & Beverage', 'Consultant'),
  ],
  local: [
    local('lp_1', 'CleanTech & Renewable Energy', 'Legal', 'Legal & regulatory', 'Approved'),
    local('lp_2', 'Food & Beverage', 'Distributor', 'Distribution', 'approved'),
    local('lp_3', 'Food & Beverage', 'Consultant', 'Company formation & licensing', 'Pending', '2026-07-01T00:00:00.000Z'),
    local('lp_4', 'Technology & SaaS', 'Logistics', 'Logistics & customs', 'Rejected'),
    local('lp_5', 'Technology & SaaS', 'Consultant', 'Tax & accounting', 'Approved'),
  ],
  investor: [investor('inv_1', 'Approved'), investor('inv_2', 'Pending', '2026-06-20T12:00:00.000Z'), investor('inv_3', 'Rejected')],
};

describe('supply against demand, counted by hand', () => {
  it('sets foreign industries against the verified partners focused on them, the largest shortfall first', () => {
    expect(supply(profiles, NOW).industries).toEqual([
      { name: 'CleanTech & Renewable Energy', demand: 2, supply: 1, short: true },
      { name: 'Food & Beverage', demand: 1, supply: 1, short: false },
      { name: 'Technology & SaaS', demand: 0, supply: 1, short: false },
    ]);
  });

  it('sets preferred partner types against the verified partners whose business type suits them', () => {
    // Legal: lp_1 only (a consultancy is 0.55 of a legal partner); Distributor: lp_2; Consultant: lp_5.
    expect(supply(profiles, NOW).partnerTypes).toEqual([
      { name: 'Legal', demand: 2, supply: 1, short: true },
      { name: 'Consultant', demand: 1, supply: 1, short: false },
      { name: 'Distributor', demand: 1, supply: 1, short: false },
    ]);
  });

  it('lists the partners and investors waiting for verification, oldest first', () => {
    expect(supply(profiles, NOW).pending).toEqual([
      { id: 'inv_2', kind: 'investor', name: 'Investor inv_2', submittedAt: '2026-06-20T12:00:00.000Z', daysWaiting: 25 },
      { id: 'lp_3', kind: 'local', name: 'Partner lp_3', submittedAt: '2026-07-01T00:00:00.000Z', daysWaiting: 14 },
    ]);
  });
});
