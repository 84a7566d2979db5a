/**
 * What a version of the agreement is rendered from, kept with it (issue 15): the contract's dates
 * and category, and of each party exactly the fields the document reads, as they were when the
 * version was generated. The English text is rendered from it once and signed (its digest); the
 * Arabic and bilingual pages are rendered from the same source whenever they are asked for, so a
 * profile edited after the approval changes none of them. A logo or any field the document does
 * not show is left out, which keeps the stored record small.
 */
import type { PartyKind } from '../../db/records';
import type { AnyProfile } from '../profiles';
import type { DocumentInput } from './index';

const FIELDS: Record<PartyKind, readonly string[]> = {
  local: [
    '_id', 'companyName', 'businessType', 'registeredRegion', 'businessRegistrationNumber', 'taxID', 'complianceCertifications',
    'primaryContactName', 'designation', 'contactEmail', 'contactPhone', 'serviceCategory', 'supportedMarketTypes', 'languagesSupported',
    'collaborationPreferences', 'detailedServiceDescription', 'SLAEngagementPreferences', 'serviceCapacity', 'pricingModel',
  ],
  foreign: [
    '_id', 'companyName', 'industry', 'operatingRegion', 'companySize', 'expansionGoal', 'expansionTimeline', 'marketType',
    'preferredPartnerType', 'budgetRange', 'targetRevenue',
  ],
  investor: [
    '_id', 'legalName', 'investorType', 'registeredRegion', 'primaryContactName', 'designation', 'contactEmail', 'contactPhone',
    'targetIndustries', 'targetStages', 'geographyFocus', 'marketTypePreference', 'involvementLevel', 'ticketSizeMinUSD',
    'ticketSizeMaxUSD', 'coInvestPreference', 'exitHorizonYears',
  ],
};

function pick(party: AnyProfile | undefined): AnyProfile | undefined {
  if (!party) return undefined;
  const profile = party.profile as unknown as Record<string, unknown>;
  const kept = Object.fromEntries(FIELDS[party.kind].filter((field) => profile[field] !== undefined).map((field) => [field, profile[field]]));
  return { kind: party.kind, profile: kept } as unknown as AnyProfile;
}

/** The source of a version: everything `renderContractDocument` reads, and nothing more. */
export function documentSource(input: DocumentInput): DocumentInput {
  const { _id, category, createdAt, updatedAt } = input.contract;
  return {
    contract: { _id, category, createdAt, updatedAt },
    partnerOne: pick(input.partnerOne),
    partnerTwo: pick(input.partnerTwo),
    version: input.version ?? 1,
    generatedAt: input.generatedAt ?? updatedAt,
  };
}

/** A stored source read back (from a saved snapshot, so checked rather than trusted), or null. */
export function sourceOf(value: unknown): DocumentInput | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Partial<DocumentInput>;
  const contract = source.contract as Record<string, unknown> | undefined;
  const party = (p: unknown) => p === undefined || (typeof p === 'object' && p !== null && typeof (p as { kind?: unknown }).kind === 'string');
  const ok =
    contract !== undefined &&
    ['_id', 'category', 'createdAt', 'updatedAt'].every((field) => typeof contract[field] === 'string') &&
    party(source.partnerOne) &&
    party(source.partnerTwo);
  return ok ? (source as DocumentInput) : null;
}
