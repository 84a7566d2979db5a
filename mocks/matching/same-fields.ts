// Does a cached feature entry still describe its profile? Checked for every candidate of every
// ranking, so that a profile edited in place is read again.

import type { PartyKind } from './types';
import { FIELDS, type Features } from './features';

// Validators of a cached entry, written out field by field: named property reads are much faster
// than reads by a computed key, and this check runs for every candidate of every ranking.
const same = (a: unknown, b: unknown): boolean => a === b || (a !== a && b !== b);
function sameForeign(p: Record<string, unknown>, s: unknown[], o: number): boolean {
  return (
    same(p._id, s[o]) &&
    same(p.companyName, s[o + 1]) &&
    same(p.industry, s[o + 2]) &&
    same(p.companySize, s[o + 3]) &&
    same(p.operatingRegion, s[o + 4]) &&
    same(p.expansionGoal, s[o + 5]) &&
    same(p.targetRevenue, s[o + 6]) &&
    same(p.expansionTimeline, s[o + 7]) &&
    same(p.marketType, s[o + 8]) &&
    same(p.preferredPartnerType, s[o + 9]) &&
    same(p.budgetRange, s[o + 10]) &&
    same(p.status, s[o + 11]) &&
    same(p.deleted, s[o + 12]) &&
    same(p.isDeleted, s[o + 13]) &&
    same(p.deletedAt, s[o + 14])
  );
}
function sameLocal(p: Record<string, unknown>, s: unknown[], o: number): boolean {
  return (
    same(p._id, s[o]) &&
    same(p.companyName, s[o + 1]) &&
    same(p.businessType, s[o + 2]) &&
    same(p.industryFocus, s[o + 3]) &&
    same(p.yearsInOperation, s[o + 4]) &&
    same(p.companySize, s[o + 5]) &&
    same(p.registeredRegion, s[o + 6]) &&
    same(p.complianceCertifications, s[o + 7]) &&
    same(p.serviceCategory, s[o + 8]) &&
    same(p.detailedServiceDescription, s[o + 9]) &&
    same(p.supportedMarketTypes, s[o + 10]) &&
    same(p.languagesSupported, s[o + 11]) &&
    same(p.preferredClientIndustries, s[o + 12]) &&
    same(p.serviceCapacity, s[o + 13]) &&
    same(p.SLAEngagementPreferences, s[o + 14]) &&
    same(p.previousExperience, s[o + 15]) &&
    same(p.teamExpertise, s[o + 16]) &&
    same(p.pricingModel, s[o + 17]) &&
    same(p.collaborationPreferences, s[o + 18]) &&
    same(p.matchScoreCriteria, s[o + 19]) &&
    same(p.verificationStatus, s[o + 20]) &&
    same(p.deleted, s[o + 21]) &&
    same(p.isDeleted, s[o + 22]) &&
    same(p.deletedAt, s[o + 23])
  );
}
function sameInvestor(p: Record<string, unknown>, s: unknown[], o: number): boolean {
  return (
    same(p._id, s[o]) &&
    same(p.investorType, s[o + 1]) &&
    same(p.legalName, s[o + 2]) &&
    same(p.registeredRegion, s[o + 3]) &&
    same(p.ticketSizeMinUSD, s[o + 4]) &&
    same(p.ticketSizeMaxUSD, s[o + 5]) &&
    same(p.targetStages, s[o + 6]) &&
    same(p.targetIndustries, s[o + 7]) &&
    same(p.geographyFocus, s[o + 8]) &&
    same(p.marketTypePreference, s[o + 9]) &&
    same(p.involvementLevel, s[o + 10]) &&
    same(p.coInvestPreference, s[o + 11]) &&
    same(p.exitHorizonYears, s[o + 12]) &&
    same(p.verificationStatus, s[o + 13]) &&
    same(p.matchScoreCriteria, s[o + 14]) &&
    same(p.deleted, s[o + 15]) &&
    same(p.isDeleted, s[o + 16]) &&
    same(p.deletedAt, s[o + 17])
  );
}
/** Does profile p still hold the values s[o], s[o + 1], … (its FIELDS in order)? */
export const SAME: Record<PartyKind, (p: Record<string, unknown>, s: unknown[], o: number) => boolean> = { foreign: sameForeign, local: sameLocal, investor: sameInvestor };

/** Does a profile still hold the raw values `f` was computed from? */
export function sameFields(kind: PartyKind, profile: unknown, f: Features): boolean {
  if (typeof profile !== 'object' || profile === null) return f.src.length === 0;
  try {
    return f.src.length === FIELDS[kind].length && SAME[kind](profile as Record<string, unknown>, f.src, 0);
  } catch {
    return false;
  }
}

// Readers of the raw fields in FIELDS order, written out for the same reason: a read by a key taken
// from a list is a slow generic lookup, and every profile of a fresh candidate array is read.
function readForeign(p: Record<string, unknown>): unknown[] {
  return [
    p._id, p.companyName, p.industry, p.companySize, p.operatingRegion, p.expansionGoal, p.targetRevenue,
    p.expansionTimeline, p.marketType, p.preferredPartnerType, p.budgetRange, p.status, p.deleted, p.isDeleted, p.deletedAt,
  ];
}
function readLocal(p: Record<string, unknown>): unknown[] {
  return [
    p._id, p.companyName, p.businessType, p.industryFocus, p.yearsInOperation, p.companySize, p.registeredRegion,
    p.complianceCertifications, p.serviceCategory, p.detailedServiceDescription, p.supportedMarketTypes,
    p.languagesSupported, p.preferredClientIndustries, p.serviceCapacity, p.SLAEngagementPreferences,
    p.previousExperience, p.teamExpertise, p.pricingModel, p.collaborationPreferences, p.matchScoreCriteria,
    p.verificationStatus, p.deleted, p.isDeleted, p.deletedAt,
  ];
}
function readInvestor(p: Record<string, unknown>): unknown[] {
  return [
    p._id, p.investorType, p.legalName, p.registeredRegion, p.ticketSizeMinUSD, p.ticketSizeMaxUSD, p.targetStages,
    p.targetIndustries, p.geographyFocus, p.marketTypePreference, p.involvementLevel, p.coInvestPreference,
    p.exitHorizonYears, p.verificationStatus, p.matchScoreCriteria, p.deleted, p.isDeleted, p.deletedAt,
  ];
}
/** The raw values of a profile's FIELDS, in order (what `Features.src` holds). */
export const READ: Record<PartyKind, (p: Record<string, unknown>) => unknown[]> = { foreign: readForeign, local: readLocal, investor: readInvestor };
