import type { components } from '@/api/schema';
import { options } from '@/lib/options';
import { buildFormSchema, field, primaryContactSection, section, type SectionSpec } from './profile-form';

type LocalField = keyof components['schemas']['LocalPartnerFields'];

/**
 * The local partner profile (specification §3), 'Register as a Local Partner'. The registration form uses
 * the first reading of each list; the edit form the second (30-50 employees, Sole Proprietorship,
 * Wholesale/Retail, Distribution & Retail Chains).
 */
export const localSections: readonly SectionSpec<LocalField>[] = [
  section('company-details', 'companyDetails', [
    // Specification §5: the logo is labelled required although its hint says optional (kept as specified).
    field({ name: 'businessLogo', kind: 'logo', hint: 'businessLogo', wide: true }),
    field({ name: 'companyName', kind: 'text', autoComplete: 'organization', maxLength: 160 }),
    field({
      name: 'businessType',
      kind: 'select',
      options: { register: options.partnerBusinessTypes, edit: options.partnerBusinessTypesEdit },
    }),
    field({ name: 'industryFocus', kind: 'select', options: { register: options.industriesExtended, edit: options.industriesExtended } }),
    field({
      name: 'yearsInOperation',
      kind: 'number',
      unit: 'years',
      hint: 'yearsInOperation',
      format: 'years',
      number: { min: 0, max: 300, integer: true, message: 'yearsInOperation' },
    }),
    field({ name: 'companySize', kind: 'select', options: { register: options.companySizes, edit: options.companySizesPartnerEdit } }),
    field({ name: 'registeredRegion', kind: 'text', hint: 'registeredRegion', maxLength: 160 }),
  ]),
  section('registration', 'registration', [
    field({ name: 'businessRegistrationNumber', kind: 'text', maxLength: 80 }),
    field({ name: 'taxID', kind: 'text', maxLength: 80 }),
    field({ name: 'complianceCertifications', kind: 'textarea', wide: true, maxLength: 2000 }),
  ]),
  section('services', 'services', [
    field({ name: 'serviceCategory', kind: 'text', maxLength: 160 }),
    field({ name: 'supportedMarketTypes', kind: 'select', options: { register: options.supportedMarketTypes, edit: options.supportedMarketTypes } }),
    field({ name: 'detailedServiceDescription', kind: 'textarea', wide: true, maxLength: 5000 }),
    field({ name: 'languagesSupported', kind: 'text', hint: 'languagesSupported', format: 'languages', maxLength: 500 }),
    field({ name: 'serviceCapacity', kind: 'text', hint: 'serviceCapacity', maxLength: 500 }),
    field({ name: 'preferredClientIndustries', kind: 'text', hint: 'preferredClientIndustries', wide: true, maxLength: 1000 }),
    field({ name: 'SLAEngagementPreferences', kind: 'textarea', wide: true, maxLength: 2000 }),
    field({ name: 'previousExperience', kind: 'textarea', wide: true, maxLength: 5000 }),
  ]),
  primaryContactSection,
  section('engagement', 'engagement', [
    field({ name: 'pricingModel', kind: 'select', options: { register: options.pricingModels, edit: options.pricingModelsEdit } }),
    field({
      name: 'collaborationPreferences',
      kind: 'select',
      options: { register: options.collaborationPreferences, edit: options.collaborationPreferencesEdit },
    }),
    field({ name: 'teamExpertise', kind: 'textarea', wide: true, maxLength: 5000 }),
    field({ name: 'matchScoreCriteria', kind: 'textarea', hint: 'matchScoreCriteria', wide: true, maxLength: 2000 }),
  ]),
];

/** Specification §5: the required fields of the local partner registration. */
export const localRegistrationRequired = [
  'businessLogo', 'companyName', 'businessType', 'industryFocus', 'yearsInOperation', 'companySize',
  'registeredRegion', 'businessRegistrationNumber', 'taxID', 'serviceCategory', 'detailedServiceDescription',
  'supportedMarketTypes', 'languagesSupported', 'serviceCapacity', 'primaryContactName', 'designation',
  'contactEmail', 'contactPhone', 'pricingModel', 'collaborationPreferences',
] as const satisfies readonly LocalField[];

/**
 * The edit form marks the same fields required (specification §5). The specification shows no enforced
 * check there; we enforce it so an edit cannot blank a field a registration needed. The logo is
 * already stored, so it stays as it is unless a new one is chosen.
 */
export const localEditRequired: readonly LocalField[] = localRegistrationRequired;

export const localRegistrationSchema = buildFormSchema(localSections, { required: localRegistrationRequired });
export const localEditSchema = buildFormSchema(localSections, { required: localEditRequired });
