import type { components } from '@/api/schema';
import { profiles as profilesText } from '@/i18n/en/profiles';
import { options } from '@/lib/options';
import { buildFormSchema, type SectionSpec } from './profile-form';

type LocalField = keyof components['schemas']['LocalPartnerFields'];

const f = profilesText.fields;
const s = profilesText.sections;
const d = profilesText.sectionDescriptions;
const h = profilesText.hints;

/**
 * The local partner profile (section 3), 'Register as a Local Partner'. The registration form uses
 * the first reading of each list; the edit form the second (30-50 employees, Sole Proprietorship,
 * Wholesale/Retail, Distribution & Retail Chains).
 */
export const localSections: readonly SectionSpec<LocalField>[] = [
  {
    id: 'company-details',
    title: s.companyDetails,
    description: d.companyDetails,
    fields: [
      // Section 5: the logo is labelled required although its hint says optional (kept as specified).
      { name: 'businessLogo', label: f.businessLogo, kind: 'logo', hint: h.businessLogo, wide: true },
      { name: 'companyName', label: f.companyName, kind: 'text', autoComplete: 'organization', maxLength: 160 },
      {
        name: 'businessType',
        label: f.businessType,
        kind: 'select',
        options: { register: options.partnerBusinessTypes, edit: options.partnerBusinessTypesEdit },
      },
      { name: 'industryFocus', label: f.industryFocus, kind: 'select', options: { register: options.industriesExtended, edit: options.industriesExtended } },
      {
        name: 'yearsInOperation',
        label: f.yearsInOperation,
        kind: 'number',
        unit: profilesText.units.years,
        hint: h.yearsInOperation,
        format: 'years',
        number: { min: 0, max: 300, integer: true, message: profilesText.validation.yearsInOperation },
      },
      { name: 'companySize', label: f.companySize, kind: 'select', options: { register: options.companySizes, edit: options.companySizesPartnerEdit } },
      { name: 'registeredRegion', label: f.registeredRegion, kind: 'text', hint: h.registeredRegion, maxLength: 160 },
    ],
  },
  {
    id: 'registration',
    title: s.registration,
    description: d.registration,
    fields: [
      { name: 'businessRegistrationNumber', label: f.businessRegistrationNumber, kind: 'text', maxLength: 80 },
      { name: 'taxID', label: f.taxID, kind: 'text', maxLength: 80 },
      { name: 'complianceCertifications', label: f.complianceCertifications, kind: 'textarea', wide: true, maxLength: 2000 },
    ],
  },
  {
    id: 'services',
    title: s.services,
    description: d.services,
    fields: [
      { name: 'serviceCategory', label: f.serviceCategory, kind: 'text', maxLength: 160 },
      { name: 'supportedMarketTypes', label: f.supportedMarketTypes, kind: 'select', options: { register: options.supportedMarketTypes, edit: options.supportedMarketTypes } },
      { name: 'detailedServiceDescription', label: f.detailedServiceDescription, kind: 'textarea', wide: true, maxLength: 5000 },
      { name: 'languagesSupported', label: f.languagesSupported, kind: 'text', hint: h.languagesSupported, format: 'languages', maxLength: 500 },
      { name: 'serviceCapacity', label: f.serviceCapacity, kind: 'text', hint: h.serviceCapacity, maxLength: 500 },
      { name: 'preferredClientIndustries', label: f.preferredClientIndustries, kind: 'text', hint: h.preferredClientIndustries, wide: true, maxLength: 1000 },
      { name: 'SLAEngagementPreferences', label: f.SLAEngagementPreferences, kind: 'textarea', wide: true, maxLength: 2000 },
      { name: 'previousExperience', label: f.previousExperience, kind: 'textarea', wide: true, maxLength: 5000 },
    ],
  },
  {
    id: 'primary-contact',
    title: s.primaryContact,
    description: d.primaryContact,
    fields: [
      { name: 'primaryContactName', label: f.primaryContactName, kind: 'text', autoComplete: 'name', maxLength: 120 },
      { name: 'designation', label: f.designation, kind: 'text', autoComplete: 'organization-title', maxLength: 120 },
      { name: 'contactEmail', label: f.contactEmail, kind: 'email', autoComplete: 'email', hint: h.contactEmail, maxLength: 254 },
      { name: 'contactPhone', label: f.contactPhone, kind: 'tel', autoComplete: 'tel', hint: h.contactPhone, maxLength: 40 },
    ],
  },
  {
    id: 'engagement',
    title: s.engagement,
    description: d.engagement,
    fields: [
      { name: 'pricingModel', label: f.pricingModel, kind: 'select', options: { register: options.pricingModels, edit: options.pricingModelsEdit } },
      {
        name: 'collaborationPreferences',
        label: f.collaborationPreferences,
        kind: 'select',
        options: { register: options.collaborationPreferences, edit: options.collaborationPreferencesEdit },
      },
      { name: 'teamExpertise', label: f.teamExpertise, kind: 'textarea', wide: true, maxLength: 5000 },
      { name: 'matchScoreCriteria', label: f.matchScoreCriteria, kind: 'textarea', hint: h.matchScoreCriteria, wide: true, maxLength: 2000 },
    ],
  },
];

/** Section 5: the required fields of the local partner registration. */
export const localRegistrationRequired = [
  'businessLogo', 'companyName', 'businessType', 'industryFocus', 'yearsInOperation', 'companySize',
  'registeredRegion', 'businessRegistrationNumber', 'taxID', 'serviceCategory', 'detailedServiceDescription',
  'supportedMarketTypes', 'languagesSupported', 'serviceCapacity', 'primaryContactName', 'designation',
  'contactEmail', 'contactPhone', 'pricingModel', 'collaborationPreferences',
] as const satisfies readonly LocalField[];

/**
 * The edit form marks the same fields required (section 5). The specification shows no enforced
 * check there; we enforce it so an edit cannot blank a field a registration needed. The logo is
 * already stored, so it stays as it is unless a new one is chosen.
 */
export const localEditRequired: readonly LocalField[] = localRegistrationRequired;

export const localRegistrationSchema = buildFormSchema(localSections, { required: localRegistrationRequired });
export const localEditSchema = buildFormSchema(localSections, { required: localEditRequired });
