import type { components } from '@/api/schema';
import { profiles as profilesText } from '@/i18n/en/profiles';
import { options } from '@/lib/options';
import { buildFormSchema, type SectionSpec } from './profile-form';

type ForeignField = keyof components['schemas']['ForeignBusinessFields'];

const f = profilesText.fields;
const s = profilesText.sections;
const d = profilesText.sectionDescriptions;
const h = profilesText.hints;

/**
 * The foreign business profile (section 3), titled 'Expand Your Business' with the sections
 * Company Profile, Business Objectives and Market Preferences (section 2). The registration form
 * uses the first reading of each list, the own-profile edit form the second.
 */
export const foreignSections: readonly SectionSpec<ForeignField>[] = [
  {
    id: 'company-profile',
    title: s.companyProfile,
    description: d.companyProfile,
    fields: [
      { name: 'companyName', label: f.companyName, kind: 'text', autoComplete: 'organization', maxLength: 160 },
      {
        name: 'industry',
        label: f.industry,
        kind: 'select',
        // The foreign sign-up form lacks Hospitality & Tourism; the edit form has it.
        options: { register: options.industries, edit: options.industriesExtended },
      },
      { name: 'companySize', label: f.companySize, kind: 'select', options: { register: options.companySizes, edit: options.companySizes } },
      { name: 'operatingRegion', label: f.operatingRegion, kind: 'text', hint: h.operatingRegion, maxLength: 160 },
    ],
  },
  {
    id: 'business-objectives',
    title: s.businessObjectives,
    description: d.businessObjectives,
    fields: [
      { name: 'expansionGoal', label: f.expansionGoal, kind: 'select', options: { register: options.expansionGoals, edit: options.expansionGoals } },
      {
        name: 'targetRevenue',
        label: f.targetRevenue,
        kind: 'number',
        unit: profilesText.units.percent,
        hint: h.targetRevenue,
        editHint: h.targetRevenueEdit,
        format: 'percent',
        number: { min: 0, max: 1000, message: profilesText.validation.targetRevenue },
      },
      {
        name: 'expansionTimeline',
        label: f.expansionTimeline,
        kind: 'select',
        options: { register: options.expansionTimelines, edit: options.expansionTimelinesEdit },
      },
    ],
  },
  {
    id: 'market-preferences',
    title: s.marketPreferences,
    description: d.marketPreferences,
    fields: [
      { name: 'marketType', label: f.marketType, kind: 'select', options: { register: options.foreignMarketTypes, edit: options.foreignMarketTypesEdit } },
      {
        name: 'preferredPartnerType',
        label: f.preferredPartnerType,
        kind: 'select',
        options: { register: options.preferredPartnerTypes, edit: options.preferredPartnerTypesEdit },
      },
      { name: 'budgetRange', label: f.budgetRange, kind: 'select', options: { register: options.budgetRanges, edit: options.budgetRangesEdit } },
    ],
  },
];

const allFields = [
  'companyName', 'industry', 'companySize', 'operatingRegion', 'expansionGoal', 'targetRevenue',
  'expansionTimeline', 'marketType', 'preferredPartnerType', 'budgetRange',
] as const satisfies readonly ForeignField[];

/** Section 5: every field of the business profile is required. */
export const foreignRegistrationRequired: readonly ForeignField[] = allFields;
/** Section 5: in the own-profile edit form targetRevenue is optional, the others required. */
export const foreignEditRequired: readonly ForeignField[] = allFields.filter((name) => name !== 'targetRevenue');

export const foreignRegistrationSchema = buildFormSchema(foreignSections, { required: foreignRegistrationRequired });
export const foreignEditSchema = buildFormSchema(foreignSections, { required: foreignEditRequired });
