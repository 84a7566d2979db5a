import type { components } from '../../../src/api/schema';
import type { ForeignProfileRecord, InvestorProfileRecord, LocalProfileRecord } from '../../db/records';
import { partnerTypeFit } from '../../matching/factors/tables';
import { BIZ, parseBusinessType, parsePreferredType } from '../../matching/normalize';
import { businessStatus, isMatchable } from '../profiles';
import { DAY_MS } from './range';

type InsightsSupply = components['schemas']['InsightsSupply'];
type SupplyRow = components['schemas']['SupplyRow'];
type PendingVerification = components['schemas']['PendingVerification'];

export interface SupplyProfiles {
  foreign: readonly ForeignProfileRecord[];
  local: readonly LocalProfileRecord[];
  investor: readonly InvestorProfileRecord[];
}

/**
 * A verified partner "suits" a preferred partner type when the matching engine's partner-type table
 * (PREF_BIZ) rates its business type at 80 % or more of the best fit any business type gets for that
 * preference. For most types that is the type itself and its close substitutes (a business-setup
 * firm for a consultant, a distributor for a reseller), not the workable-but-partial ones (a legal
 * firm for a consultant, 0.55); a relative bar also treats the broad preferences fairly ("Joint
 * Venture", whose best fit is 0.65, or "Other", 0.5 for every type), where any fixed bar would leave
 * them without supply whatever the directory holds.
 */
export const SUITS_SHARE_OF_BEST = 0.8;

const ALL_BIZ = Object.values(BIZ);

/** The best fit any business type gets for a preference (NaN when the engine cannot read it). */
function bestFitFor(preference: number): number {
  let best = NaN;
  for (const code of ALL_BIZ) {
    const fit = partnerTypeFit(preference, 1 << code);
    if (!(fit <= best)) best = fit;
  }
  return best;
}

/** The values of a field that may hold a comma list, trimmed; the same value counted once. */
function valuesOf(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const seen = new Map<string, string>();
  for (const part of value.split(',')) {
    const name = part.trim();
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()];
}

interface Tally {
  name: string;
  demand: number;
  supply: number;
  /** The preferred partner type as the engine reads it (partner types only). */
  preference: number;
}

/** The row of a value, whatever its case: the first spelling seen names it. */
function tally(rows: Map<string, Tally>, name: string): Tally {
  const key = name.toLowerCase();
  let row = rows.get(key);
  if (!row) rows.set(key, (row = { name, demand: 0, supply: 0, preference: 0 }));
  return row;
}

/** Rows with demand short of supply flagged, the largest shortfall (demand − supply) first, then by name. */
function rowsOf(rows: Map<string, Tally>, keep: (row: Tally) => boolean): SupplyRow[] {
  return [...rows.values()]
    .filter(keep)
    .sort((a, b) => b.demand - b.supply - (a.demand - a.supply) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ name, demand, supply }) => ({ name, demand, supply, short: demand > 0 && supply < demand }));
}

function industries(profiles: SupplyProfiles, verified: readonly LocalProfileRecord[]): SupplyRow[] {
  const rows = new Map<string, Tally>();
  for (const business of profiles.foreign) for (const name of valuesOf(business.industry)) tally(rows, name).demand += 1;
  for (const partner of verified) for (const name of valuesOf(partner.industryFocus)) tally(rows, name).supply += 1;
  return rowsOf(rows, (row) => row.demand > 0 || row.supply > 0);
}

function partnerTypes(profiles: SupplyProfiles, verified: readonly LocalProfileRecord[]): SupplyRow[] {
  const rows = new Map<string, Tally>();
  for (const business of profiles.foreign) {
    for (const name of valuesOf(business.preferredPartnerType)) {
      const row = tally(rows, name);
      if (row.demand === 0) row.preference = parsePreferredType(name);
      row.demand += 1;
    }
  }
  // The partners' business types are read once (as the engine reads them: type and service category).
  const types = verified.map((partner) => parseBusinessType(`${partner.businessType ?? ''} ; ${partner.serviceCategory ?? ''}`));
  for (const row of rows.values()) {
    const bar = SUITS_SHARE_OF_BEST * bestFitFor(row.preference);
    if (!(bar > 0)) continue; // a preference the engine cannot read: no partner is known to suit it
    for (const type of types) if (partnerTypeFit(row.preference, type) >= bar) row.supply += 1;
  }
  return rowsOf(rows, (row) => row.demand > 0);
}

const daysSince = (iso: string, nowMs: number) => {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? Math.max(0, Math.floor((nowMs - ms) / DAY_MS)) : 0;
};

const isPendingInvestor = (profile: InvestorProfileRecord) =>
  typeof profile.verificationStatus === 'string' && profile.verificationStatus.trim().toLowerCase() === 'pending';

/** Local partners and investors waiting for verification, oldest first. */
function pending(profiles: SupplyProfiles, nowMs: number): PendingVerification[] {
  const waiting: PendingVerification[] = [];
  const add = (kind: PendingVerification['kind'], id: string, name: unknown, createdAt: string) => {
    const valid = Number.isFinite(Date.parse(createdAt));
    waiting.push({
      id,
      kind,
      name: typeof name === 'string' ? name : '',
      submittedAt: valid ? new Date(Date.parse(createdAt)).toISOString() : new Date(nowMs).toISOString(),
      daysWaiting: daysSince(createdAt, nowMs),
    });
  };
  for (const profile of profiles.local) {
    if (businessStatus({ kind: 'local', profile }) === 'Pending') add('local', profile._id, profile.companyName, profile.createdAt);
  }
  for (const profile of profiles.investor) if (isPendingInvestor(profile)) add('investor', profile._id, profile.legalName, profile.createdAt);
  return waiting.sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Foreign demand against verified local supply, now; and the verifications waiting. */
export function supply(profiles: SupplyProfiles, nowMs: number): InsightsSupply {
  const verified = profiles.local.filter((profile) => isMatchable({ kind: 'local', profile }));
  return { industries: industries(profiles, verified), partnerTypes: partnerTypes(profiles, verified), pending: pending(profiles, nowMs) };
}
