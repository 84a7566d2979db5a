import type { components } from '@/api/schema';
import { profiles as profilesText } from '@/i18n/profiles';
import { options } from '@/lib/options';
import { buildFormSchema, formText, type SectionSpec } from './profile-form';

type ForeignField = keyof components['schemas']['ForeignBusinessFields'];

const { fieldLabels, sectionTitles, sectionDescriptions, hints } = formText;

/**
 * The foreign business profile (specification §3), titled 'Expand Your Business' with the sections
 * Company Profile, Business Objectives and Market Preferences (specification §2). The registration form
 * uses the first reading of each list, the own-profile edit form the second.
 */
export const foreignSections: readonly SectionSpec<ForeignField>[] = [
  {
    id: 'company-profile',
    title: sectionTitles.companyProfile,
    description: sectionDescriptions.companyProfile,
    fields: [
      { name: 'companyName', label: fieldLabels.companyName, kind: 'text', autoComplete: 'organization', maxLength: 160 },
      {
        name: 'industry',
        label: fieldLabels.industry,
        kind: 'select',
        // The foreign sign-up form lacks Hospitality & Tourism; the edit form has it.
        options: { register: options.industries, edit: options.industriesExtended },
      },
      { name: 'companySize', label: fieldLabels.companySize, kind: 'select', options: { register: options.companySizes, edit: options.companySizes } },
      { name: 'operatingRegion', label: fieldLabels.operatingRegion, kind: 'text', hint: hints.operatingRegion, maxLength: 160 },
    ],
  },
  {
    id: 'business-objectives',
    title: sectionTitles.businessObjectives,
    description: sectionDescriptions.businessObjectives,
    fields: [
      { name: 'expansionGoal', label: fieldLabels.expansionGoal, kind: 'select', options: { register: options.expansionGoals, edit: options.expansionGoals } },
      {
        name: 'targetRevenue',
        label: fieldLabels.targetRevenue,
        kind: 'number',
        unit: profilesText.units.percent,
        hint: hints.targetRevenue,
        editHint: hints.targetRevenueEdit,
        format: 'percent',
        number: { min: 0, max: 1000, message: profilesText.validation.targetRevenue },
      },
      {
        name: 'expansionTimeline',
        label: fieldLabels.expansionTimeline,
        kind: 'select',
        options: { register: options.expansionTimelines, edit: options.expansionTimelinesEdit },
      },
    ],
  },
  {
    id: 'market-preferences',
    title: sectionTitles.marketPreferences,
    description: sectionDescriptions.marketPreferences,
    fields: [
      { name: 'marketType', label: fieldLabels.marketType, kind: 'select', options: { register: options.foreignMarketTypes, edit: options.foreignMarketTypesEdit } },
      {
        name: 'preferredPartnerType',
        label: fieldLabels.preferredPartnerType,
        kind: 'select',
        options: { register: options.preferredPartnerTypes, edit: options.preferredPartnerTypesEdit },
      },
      { name: 'budgetRange', label: fieldLabels.budgetRange, kind: 'select', options: { register: options.budgetRanges, edit: options.budgetRangesEdit } },
    ],
  },
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
