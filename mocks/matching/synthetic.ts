// Deterministic synthetic profiles for benchmarks and property tests: realistic values drawn from
// the option lists (both readings), with free text assembled from phrase banks. Seeded PRNG.

import type { ForeignBusinessProfile, InvestorProfile, LocalPartnerProfile, Party } from './types';

/** mulberry32: a small, fast, seeded PRNG. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type R = () => number;
const pick = <T>(r: R, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const some = <T>(r: R, xs: readonly T[], min: number, max: number): T[] => {
  const n = min + Math.floor(r() * (max - min + 1));
  const out: T[] = [];
  for (let i = 0; i < n * 3 && out.length < n; i++) {
    const x = pick(r, xs);
    if (!out.includes(x)) out.push(x);
  }
  return out;
};

export const INDUSTRIES = [
  'Technology & SaaS', 'Fintech & Financial Services', 'CleanTech & Renewable Energy', 'Healthcare & Life Sciences',
  'Manufacturing & Industrial', 'E-commerce & Retail', 'Professional Services', 'Food & Beverage', 'Education Technology',
  'Hospitality & Tourism', 'Other',
] as const;
const INDUSTRY_TYPED = ['Fintech', 'MedTech', 'EdTech', 'SaaS', 'Clean energy', 'Banking', 'Logistics', 'Retail', 'Legal services', 'AgriTech'];
const SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+', '30-50'];
const HOMES = ['Stockholm, Sweden', 'Oslo, Norway', 'Copenhagen, Denmark', 'Helsinki, Finland', 'Gothenburg, Sweden', 'Aarhus, Denmark', 'Bergen, Norway', 'Espoo, Finland', 'Berlin, Germany', 'Amsterdam, Netherlands', 'Tallinn, Estonia', 'Nordics', 'Reykjavik, Iceland'];
const GOALS = ['Market Entry', 'Market Expansion', 'Distribution Network', 'Local Partnerships', 'Joint Ventures', 'Manufacturing Setup', 'Generic drug manufacturing JV'];
const TIMELINES = ['0-3 months', '3-6 months', '6-12 months', '12+ months', 'Immediate (0-3 months)', 'Short-term (3-6)', 'Medium-term (6-12)', 'Long-term (1-2 years)', '2025-2026'];
const F_MARKETS = ['established', 'emerging', 'niche', 'B2B', 'B2C', 'Hybrid', 'B2B / Hospitals'];
const PREFS = ['Consultant', 'Legal', 'Financial', 'Distributor', 'Recruitment', 'Marketing', 'Logistics', 'Other', 'Agent', 'Reseller', 'Strategic Partner', 'Joint Venture', 'Licensing Partner', 'Franchisee', 'Local Pharma Plants/Distributors'];
const BUDGETS = ['under50k', '50k-100k', '100k-250k', '250k-500k', '500k-plus', 'Under $50,000', '$50,000-$100,000', '$100,000-$250,000', '$250,000-$500,000', '$500,000-$1,000,000', 'Over $1,000,000', 'USD 5M-10M'];
const BIZ = ['Consultant', 'Legal', 'Banking', 'Logistics', 'Distributor', 'Marketing', 'Recruitment', 'IT Services', 'Real Estate', 'Other', 'Sole Proprietorship'];
const UAE = ['Dubai', 'Abu Dhabi', 'Sharjah', 'DIFC, Dubai', 'ADGM, Abu Dhabi', 'Dubai Healthcare City', 'DMCC, Dubai', 'JAFZA, Dubai', 'Masdar City, Abu Dhabi', 'Ras Al Khaimah', 'Ajman', 'Dubai Silicon Oasis'];
const MARKETS = ['B2B', 'B2C', 'Hybrid'];
const LANGS = ['English', 'Arabic', 'Swedish', 'Norwegian', 'Danish', 'Finnish', 'German', 'French', 'Hindi', 'Urdu', 'Russian'];
const CAPACITY = ['Up to 10 new clients per month', '2-3 projects per quarter', 'Limited capacity, waitlist of 6 weeks', 'Available immediately', 'High', 'Medium', 'Low', '5 onboardings per month', 'Team of 25 consultants'];
const PRICING = ['Hourly', 'Fixed', 'Performance-based', 'Retainer', 'Revenue Share', 'Mixed', 'Wholesale/Retail'];
const COLLAB = ['Long-term partnership', 'One-time project', 'Joint Venture', 'Referral arrangement', 'White-label services', 'Distribution & Retail Chains'];
const SERVICES = ['company formation', 'free zone licensing', 'corporate banking', 'trade finance', 'DIFC regulatory licensing', 'employment visas', 'PRO services', 'commercial agency agreements', 'medical device registration', 'cold chain logistics', 'retail distribution', 'digital marketing', 'executive search', 'IT systems integration', 'office leasing', 'VAT registration', 'data protection compliance', 'payments licensing', 'halal certification', 'renewable project permits'];
const CLIENTS = ['Nordic startups', 'European SMEs', 'fintech scale-ups', 'healthcare distributors', 'SaaS companies', 'family businesses', 'manufacturers', 'retail brands', 'edtech platforms', 'cleantech developers'];
const INV_TYPES = ['Venture Capital (VC)', 'Angel Investor', 'Private Equity (PE)', 'Bank', 'Corporate Venture', 'Family Office', 'Other', 'Venture Capital', 'Private Equity', 'Accelerator/Incubator', 'Syndicate', 'Crowdfunding Platform'];
const STAGES = ['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C', 'Growth', 'Expansion', 'Late-stage', 'Bridge', 'Pre-IPO'];
const INV_MARKETS = ['B2B', 'B2C', 'B2G', 'Hybrid'];
const INVOLVEMENT = ['hands-off', 'advisory', 'boardSeatPreferred', 'activeOperator', 'Hands-off', 'Board Seat', 'Strategic Advisor', 'Active Mentor', 'Operational Support'];
const GEO = ['Local', 'Regional', 'National', 'Global', 'North America', 'Europe', 'Asia-Pacific', 'Middle East', 'Africa', 'Latin America'];
const INV_HOMES = ['Abu Dhabi', 'Dubai', 'DIFC, Dubai', 'ADGM, Abu Dhabi', 'Riyadh, Saudi Arabia', 'Doha, Qatar', 'Stockholm, Sweden', 'Oslo, Norway', 'London, UK', 'Copenhagen, Denmark'];
const TICKETS = [[25_000, 150_000], [100_000, 500_000], [250_000, 2_000_000], [1_000_000, 5_000_000], [5_000_000, 25_000_000], [10_000_000, 50_000_000]] as const;
const HORIZONS = [1, 3, 5, 7, 10];

function sentence(r: R, industry: string): string {
  const s = some(r, SERVICES, 2, 4);
  const c = some(r, CLIENTS, 1, 2);
  return `We provide ${s.join(', ')} for ${c.join(' and ')} entering the UAE, with a focus on ${industry.toLowerCase()}.`;
}

export function syntheticForeign(r: R, i: number): ForeignBusinessProfile {
  const industry = r() < 0.85 ? pick(r, INDUSTRIES) : pick(r, INDUSTRY_TYPED);
  const goal = r() < 0.7 ? pick(r, GOALS) : `${pick(r, GOALS)} in ${pick(r, UAE)} through ${pick(r, SERVICES)} and ${pick(r, SERVICES)}`;
  return {
    _id: `f${String(i).padStart(6, '0')}`,
    ID: `uf${i}`,
    companyName: `Foreign Co ${i}`,
    industry,
    companySize: pick(r, SIZES.slice(0, 6)),
    operatingRegion: pick(r, HOMES),
    expansionGoal: goal,
    targetRevenue: Math.floor(r() * 300),
    expansionTimeline: pick(r, TIMELINES),
    marketType: pick(r, F_MARKETS),
    preferredPartnerType: pick(r, PREFS),
    budgetRange: pick(r, BUDGETS),
    status: 'Active',
  };
}

export function syntheticLocal(r: R, i: number): LocalPartnerProfile {
  const industry = r() < 0.9 ? pick(r, INDUSTRIES) : pick(r, INDUSTRY_TYPED);
  return {
    _id: `l${String(i).padStart(6, '0')}`,
    ID: `ul${i}`,
    companyName: `Local Partner ${i}`,
    businessType: pick(r, BIZ),
    industryFocus: industry,
    yearsInOperation: 1 + Math.floor(r() * 30),
    companySize: pick(r, SIZES),
    registeredRegion: pick(r, UAE),
    businessRegistrationNumber: `BR-${i}`,
    taxID: `TRN-${i}`,
    complianceCertifications: r() < 0.5 ? 'ISO 9001, DIFC licensed' : '',
    serviceCategory: pick(r, SERVICES),
    detailedServiceDescription: sentence(r, industry),
    supportedMarketTypes: pick(r, MARKETS),
    languagesSupported: some(r, LANGS, 1, 3).join(', '),
    preferredClientIndustries: some(r, INDUSTRIES, 1, 3).join(', '),
    serviceCapacity: pick(r, CAPACITY),
    SLAEngagementPreferences: r() < 0.5 ? 'Response within 24 hours, monthly reporting' : 'Dedicated account manager, quarterly reviews',
    previousExperience: `Helped ${2 + Math.floor(r() * 40)} ${pick(r, CLIENTS)} with ${pick(r, SERVICES)}.`,
    primaryContactName: `Contact ${i}`,
    designation: 'Partner',
    contactEmail: `partner${i}@example.ae`,
    contactPhone: '+971 4 000 0000',
    teamExpertise: `${pick(r, SERVICES)}, ${pick(r, SERVICES)}`,
    pricingModel: pick(r, PRICING),
    collaborationPreferences: pick(r, COLLAB),
    matchScoreCriteria: r() < 0.5 ? `Prefer ${pick(r, CLIENTS)} with budgets above $50,000` : '',
    hasPurchased: false,
    verificationStatus: r() < 0.9 ? 'Approved' : 'Pending',
  };
}

export function syntheticInvestor(r: R, i: number): InvestorProfile {
  const [lo, hi] = pick(r, TICKETS);
  return {
    _id: `i${String(i).padStart(6, '0')}`,
    ID: `ui${i}`,
    investorType: pick(r, INV_TYPES),
    legalName: `Investor ${i}`,
    registeredRegion: pick(r, INV_HOMES),
    primaryContactName: `Contact ${i}`,
    designation: 'Partner',
    contactEmail: `inv${i}@example.com`,
    contactPhone: '+971 2 000 0000',
    ticketSizeMinUSD: lo,
    ticketSizeMaxUSD: hi,
    targetStages: some(r, STAGES, 1, 3).join(', '),
    targetIndustries: some(r, INDUSTRIES, 1, 3).join(', '),
    geographyFocus: pick(r, GEO),
    marketTypePreference: pick(r, INV_MARKETS),
    involvementLevel: pick(r, INVOLVEMENT),
    coInvestPreference: r() < 0.5,
    exitHorizonYears: pick(r, HORIZONS),
    verificationStatus: r() < 0.95 ? 'Approved' : 'Rejected',
    matchScoreCriteria: r() < 0.6 ? `Backing ${pick(r, CLIENTS)} expanding into the GCC; ${pick(r, SERVICES)} experience a plus` : '',
  };
}

/** The option values the generator draws from (both readings), for tests. */
export const OPTIONS = {
  INDUSTRIES, SIZES, HOMES, GOALS, TIMELINES, F_MARKETS, PREFS, BUDGETS, BIZ, UAE, MARKETS, LANGS, CAPACITY, PRICING,
  COLLAB, INV_TYPES, STAGES, INV_MARKETS, INVOLVEMENT, GEO, INV_HOMES,
} as const;

/** n synthetic parties of a kind, from a fixed seed. */
export function syntheticParties(kind: Party['kind'], n: number, seed = 20240611): Party[] {
  const r = rng(seed);
  const out: Party[] = new Array(n);
  for (let i = 0; i < n; i++) {
    if (kind === 'foreign') out[i] = { kind, profile: syntheticForeign(r, i) };
    else if (kind === 'local') out[i] = { kind, profile: syntheticLocal(r, i) };
    else out[i] = { kind, profile: syntheticInvestor(r, i) };
  }
  return out;
}
