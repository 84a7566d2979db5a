import { z } from 'zod';
import { fillPlain } from '../http/wording';
import { validation as words } from '../i18n/en';
import { atMost } from './common';

/** Every free-text or option field: a bounded string (stored values outside a list are kept). */
const field = (max: number) => z.string({ error: words.mustBeText }).trim().max(max, atMost(max));
const number = (min: number, max: number, label: string) => {
  const notNumber = fillPlain(words.numberType, { label });
  return z
    .number({ error: notNumber })
    .finite(notNumber)
    .min(min, fillPlain(words.numberMin, { label, min }))
    .max(max, fillPlain(words.numberMax, { label, max }));
};
const labels = words.numberLabels;

export const LOGO_MAX_BYTES = 1_000_000;
export const LOGO_RULE = words.logo;

/** A data URL of an image, at most 1 MB once decoded. */
export const logo = z
  .string({ error: LOGO_RULE })
  .max(1_500_000, LOGO_RULE)
  .refine((value) => value === '' || /^data:image\/[a-z0-9.+-]+(;[a-z0-9=.-]+)*(;base64)?,/i.test(value), LOGO_RULE)
  .refine((value) => {
    const comma = value.indexOf(',');
    const payload = comma < 0 ? '' : value.slice(comma + 1);
    const bytes = value.slice(0, comma).endsWith(';base64') ? Math.floor((payload.length * 3) / 4) : payload.length;
    return bytes <= LOGO_MAX_BYTES;
  }, LOGO_RULE);

export const foreignFields = z.object({
  companyName: field(160),
  industry: field(120),
  companySize: field(60),
  operatingRegion: field(160),
  expansionGoal: field(2000),
  targetRevenue: number(0, 1000, labels.targetRevenue),
  expansionTimeline: field(60),
  marketType: field(60),
  preferredPartnerType: field(60),
  budgetRange: field(60),
  businessLogo: logo,
});

export const localFields = z.object({
  companyName: field(160),
  businessType: field(60),
  industryFocus: field(120),
  yearsInOperation: number(0, 300, labels.yearsInOperation),
  companySize: field(60),
  registeredRegion: field(160),
  businessLogo: logo,
  businessRegistrationNumber: field(80),
  taxID: field(80),
  complianceCertifications: field(2000),
  serviceCategory: field(160),
  detailedServiceDescription: field(5000),
  supportedMarketTypes: field(60),
  languagesSupported: field(500),
  preferredClientIndustries: field(1000),
  serviceCapacity: field(500),
  SLAEngagementPreferences: field(2000),
  previousExperience: field(5000),
  primaryContactName: field(120),
  designation: field(120),
  contactEmail: field(254),
  contactPhone: field(40),
  teamExpertise: field(5000),
  pricingModel: field(60),
  collaborationPreferences: field(120),
  matchScoreCriteria: field(2000),
});

export const investorFields = z.object({
  investorType: field(60),
  legalName: field(160),
  registeredRegion: field(160),
  primaryContactName: field(120),
  designation: field(120),
  contactEmail: field(254),
  contactPhone: field(40),
  ticketSizeMinUSD: number(0, 1e12, labels.ticketSizeMin),
  ticketSizeMaxUSD: number(0, 1e12, labels.ticketSizeMax),
  targetStages: field(500),
  targetIndustries: field(1000),
  geographyFocus: field(160),
  marketTypePreference: field(60),
  involvementLevel: field(60),
  coInvestPreference: z.boolean({ error: words.coInvest }),
  exitHorizonYears: number(0, 100, labels.exitHorizon),
  matchScoreCriteria: field(2000),
});

export const foreignRequired = [
  'companyName', 'industry', 'companySize', 'operatingRegion', 'expansionGoal', 'targetRevenue',
  'expansionTimeline', 'marketType', 'preferredPartnerType', 'budgetRange',
] as const;

export const localRequired = [
  'businessLogo', 'companyName', 'businessType', 'industryFocus', 'yearsInOperation', 'companySize',
  'registeredRegion', 'businessRegistrationNumber', 'taxID', 'serviceCategory', 'detailedServiceDescription',
  'supportedMarketTypes', 'languagesSupported', 'serviceCapacity', 'primaryContactName', 'designation',
  'contactEmail', 'contactPhone', 'pricingModel', 'collaborationPreferences',
] as const;

export const investorRequired = [
  'investorType', 'legalName', 'registeredRegion', 'primaryContactName', 'contactEmail', 'ticketSizeMinUSD', 'ticketSizeMaxUSD',
] as const;

/** The names of required fields that are absent, null or blank. */
export function missingFields(body: unknown, required: readonly string[]): string[] {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return required.filter((key) => {
    const value = record[key];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}

const ownerId = z.string({ error: words.userIdRequired }).trim().min(1, words.userIdRequired).max(64);

export const foreignAddBody = foreignFields.partial().extend({ ID: ownerId });
export const localAddBody = localFields.partial().extend({ ID: ownerId, hasPurchased: z.boolean().optional() });
export const investorAddBody = investorFields.partial().extend({ ID: ownerId });

const idRequired = fillPlain(words.labelRequired, { label: 'id' });
const profileId = z.string({ error: idRequired }).trim().min(1, idRequired).max(64);

export const viewBody = z.object({ id: profileId });
/**
 * An update may leave a field out, but may not blank a field the profile requires: text is trimmed
 * first, so "   " is as empty as "". (The logo is replaced, never blanked, by the edit forms.)
 */
const noBlankRequired =
  (required: readonly string[]) =>
  (data: Record<string, unknown>, context: z.RefinementCtx): void => {
    for (const key of required) {
      if (key !== 'businessLogo' && typeof data[key] === 'string' && data[key].trim() === '') {
        context.addIssue({ code: 'custom', path: [key], message: fillPlain(words.labelRequired, { label: key }) });
      }
    }
  };

export const foreignUpdateBody = z.object({ id: profileId, updateData: foreignFields.partial().superRefine(noBlankRequired(foreignRequired)) });
export const localUpdateBody = z.object({ id: profileId, updateData: localFields.partial().superRefine(noBlankRequired(localRequired)) });
export const investorUpdateBody = z.object({
  id: profileId,
  updateData: investorFields.partial().superRefine(noBlankRequired(investorRequired)),
});
