import type { components } from '../../../src/api/schema';

/**
 * The option lists the seed draws from, typed against the generated contract so a renamed option
 * is a type error here. "Reading one" is the registration form's list, "reading two" the edit
 * form's (see the specification §3); the seed uses both.
 */
type S = components['schemas'];

export type Industry = S['IndustryOption'];

export const INDUSTRIES: readonly Industry[] = [
  'Technology & SaaS',
  'Fintech & Financial Services',
  'CleanTech & Renewable Energy',
  'Healthcare & Life Sciences',
  'Manufacturing & Industrial',
  'E-commerce & Retail',
  'Professional Services',
  'Food & Beverage',
  'Education Technology',
  'Hospitality & Tourism',
  'Other',
];

/** Short keys for tables of seed data. */
export const IND = {
  tech: 'Technology & SaaS',
  fintech: 'Fintech & Financial Services',
  clean: 'CleanTech & Renewable Energy',
  health: 'Healthcare & Life Sciences',
  mfg: 'Manufacturing & Industrial',
  ecom: 'E-commerce & Retail',
  pro: 'Professional Services',
  food: 'Food & Beverage',
  edu: 'Education Technology',
  hosp: 'Hospitality & Tourism',
  other: 'Other',
} as const satisfies Record<string, Industry>;
export type IndustryKey = keyof typeof IND;

/** How an industry reads inside a sentence. */
export const INDUSTRY_PHRASE: Record<Industry, string> = {
  'Technology & SaaS': 'SaaS and technology',
  'Fintech & Financial Services': 'fintech and financial-services',
  'CleanTech & Renewable Energy': 'clean-energy and cleantech',
  'Healthcare & Life Sciences': 'healthcare and life-sciences',
  'Manufacturing & Industrial': 'industrial and manufacturing',
  'E-commerce & Retail': 'e-commerce and retail',
  'Professional Services': 'professional-services',
  'Food & Beverage': 'food and beverage',
  'Education Technology': 'edtech',
  'Hospitality & Tourism': 'hospitality and tourism',
  Other: 'specialist',
};

export const COMPANY_SIZES_FOREIGN: readonly S['CompanySizeOption'][] = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'];
/** Reading two (partner edit form) adds 30-50. */
export const COMPANY_SIZES_PARTNER: readonly S['CompanySizeOption'][] = ['1-10', '11-50', '30-50', '51-200', '201-500', '501-1000', '1000+'];

export const TIMELINES_1: readonly S['ExpansionTimelineOption'][] = ['0-3 months', '3-6 months', '6-12 months', '12+ months'];
export const TIMELINES_2: readonly S['ExpansionTimelineOption'][] = [
  'Immediate (0-3 months)', 'Short-term (3-6)', 'Medium-term (6-12)', 'Long-term (1-2 years)', '2025-2026',
];

export const PARTNER_TYPES_1: readonly S['PreferredPartnerTypeOption'][] = [
  'Consultant', 'Legal', 'Financial', 'Distributor', 'Recruitment', 'Marketing', 'Logistics', 'Other',
];
export const PARTNER_TYPES_2: readonly S['PreferredPartnerTypeOption'][] = [
  'Distributor', 'Agent', 'Reseller', 'Strategic Partner', 'Joint Venture', 'Licensing Partner', 'Franchisee',
  'Local Pharma Plants/Distributors',
];

export const BUDGETS_1: readonly S['BudgetRangeOption'][] = ['under50k', '50k-100k', '100k-250k', '250k-500k', '500k-plus'];
export const BUDGETS_2: readonly S['BudgetRangeOption'][] = [
  'Under $50,000', '$50,000-$100,000', '$100,000-$250,000', '$250,000-$500,000', '$500,000-$1,000,000',
  'Over $1,000,000', 'USD 5M-10M',
];

export const FOREIGN_MARKET_TYPES_1: readonly S['ForeignMarketTypeOption'][] = ['established', 'emerging', 'niche'];
export const FOREIGN_MARKET_TYPES_2: readonly S['ForeignMarketTypeOption'][] = ['B2B', 'B2C', 'Hybrid', 'B2B / Hospitals'];

export const EXPANSION_GOALS: readonly S['ExpansionGoalOption'][] = [
  'Market Entry', 'Market Expansion', 'Distribution Network', 'Local Partnerships', 'Joint Ventures',
  'Manufacturing Setup', 'Generic drug manufacturing JV',
];

