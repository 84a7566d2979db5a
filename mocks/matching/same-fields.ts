// Does a cached feature entry still describe its profile? Checked for every candidate of every
// ranking, so that a profile edited in place is read again.

import type { PartyKind } from './types';
import { FIELDS, type Features } from './features';

// Validators of a cached entry, written out field by field: named property reads are much faster
// than reads by a computed key, and this check runs for every candidate of every ranking.
const same = (a: unknown, b: unknown): boolean => a === b || (a !== a && b !== b);
function sameForeign(p: Record<string, unknown>, s: unknown[]): boolean {
  return (
    same(p._id, s[0]) &&
    same(p.companyName, s[1]) &&
    same(p.industry, s[2]) &&
    same(p.companySize, s[3]) &&
    same(p.operatingRegion, s[4]) &&
    same(p.expansionGoal, s[5]) &&
    same(p.targetRevenue, s[6]) &&
    same(p.expansionTimeline, s[7]) &&
    same(p.marketType, s[8]) &&
    same(p.preferredPartnerType, s[9]) &&
    same(p.budgetRange, s[10]) &&
    same(p.status, s[11]) &&
    same(p.deleted, s[12]) &&
    same(p.isDeleted, s[13]) &&
    same(p.deletedAt, s[14])
  );
}
function sameLocal(p: Record<string, unknown>, s: unknown[]): boolean {
  return (
    same(p._id, s[0]) &&
    same(p.companyName, s[1]) &&
    same(p.businessType, s[2]) &&
    same(p.industryFocus, s[3]) &&
    same(p.yearsInOperation, s[4]) &&
    same(p.companySize, s[5]) &&
    same(p.registeredRegion, s[6]) &&
    same(p.complianceCertifications, s[7]) &&
    same(p.serviceCategory, s[8]) &&
    same(p.detailedServiceDescription, s[9]) &&
    same(p.supportedMarketTypes, s[10]) &&
    same(p.languagesSupported, s[11]) &&
    same(p.preferredClientIndustries, s[12]) &&
    same(p.serviceCapacity, s[13]) &&
    same(p.SLAEngagementPreferences, s[14]) &&
    same(p.previousExperience, s[15]) &&
    same(p.teamExpertise, s[16]) &&
    same(p.pricingModel, s[17]) &&
    same(p.collaborationPreferences, s[18]) &&
    same(p.matchScoreCriteria, s[19]) &&
    same(p.verificationStatus, s[20]) &&
    same(p.deleted, s[21]) &&
    same(p.isDeleted, s[22]) &&
    same(p.deletedAt, s[23])
  );
}
function sameInvestor(p: Record<string, unknown>, s: unknown[]): boolean {
  return (
    same(p._id, s[0]) &&
    same(p.investorType, s[1]) &&
    same(p.legalName, s[2]) &&
    same(p.registeredRegion, s[3]) &&
    same(p.ticketSizeMinUSD, s[4]) &&
    same(p.ticketSizeMaxUSD, s[5]) &&
    same(p.targetStages, s[6]) &&
    same(p.targetIndustries, s[7]) &&
    same(p.geographyFocus, s[8]) &&
    same(p.marketTypePreference, s[9]) &&
    same(p.involvementLevel, s[10]) &&
    same(p.coInvestPreference, s[11]) &&
    same(p.exitHorizonYears, s[12]) &&
    same(p.verificationStatus, s[13]) &&
    same(p.matchScoreCriteria, s[14]) &&
    same(p.deleted, s[15]) &&
    same(p.isDeleted, s[16]) &&
    same(p.deletedAt, s[17])
  );
}
export const SAME: Record<PartyKind, (p: Record<string, unknown>, s: unknown[]) => boolean> = { foreign: sameForeign, local: sameLocal, investor: sameInvestor };

/** Does a profile still hold the raw values `f` was computed from? */
export function sameFields(kind: PartyKind, profile: unknown, f: Features): boolean {
  if (typeof profile !== 'object' || profile === null) return f.src.length === 0;
  try {
    return f.src.length === FIELDS[kind].length && SAME[kind](profile as Record<string, unknown>, f.src);
  } catch {
    return false;
  }
}
