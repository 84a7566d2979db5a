/**
 * The words of the option lists (specification §3, `src/lib/options.ts`) and of the API's enums the
 * app shows (contract categories, statuses), keyed by their English label. The values stay English
 * in the API; only what a reader sees is translated (`optionText`, `@/i18n/options`). A test keeps
 * every label of `src/lib/options.ts` a key here.
 */
export const optionLabels = {
  // Industries (both readings).
  'Technology & SaaS': 'Technology & SaaS',
  'Fintech & Financial Services': 'Fintech & Financial Services',
  'CleanTech & Renewable Energy': 'CleanTech & Renewable Energy',
  'Healthcare & Life Sciences': 'Healthcare & Life Sciences',
  'Manufacturing & Industrial': 'Manufacturing & Industrial',
  'E-commerce & Retail': 'E-commerce & Retail',
  'Professional Services': 'Professional Services',
  'Food & Beverage': 'Food & Beverage',
  'Education Technology': 'Education Technology',
  'Hospitality & Tourism': 'Hospitality & Tourism',
  Other: 'Other',

  // Company sizes and the demo request's employee bands.
  '1-10 employees': '1-10 employees',
  '11-50 employees': '11-50 employees',
  '30-50 employees': '30-50 employees',
  '51-200 employees': '51-200 employees',
  '201-500 employees': '201-500 employees',
  '501-1000 employees': '501-1000 employees',
  '1000+ employees': '1000+ employees',
  '1-29': '1-29',
  '30-100': '30-100',
  '100+': '100+',

  // Expansion timelines.
  '0-3 months': '0-3 months',
  '3-6 months': '3-6 months',
  '6-12 months': '6-12 months',
  '12+ months': '12+ months',
  'Immediate (0-3 months)': 'Immediate (0-3 months)',
  'Short-term (3-6)': 'Short-term (3-6)',
  'Medium-term (6-12)': 'Medium-term (6-12)',
  'Long-term (1-2 years)': 'Long-term (1-2 years)',
  '2025-2026': '2025-2026',

  // Preferred partner types and partner business types.
  Consultant: 'Consultant',
  Legal: 'Legal',
  Financial: 'Financial',
  Distributor: 'Distributor',
  Recruitment: 'Recruitment',
  Marketing: 'Marketing',
  Logistics: 'Logistics',
  Agent: 'Agent',
  Reseller: 'Reseller',
  'Strategic Partner': 'Strategic Partner',
  'Joint Venture': 'Joint Venture',
  'Licensing Partner': 'Licensing Partner',
  Franchisee: 'Franchisee',
  'Local Pharma Plants/Distributors': 'Local Pharma Plants/Distributors',
  Banking: 'Banking',
  'IT Services': 'IT Services',
  'Real Estate': 'Real Estate',
  'Sole Proprietorship': 'Sole Proprietorship',

  // Budget ranges.
  'Under $50,000': 'Under $50,000',
  '$50,000 – $100,000': '$50,000 – $100,000',
  '$100,000 – $250,000': '$100,000 – $250,000',
  '$250,000 – $500,000': '$250,000 – $500,000',
  '$500,000 and more': '$500,000 and more',
  '$50,000-$100,000': '$50,000-$100,000',
  '$100,000-$250,000': '$100,000-$250,000',
  '$250,000-$500,000': '$250,000-$500,000',
  '$500,000-$1,000,000': '$500,000-$1,000,000',
  'Over $1,000,000': 'Over $1,000,000',
  'USD 5M-10M': 'USD 5M-10M',

  // Market types.
  'Established (low risk)': 'Established (low risk)',
  'Emerging (high growth)': 'Emerging (high growth)',
  'Niche (specialized)': 'Niche (specialized)',
  B2B: 'B2B',
  B2C: 'B2C',
  B2G: 'B2G',
  Hybrid: 'Hybrid',
  'B2B / Hospitals': 'B2B / Hospitals',

  // Expansion goals.
  'Market Entry': 'Market Entry',
  'Market Expansion': 'Market Expansion',
  'Distribution Network': 'Distribution Network',
  'Local Partnerships': 'Local Partnerships',
  'Joint Ventures': 'Joint Ventures',
  'Manufacturing Setup': 'Manufacturing Setup',
  'Generic drug manufacturing JV': 'Generic drug manufacturing JV',

  // Pricing models and collaboration preferences.
  Hourly: 'Hourly',
  Fixed: 'Fixed',
  'Performance-based': 'Performance-based',
  Retainer: 'Retainer',
  'Revenue Share': 'Revenue Share',
  Mixed: 'Mixed',
  'Wholesale/Retail': 'Wholesale/Retail',
  'Long-term partnership': 'Long-term partnership',
  'One-time project': 'One-time project',
  'Referral arrangement': 'Referral arrangement',
  'White-label services': 'White-label services',
  'Distribution & Retail Chains': 'Distribution & Retail Chains',

  // Investor types.
  'Venture Capital (VC)': 'Venture Capital (VC)',
  'Angel Investor': 'Angel Investor',
  'Private Equity (PE)': 'Private Equity (PE)',
  Bank: 'Bank',
  'Corporate Venture': 'Corporate Venture',
  'Family Office': 'Family Office',
  'Venture Capital': 'Venture Capital',
  'Private Equity': 'Private Equity',
  'Accelerator/Incubator': 'Accelerator/Incubator',
  Syndicate: 'Syndicate',
  'Crowdfunding Platform': 'Crowdfunding Platform',

  // Target stages.
  'Pre-seed': 'Pre-seed',
  Seed: 'Seed',
  'Series A': 'Series A',
  'Series B': 'Series B',
  'Series C': 'Series C',
  Growth: 'Growth',
  Expansion: 'Expansion',
  'Late-stage': 'Late-stage',
  Bridge: 'Bridge',
  'Pre-IPO': 'Pre-IPO',

  // Involvement levels.
  'Hands-off': 'Hands-off',
  Advisory: 'Advisory',
  'Board seat preferred': 'Board seat preferred',
  'Active operator': 'Active operator',
  'Board Seat': 'Board Seat',
  'Strategic Advisor': 'Strategic Advisor',
  'Active Mentor': 'Active Mentor',
  'Operational Support': 'Operational Support',

  // Geography focus.
  Local: 'Local',
  Regional: 'Regional',
  National: 'National',
  Global: 'Global',
  'North America': 'North America',
  Europe: 'Europe',
  'Asia-Pacific': 'Asia-Pacific',
  'Middle East': 'Middle East',
  Africa: 'Africa',
  'Latin America': 'Latin America',

  // Exit horizons.
  '1-3 years': '1-3 years',
  '3-5 years': '3-5 years',
  '5-7 years': '5-7 years',
  '7-10 years': '7-10 years',
  '10+ years': '10+ years',

  // Contract categories as the app words them ("local-foreign" → "Local-Foreign"; "investor" is legacy).
  'Local-Foreign': 'Local-Foreign',
  'Investor-Foreign': 'Investor-Foreign',
  'Investor-Local': 'Investor-Local',
  Investor: 'Investor',

  // Contract, business and verification statuses as the app words them ("approved" → "Approved").
  Pending: 'Pending',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Active: 'Active',
  Signed: 'Signed',
  Sent: 'Sent',
  Cancelled: 'Cancelled',
  Verified: 'Verified',
} as const;

/** How several option values are written out in a line ("Seed, Series A"): `joinOptions`. */
export const optionLists = {
  separator: ', ',
};
