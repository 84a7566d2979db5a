import type { ForeignProfileRecord, InvestorProfileRecord, LocalProfileRecord, PartyKind } from '../records';
import type { SeedUser } from './types';

/** One side of a contract: a profile with the person behind it. */
export interface Party {
  kind: PartyKind;
  profileId: string;
  userId: string;
  /** The person who speaks for the party (comment author). */
  person: string;
  createdMs: number;
  industry: string;
  /** Local partners only: their service category and business type. */
  serviceCategory?: string;
  businessType?: string;
  verified: boolean;
}

export function partiesOf(
  users: readonly SeedUser[],
  foreign: readonly ForeignProfileRecord[],
  locals: readonly LocalProfileRecord[],
  investors: readonly InvestorProfileRecord[],
): Map<string, Party> {
  const userById = new Map(users.map((u) => [u.id, u]));
  const nameOf = (userId: string) => userById.get(userId)?.name ?? 'Unknown';
  const map = new Map<string, Party>();
  for (const p of foreign) {
    map.set(p._id, {
      kind: 'foreign', profileId: p._id, userId: p.ID, person: nameOf(p.ID), createdMs: Date.parse(p.createdAt),
      industry: p.industry ?? '', verified: true,
    });
  }
  for (const p of locals) {
    map.set(p._id, {
      kind: 'local', profileId: p._id, userId: p.ID, person: p.primaryContactName ?? nameOf(p.ID),
      createdMs: Date.parse(p.createdAt), industry: p.industryFocus ?? '', serviceCategory: p.serviceCategory ?? '',
      businessType: p.businessType ?? '', verified: p.verificationStatus === 'Approved',
    });
  }
  for (const p of investors) {
    map.set(p._id, {
      kind: 'investor', profileId: p._id, userId: p.ID, person: p.primaryContactName ?? nameOf(p.ID),
      createdMs: Date.parse(p.createdAt), industry: p.targetIndustries ?? '', verified: p.verificationStatus === 'Approved',
    });
  }
  return map;
}
