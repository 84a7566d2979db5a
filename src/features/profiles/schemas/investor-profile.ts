import type { z } from 'zod';
import type { components } from '@/api/schema';
import { profiles as profilesText } from '@/i18n/profiles';
import { options } from '@/lib/options';
import { buildFormSchema, formText, primaryContactSection, type ProfileFormValues, type SectionSpec } from './profile-form';

type InvestorField = keyof components['schemas']['InvestorFields'];

const { fieldLabels, sectionTitles, sectionDescriptions, hints } = formText;
const ticketRule = { min: 0, max: 1e12, message: profilesText.validation.ticketSize };

/**
 * The investor profile (specification §3), 'Register as an Investor'. Ticket sizes are entered in US
 * dollars and shown in thousands with K; target stages and industries are chosen from lists and
 * sent as comma-separated text; the exit horizon is stored as the lower bound of its band.
 */
export const investorSections: readonly SectionSpec<InvestorField>[] = [
  {
    id: 'investor-details',
    title: sectionTitles.investorDetails,
    description: sectionDescriptions.investorDetails,
    fields: [
      { name: 'investorType', label: fieldLabels.investorType, kind: 'select', options: { register: options.investorTypes, edit: options.investorTypesEdit } },
      { name: 'legalName', label: fieldLabels.legalName, kind: 'text', autoComplete: 'organization', maxLength: 160 },
      { name: 'registeredRegion', label: fieldLabels.registeredRegion, kind: 'text', hint: hints.investorRegion, maxLength: 160 },
    ],
  },
  primaryContactSection,
  {
    id: 'investment-focus',
    title: sectionTitles.investmentFocus,
    description: sectionDescriptions.investmentFocus,
    fields: [
      { name: 'ticketSizeMinUSD', label: fieldLabels.ticketSizeMinUSD, kind: 'number', unit: profilesText.units.usd, hint: hints.ticketSize, format: 'ticket', number: ticketRule },
      { name: 'ticketSizeMaxUSD', label: fieldLabels.ticketSizeMaxUSD, kind: 'number', unit: profilesText.units.usd, hint: hints.ticketSize, format: 'ticket', number: ticketRule },
      { name: 'targetStages', label: fieldLabels.targetStages, kind: 'multi', wide: true, options: { register: options.targetStages, edit: options.targetStagesEdit } },
      { name: 'targetIndustries', label: fieldLabels.targetIndustries, kind: 'multi', wide: true, options: { register: options.industriesExtended, edit: options.industriesExtended } },
      { name: 'geographyFocus', label: fieldLabels.geographyFocus, kind: 'select', options: { register: options.geographyFocus, edit: options.geographyFocus } },
      { name: 'marketTypePreference', label: fieldLabels.marketTypePreference, kind: 'select', options: { register: options.investorMarketTypes, edit: options.investorMarketTypes } },
    ],
  },
  {
    id: 'engagement',
    title: sectionTitles.investorEngagement,
    description: sectionDescriptions.investorEngagement,
    fields: [
      { name: 'involvementLevel', label: fieldLabels.involvementLevel, kind: 'select', options: { register: options.involvementLevels, edit: options.involvementLevelsEdit } },
      { name: 'exitHorizonYears', label: fieldLabels.exitHorizonYears, kind: 'select', numeric: true, options: { register: options.exitHorizons, edit: options.exitHorizons } },
      { name: 'coInvestPreference', label: fieldLabels.coInvestPreference, kind: 'checkbox', hint: hints.coInvestPreference, wide: true },
      { name: 'matchScoreCriteria', label: fieldLabels.matchScoreCriteria, kind: 'textarea', hint: hints.matchScoreCriteria, wide: true, maxLength: 2000 },
    ],
  },
];

/** Specification §5: the required fields of the investor registration. */
export const investorRegistrationRequired = [
  'investorType', 'legalName', 'registeredRegion', 'primaryContactName', 'contactEmail', 'ticketSizeMinUSD', 'ticketSizeMaxUSD',
] as const satisfies readonly InvestorField[];

/**
 * Specification §5: the investor edit form requires all fields, including designation, phone, target
 * stages and industries, geography focus, market type, involvement level and exit horizon.
 * (The co-invest preference is a yes/no that always has a value; the match criteria stay optional.)
 */
export const investorEditRequired: readonly InvestorField[] = [
  ...investorRegistrationRequired,
  'designation', 'contactPhone', 'targetStages', 'targetIndustries', 'geographyFocus', 'marketTypePreference',
  'involvementLevel', 'exitHorizonYears',
];

/** Added rule (the specification has none): the minimum ticket may not exceed the maximum. */
export function ticketOrder(values: ProfileFormValues, ctx: z.RefinementCtx): void {
  const min = Number(String(values.ticketSizeMinUSD ?? '').trim() || NaN);
  const max = Number(String(values.ticketSizeMaxUSD ?? '').trim() || NaN);
  if (Number.isFinite(min) && Number.isFinite(max) && min >= 0 && max >= 0 && min > max) {
    ctx.addIssue({ code: 'custom', path: ['ticketSizeMaxUSD'], message: profilesText.validation.ticketOrder });
  }
}

export const investorRegistrationSchema = buildFormSchema(investorSections, { required: investorRegistrationRequired, refine: ticketOrder });
export const investorEditSchema = buildFormSchema(investorSections, { required: investorEditRequired, refine: ticketOrder });
