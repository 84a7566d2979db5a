import type { z } from 'zod';
import type { components } from '@/api/schema';
import { profiles as profilesText } from '@/i18n/profiles';
import { options } from '@/lib/options';
import { buildFormSchema, field, primaryContactSection, section, type ProfileFormValues, type SectionSpec } from './profile-form';

type InvestorField = keyof components['schemas']['InvestorFields'];

const ticketRule = { min: 0, max: 1e12, message: 'ticketSize' } as const;

/**
 * The investor profile (specification §3), 'Register as an Investor'. Ticket sizes are entered in US
 * dollars and shown in thousands with K; target stages and industries are chosen from lists and
 * sent as comma-separated text; the exit horizon is stored as the lower bound of its band.
 */
export const investorSections: readonly SectionSpec<InvestorField>[] = [
  section('investor-details', 'investorDetails', [
    field({ name: 'investorType', kind: 'select', options: { register: options.investorTypes, edit: options.investorTypesEdit } }),
    field({ name: 'legalName', kind: 'text', autoComplete: 'organization', maxLength: 160 }),
    field({ name: 'registeredRegion', kind: 'text', hint: 'investorRegion', maxLength: 160 }),
  ]),
  primaryContactSection,
  section('investment-focus', 'investmentFocus', [
    field({ name: 'ticketSizeMinUSD', kind: 'number', unit: 'usd', hint: 'ticketSize', format: 'ticket', number: ticketRule }),
    field({ name: 'ticketSizeMaxUSD', kind: 'number', unit: 'usd', hint: 'ticketSize', format: 'ticket', number: ticketRule }),
    field({ name: 'targetStages', kind: 'multi', wide: true, options: { register: options.targetStages, edit: options.targetStagesEdit } }),
    field({ name: 'targetIndustries', kind: 'multi', wide: true, options: { register: options.industriesExtended, edit: options.industriesExtended } }),
    field({ name: 'geographyFocus', kind: 'select', options: { register: options.geographyFocus, edit: options.geographyFocus } }),
    field({ name: 'marketTypePreference', kind: 'select', options: { register: options.investorMarketTypes, edit: options.investorMarketTypes } }),
  ]),
  section('engagement', 'investorEngagement', [
    field({ name: 'involvementLevel', kind: 'select', options: { register: options.involvementLevels, edit: options.involvementLevelsEdit } }),
    field({ name: 'exitHorizonYears', kind: 'select', numeric: true, options: { register: options.exitHorizons, edit: options.exitHorizons } }),
    field({ name: 'coInvestPreference', kind: 'checkbox', hint: 'coInvestPreference', wide: true }),
    field({ name: 'matchScoreCriteria', kind: 'textarea', hint: 'matchScoreCriteria', wide: true, maxLength: 2000 }),
  ]),
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
