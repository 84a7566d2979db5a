import type { components } from '@/api/schema';
import { profiles as profilesText } from '@/i18n/profiles';
import { options } from '@/lib/options';
import { buildFormSchema, formText, primaryContactSection, type SectionSpec } from './profile-form';

type LocalField = keyof components['schemas']['LocalPartnerFields'];

const { fieldLabels, sectionTitles, sectionDescriptions, hints } = formText;

/**
 * The local partner profile (specification §3), 'Register as a Local Partner'. The registration form uses
 * the first reading of each list; the edit form the second (30-50 employees, Sole Proprietorship,
 * Wholesale/Retail, Distribution & Retail Chains).
 */
export const localSections: readonly SectionSpec<LocalField>[] = [
  {
    id: 'company-details',
    title: sectionTitles.companyDetails,
    description: sectionDescriptions.companyDetails,
    fields: [
      // Specification §5: the logo is labelled required although its hint says optional (kept as specified).
      { name: 'businessLogo', label: fieldLabels.businessLogo, kind: 'logo', hint: hints.businessLogo, wide: true },
      { name: 'companyName', label: fieldLabels.companyName, kind: 'text', autoComplete: 'organization', maxLength: 160 },
      {
        name: 'businessType',
        label: fieldLabels.businessType,
        kind: 'select',
        options: { register: options.partnerBusinessTypes, edit: options.partnerBusinessTypesEdit },
      },
      { name: 'industryFocus', label: fieldLabels.industryFocus, kind: 'select', options: { register: options.industriesExtended, edit: options.industriesExtended } },
      {
        name: 'yearsInOperation',
        label: fieldLabels.yearsInOperation,
        kind: 'number',
        unit: profilesText.units.years,
        hint: hints.yearsInOperation,
        format: 'years',
        number: { min: 0, max: 300, integer: true, message: profilesText.validation.yearsInOperation },
      },
      { name: 'companySize', label: fieldLabels.companySize, kind: 'select', options: { register: options.companySizes, edit: options.companySizesPartnerEdit } },
      { name: 'registeredRegion', label: fieldLabels.registeredRegion, kind: 'text', hint: hints.registeredRegion, maxLength: 160 },
    ],
  },
  {
    id: 'registration',
    title: sectionTitles.registration,
    description: sectionDescriptions.registration,
    fields: [
      { name: 'businessRegistrationNumber', label: fieldLabels.businessRegistrationNumber, kind: 'text', maxLength: 80 },
      { name: 'taxID', label: fieldLabels.taxID, kind: 'text', maxLength: 80 },
      { name: 'complianceCertifications', label: fieldLabels.complianceCertifications, kind: 'textarea', wide: true, maxLength: 2000 },
    ],
  },
  {
    id: 'services',
    title: sectionTitles.services,
    description: sectionDescriptions.services,
    fields: [
      { name: 'serviceCategory', label: fieldLabels.serviceCategory, kind: 'text', maxLength: 160 },
      { name: 'supportedMarketTypes', label: fieldLabels.supportedMarketTypes, kind: 'select', options: { register: options.supportedMarketTypes, edit: options.supportedMarketTypes } },
      { name: 'detailedServiceDescription', label: fieldLabels.detailedServiceDescription, kind: 'textarea', wide: true, maxLength: 5000 },
      { name: 'languagesSupported', label: fieldLabels.languagesSupported, kind: 'text', hint: hints.languagesSupported, format: 'languages', maxLength: 500 },
      { name: 'serviceCapacity', label: fieldLabels.serviceCapacity, kind: 'text', hint: hints.serviceCapacity, maxLength: 500 },
      { name: 'preferredClientIndustries', label: fieldLabels.preferredClientIndustries, kind: 'text', hint: hints.preferredClientIndustries, wide: true, maxLength: 1000 },
      { name: 'SLAEngagementPreferences', label: fieldLabels.SLAEngagementPreferences, kind: 'textarea', wide: true, maxLength: 2000 },
      { name: 'previousExperience', label: fieldLabels.previousExperience, kind: 'textarea', wide: true, maxLength: 5000 },
    ],
  },
  primaryContactSection,
  {
    id: 'engagement',
    title: sectionTitles.engagement,
    description: sectionDescriptions.engagement,
    fields: [
      { name: 'pricingModel', label: fieldLabels.pricingModel, kind: 'select', options: { register: options.pricingModels, edit: options.pricingModelsEdit } },
      {
        name: 'collaborationPreferences',
        label: fieldLabels.collaborationPreferences,
        kind: 'select',
        options: { register: options.collaborationPreferences, edit: options.collaborationPreferencesEdit },
      },
      { name: 'teamExpertise', label: fieldLabels.teamExpertise, kind: 'textarea', wide: true, maxLength: 5000 },
      { name: 'matchScoreCriteria', label: fieldLabels.matchScoreCriteria, kind: 'textarea', hint: hints.matchScoreCriteria, wide: true, maxLength: 2000 },
    ],
  },
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
