import type { components } from '@/api/schema';
import { options } from '@/lib/options';
import { buildFormSchema, field, section, type SectionSpec } from './profile-form';

type ForeignField = keyof components['schemas']['ForeignBusinessFields'];

/**
 * The foreign business profile (specification §3), titled 'Expand Your Business' with the sections
 * Company Profile, Business Objectives and Market Preferences (specification §2). The registration form
 * uses the first reading of each list, the own-profile edit form the second.
 */
export const foreignSections: readonly SectionSpec<ForeignField>[] = [
  section('company-profile', 'companyProfile', [
    field({ name: 'companyName', kind: 'text', autoComplete: 'organization', maxLength: 160 }),
    field({
      name: 'industry',
      kind: 'select',
      // The foreign sign-up form lacks Hospitality & Tourism; the edit form has it.
      options: { register: options.industries, edit: options.industriesExtended },
    }),
    field({ name: 'companySize', kind: 'select', options: { register: options.companySizes, edit: options.companySizes } }),
    field({ name: 'operatingRegion', kind: 'text', hint: 'operatingRegion', maxLength: 160 }),
  ]),
  section('business-objectives', 'businessObjectives', [
    field({ name: 'expansionGoal', kind: 'select', options: { register: options.expansionGoals, edit: options.expansionGoals } }),
    field({
      name: 'targetRevenue',
      kind: 'number',
      unit: 'percent',
      hint: 'targetRevenue',
      editHint: 'targetRevenueEdit',
      format: 'percent',
      number: { min: 0, max: 1000, message: 'targetRevenue' },
    }),
    field({
      name: 'expansionTimeline',
      kind: 'select',
      options: { register: options.expansionTimelines, edit: options.expansionTimelinesEdit },
    }),
  ]),
  section('market-preferences', 'marketPreferences', [
    field({ name: 'marketType', kind: 'select', options: { register: options.foreignMarketTypes, edit: options.foreignMarketTypesEdit } }),
    field({
      name: 'preferredPartnerType',
      kind: 'select',
      options: { register: options.preferredPartnerTypes, edit: options.preferredPartnerTypesEdit },
    }),
    field({ name: 'budgetRange', kind: 'select', options: { register: options.budgetRanges, edit: options.budgetRangesEdit } }),
  ]),
];

const allFields = [
  'companyName', 'industry', 'companySize', 'operatingRegion', 'expansionGoal', 'targetRevenue',
  'expansionTimeline', 'marketType', 'preferredPartnerType', 'budgetRange',
] as const satisfies readonly ForeignField[];

/** Specification §5: every field of the business profile is required. */
export const foreignRegistrationRequired: readonly ForeignField[] = allFields;
/** Specification §5: in the own-profile edit form targetRevenue is optional, the others required. */
export const foreignEditRequired: readonly ForeignField[] = allFields.filter((name) => name !== 'targetRevenue');

export const foreignRegistrationSchema = buildFormSchema(foreignSections, { required: foreignRegistrationRequired });
export const foreignEditSchema = buildFormSchema(foreignSections, { required: foreignEditRequired });
