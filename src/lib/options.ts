import { optionText } from '@/i18n/options';

/**
 * The option lists of specification §3, with their labels. Registration forms use
 * the first reading of a list, edit forms the second. A test keeps every value equal to the
 * contract's enums (openapi/openapi.yaml).
 */
export interface Option<V extends string | number = string> {
  value: V;
  label: string;
}

/**
 * An option whose value stays English (the API's) and whose label is read in the active language
 * each time it is shown (`optionText`), so a language switch relabels every select, checkbox group
 * and profile page that shows it, without anyone holding a translated copy.
 */
function option<V extends string | number>(value: V, english: string): Option<V> {
  return {
    value,
    get label() {
      return optionText(english);
    },
  };
}

const labelled = <V extends string | number>(pairs: readonly { value: V; label: string }[]): Option<V>[] => pairs.map((pair) => option(pair.value, pair.label));
const same = (values: readonly string[]): Option[] => values.map((value) => option(value, value));
const employees = (values: readonly string[]): Option[] => values.map((value) => option(value, `${value} employees`));

const industriesBase = [
  'Technology & SaaS',
  'Fintech & Financial Services',
  'CleanTech & Renewable Energy',
  'Healthcare & Life Sciences',
  'Manufacturing & Industrial',
  'E-commerce & Retail',
  'Professional Services',
  'Food & Beverage',
  'Education Technology',
] as const;

const partnerBusinessTypesBase = ['Consultant', 'Legal', 'Banking', 'Logistics', 'Distributor', 'Marketing', 'Recruitment', 'IT Services', 'Real Estate'] as const;
const pricingModelsBase = ['Hourly', 'Fixed', 'Performance-based', 'Retainer', 'Revenue Share', 'Mixed'] as const;
const collaborationPreferencesBase = [
  'Long-term partnership',
  'One-time project',
  'Joint Venture',
  'Referral arrangement',
  'White-label services',
] as const;

export const options = {
  /** Foreign sign-up form. */
  industries: same([...industriesBase, 'Other']),
  /** Partner, investor and edit forms add Hospitality & Tourism before Other. */
  industriesExtended: same([...industriesBase, 'Hospitality & Tourism', 'Other']),
  companySizes: employees(['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+']),
  /** The partner edit form also offers 30-50, between 11-50 and 51-200. */
  companySizesPartnerEdit: employees(['1-10', '11-50', '30-50', '51-200', '201-500', '501-1000', '1000+']),
  expansionTimelines: same(['0-3 months', '3-6 months', '6-12 months', '12+ months']),
  expansionTimelinesEdit: same([
    'Immediate (0-3 months)',
    'Short-term (3-6)',
    'Medium-term (6-12)',
    'Long-term (1-2 years)',
    '2025-2026',
  ]),
  preferredPartnerTypes: same(['Consultant', 'Legal', 'Financial', 'Distributor', 'Recruitment', 'Marketing', 'Logistics', 'Other']),
  preferredPartnerTypesEdit: same([
    'Distributor',
    'Agent',
    'Reseller',
    'Strategic Partner',
    'Joint Venture',
    'Licensing Partner',
    'Franchisee',
    'Local Pharma Plants/Distributors',
  ]),
  budgetRanges: labelled([
    { value: 'under50k', label: 'Under $50,000' },
    { value: '50k-100k', label: '$50,000 – $100,000' },
    { value: '100k-250k', label: '$100,000 – $250,000' },
    { value: '250k-500k', label: '$250,000 – $500,000' },
    { value: '500k-plus', label: '$500,000 and more' },
  ]),
  budgetRangesEdit: same([
    'Under $50,000',
    '$50,000-$100,000',
    '$100,000-$250,000',
    '$250,000-$500,000',
    '$500,000-$1,000,000',
    'Over $1,000,000',
    'USD 5M-10M',
  ]),
  foreignMarketTypes: labelled([
    { value: 'established', label: 'Established (low risk)' },
    { value: 'emerging', label: 'Emerging (high growth)' },
    { value: 'niche', label: 'Niche (specialized)' },
  ]),
  foreignMarketTypesEdit: same(['B2B', 'B2C', 'Hybrid', 'B2B / Hospitals']),
  expansionGoals: same([
    'Market Entry',
    'Market Expansion',
    'Distribution Network',
    'Local Partnerships',
    'Joint Ventures',
    'Manufacturing Setup',
    'Generic drug manufacturing JV',
  ]),
  partnerBusinessTypes: same([...partnerBusinessTypesBase, 'Other']),
  /** The edit form adds Sole Proprietorship before Other. */
  partnerBusinessTypesEdit: same([...partnerBusinessTypesBase, 'Sole Proprietorship', 'Other']),
  supportedMarketTypes: same(['B2B', 'B2C', 'Hybrid']),
  pricingModels: same(pricingModelsBase),
  pricingModelsEdit: same([...pricingModelsBase, 'Wholesale/Retail']),
  collaborationPreferences: same(collaborationPreferencesBase),
  collaborationPreferencesEdit: same([...collaborationPreferencesBase, 'Distribution & Retail Chains']),
  investorTypes: same(['Venture Capital (VC)', 'Angel Investor', 'Private Equity (PE)', 'Bank', 'Corporate Venture', 'Family Office', 'Other']),
  investorTypesEdit: same([
    'Angel Investor',
    'Venture Capital',
    'Private Equity',
    'Family Office',
    'Corporate Venture',
    'Accelerator/Incubator',
    'Syndicate',
    'Crowdfunding Platform',
    'Other',
  ]),
  targetStages: same(['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C', 'Growth', 'Expansion', 'Late-stage', 'Bridge']),
  targetStagesEdit: same(['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C', 'Growth', 'Late-stage', 'Pre-IPO']),
  investorMarketTypes: same(['B2B', 'B2C', 'B2G', 'Hybrid']),
  involvementLevels: labelled([
    { value: 'hands-off', label: 'Hands-off' },
    { value: 'advisory', label: 'Advisory' },
    { value: 'boardSeatPreferred', label: 'Board seat preferred' },
    { value: 'activeOperator', label: 'Active operator' },
  ]),
  involvementLevelsEdit: same(['Hands-off', 'Board Seat', 'Strategic Advisor', 'Active Mentor', 'Operational Support']),
  geographyFocus: same(['Local', 'Regional', 'National', 'Global', 'North America', 'Europe', 'Asia-Pacific', 'Middle East', 'Africa', 'Latin America']),
  exitHorizons: labelled([
    { value: 1, label: '1-3 years' },
    { value: 3, label: '3-5 years' },
    { value: 5, label: '5-7 years' },
    { value: 7, label: '7-10 years' },
    { value: 10, label: '10+ years' },
  ]),
  employeeBands: same(['1-29', '30-100', '100+']),
} as const;

export type OptionListName = keyof typeof options;

/**
 * The label of a stored value in the active language, or, when it is outside the list, the value
 * itself (translated when it is a label of another list: "Hospitality & Tourism").
 */
export function optionLabel(list: readonly Option<string | number>[], value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return list.find((item) => item.value === value)?.label ?? optionText(String(value));
}

/**
 * Splits a stored comma-separated value ("Seed, Series A", targetStages, targetIndustries) into
 * its trimmed, non-empty values; an array is taken item by item, anything else is empty. The Arabic
 * comma "،" separates too, so a list typed on an Arabic keyboard reads the same.
 */
export function splitList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/[,،]/) : [];
  return parts.map((part) => part.trim()).filter(Boolean);
}
