import type { MatchView } from './types';

/** Sample cards for component stories and tests (the screens use the mock backend). */
export const sampleLocalMatch: MatchView = {
  id: 'lp_0028',
  kind: 'local',
  name: 'Murjan Reef Treasury Partners',
  subtitle: 'Banking',
  contact: null,
  industry: 'Fintech & Financial Services',
  industries: ['Fintech & Financial Services'],
  region: 'Abu Dhabi — ADGM',
  ticket: null,
  score: 89,
  reasons: [
    { factor: 'industry', text: 'Both work in fintech and financial services', points: 13 },
    { factor: 'partnerType', text: 'This partner is a bank — the financial partner you asked for', points: 7 },
    { factor: 'text', text: 'This partner’s description matches on “finance”, “fintech” and “nordic”', points: 7 },
    { factor: 'marketType', text: 'Both serve B2B clients', points: 5 },
    { factor: 'other', text: 'Other factors combined (budget, timeline, location, … and rounding)', points: 7 },
  ],
  logo: null,
  createdAt: '2026-04-20T23:56:00.000Z',
  profilePath: '/local-business/lp_0028',
};

export const sampleInvestorMatch: MatchView = {
  id: 'inv_0020',
  kind: 'investor',
  name: 'Nordhav Capital AS',
  subtitle: 'Venture Capital (VC)',
  contact: 'Ingrid Solberg',
  industry: 'Food & Beverage, CleanTech & Renewable Energy, Manufacturing & Industrial',
  industries: ['Food & Beverage', 'CleanTech & Renewable Energy', 'Manufacturing & Industrial'],
  region: 'Oslo',
  ticket: 'USD 500K – 4,000K',
  score: 65,
  reasons: [
    { factor: 'industry', text: 'This investor does not invest in fintech', points: -6 },
    { factor: 'ticket', text: 'Ticket size $500,000–$4M matches your budget', points: 5 },
    { factor: 'geography', text: 'This investor focuses on the Nordics, where you are based', points: 5 },
    { factor: 'partnerType', text: 'A venture investor, the financial partner you want', points: 4 },
    { factor: 'other', text: 'Other factors combined (stage, horizon and rounding)', points: 7 },
  ],
  logo: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  profilePath: '/investor/inv_0020',
};