export const PARTNER_BUSINESS_TYPES: readonly S['PartnerBusinessTypeOption'][] = [
  'Consultant', 'Legal', 'Banking', 'Logistics', 'Distributor', 'Marketing', 'Recruitment', 'IT Services',
  'Real Estate', 'Other', 'Sole Proprietorship',
];

export const SUPPORTED_MARKET_TYPES: readonly S['SupportedMarketTypeOption'][] = ['B2B', 'B2C', 'Hybrid'];

export const PRICING_MODELS: readonly S['PricingModelOption'][] = [
  'Hourly', 'Fixed', 'Performance-based', 'Retainer', 'Revenue Share', 'Mixed', 'Wholesale/Retail',
];

export const COLLABORATION_PREFERENCES: readonly S['CollaborationPreferenceOption'][] = [
  'Long-term partnership', 'One-time project', 'Joint Venture', 'Referral arrangement', 'White-label services',
  'Distribution & Retail Chains',
];

export const INVESTOR_TYPES_1: readonly S['InvestorTypeOption'][] = [
  'Venture Capital (VC)', 'Angel Investor', 'Private Equity (PE)', 'Bank', 'Corporate Venture', 'Family Office', 'Other',
];
export const INVESTOR_TYPES_2: readonly S['InvestorTypeOption'][] = [
  'Angel Investor', 'Venture Capital', 'Private Equity', 'Family Office', 'Corporate Venture', 'Accelerator/Incubator',
  'Syndicate', 'Crowdfunding Platform', 'Other',
];

export const TARGET_STAGES: readonly S['TargetStageOption'][] = [
  'Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C', 'Growth', 'Expansion', 'Late-stage', 'Bridge', 'Pre-IPO',
];

export const INVESTOR_MARKET_TYPES: readonly S['InvestorMarketTypeOption'][] = ['B2B', 'B2C', 'B2G', 'Hybrid'];

export const INVOLVEMENT_LEVELS_1: readonly S['InvolvementLevelOption'][] = ['hands-off', 'advisory', 'boardSeatPreferred', 'activeOperator'];
export const INVOLVEMENT_LEVELS_2: readonly S['InvolvementLevelOption'][] = [
  'Hands-off', 'Board Seat', 'Strategic Advisor', 'Active Mentor', 'Operational Support',
];

export const GEOGRAPHY_FOCUS: readonly S['GeographyFocusOption'][] = [
  'Local', 'Regional', 'National', 'Global', 'North America', 'Europe', 'Asia-Pacific', 'Middle East', 'Africa',
  'Latin America',
];

export const EXIT_HORIZONS: readonly S['ExitHorizonYearsOption'][] = [1, 3, 5, 7, 10];

/** Values of the current lists that a stored profile may hold; anything else is a legacy value. */
export const ALL_OPTION_VALUES = {
  industry: INDUSTRIES as readonly string[],
  companySize: COMPANY_SIZES_PARTNER as readonly string[],
  expansionTimeline: [...TIMELINES_1, ...TIMELINES_2] as readonly string[],
  preferredPartnerType: [...PARTNER_TYPES_1, ...PARTNER_TYPES_2] as readonly string[],
  budgetRange: [...BUDGETS_1, ...BUDGETS_2] as readonly string[],
  marketType: [...FOREIGN_MARKET_TYPES_1, ...FOREIGN_MARKET_TYPES_2] as readonly string[],
  expansionGoal: EXPANSION_GOALS as readonly string[],
  businessType: PARTNER_BUSINESS_TYPES as readonly string[],
  supportedMarketTypes: SUPPORTED_MARKET_TYPES as readonly string[],
  pricingModel: PRICING_MODELS as readonly string[],
  collaborationPreferences: COLLABORATION_PREFERENCES as readonly string[],
  investorType: [...INVESTOR_TYPES_1, ...INVESTOR_TYPES_2] as readonly string[],
  marketTypePreference: INVESTOR_MARKET_TYPES as readonly string[],
  involvementLevel: [...INVOLVEMENT_LEVELS_1, ...INVOLVEMENT_LEVELS_2] as readonly string[],
  geographyFocus: GEOGRAPHY_FOCUS as readonly string[],
};
