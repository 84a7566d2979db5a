import { db } from '../db';
import type {
  ForeignProfileRecord,
  InvestorProfileRecord,
  LocalProfileRecord,
  PartyKind,
  UserCategory,
  UserRecord,
} from '../db/records';

export type AnyProfile =
  | { kind: 'foreign'; profile: ForeignProfileRecord }
  | { kind: 'local'; profile: LocalProfileRecord }
  | { kind: 'investor'; profile: InvestorProfileRecord };

export function isPartyKind(category: UserCategory | string): category is PartyKind {
  return category === 'foreign' || category === 'local' || category === 'investor';
}

export type ProfileOf<K extends PartyKind> = Extract<AnyProfile, { kind: K }>;

export function findProfile<K extends PartyKind>(kind: K, id: string): ProfileOf<K> | undefined {
  return findAny(kind, id) as ProfileOf<K> | undefined;
}

function findAny(kind: PartyKind, id: string): AnyProfile | undefined {
  switch (kind) {
    case 'foreign': {
      const profile = db.foreignProfiles.findFirst((q) => q.where({ _id: id }));
      return profile && { kind, profile };
    }
    case 'local': {
      const profile = db.localProfiles.findFirst((q) => q.where({ _id: id }));
      return profile && { kind, profile };
    }
    case 'investor': {
      const profile = db.investorProfiles.findFirst((q) => q.where({ _id: id }));
      return profile && { kind, profile };
    }
  }
}

/** Finds a profile of any kind by its _id. */
export function findAnyProfile(id: string): AnyProfile | undefined {
  return findProfile('foreign', id) ?? findProfile('local', id) ?? findProfile('investor', id);
}

/** The caller's own profile, by owner user id and the user's category. */
export function profileOfUser(user: UserRecord): AnyProfile | undefined {
  if (!isPartyKind(user.category)) return undefined;
  const owner = user.id;
  switch (user.category) {
    case 'foreign': {
      const profile = db.foreignProfiles.findFirst((q) => q.where({ ID: owner }));
      return profile && { kind: 'foreign', profile };
    }
    case 'local': {
      const profile = db.localProfiles.findFirst((q) => q.where({ ID: owner }));
      return profile && { kind: 'local', profile };
    }
    case 'investor': {
      const profile = db.investorProfiles.findFirst((q) => q.where({ ID: owner }));
      return profile && { kind: 'investor', profile };
    }
  }
}

export function displayName(party: AnyProfile): string {
  switch (party.kind) {
    case 'foreign':
    case 'local':
      return party.profile.companyName ?? '';
    case 'investor':
      return party.profile.legalName ?? '';
  }
}

export function industryOf(party: AnyProfile): string {
  switch (party.kind) {
    case 'foreign':
      return String(party.profile.industry ?? '');
    case 'local':
      return String(party.profile.industryFocus ?? '');
    case 'investor':
      return String(party.profile.targetIndustries ?? '');
  }
}

export function regionOf(party: AnyProfile): string {
  switch (party.kind) {
    case 'foreign':
      return String(party.profile.operatingRegion ?? '');
    case 'local':
    case 'investor':
      return String(party.profile.registeredRegion ?? '');
  }
}

const normalizedStatus = (status: unknown) => (typeof status === 'string' ? status.trim().toLowerCase() : '');

/** Local partners appear in matches only once verified; rejected investors never. */
export function isMatchable(party: AnyProfile): boolean {
  if (party.kind === 'local') return ['approved', 'verified', 'active'].includes(normalizedStatus(party.profile.verificationStatus));
  if (party.kind === 'investor') return normalizedStatus(party.profile.verificationStatus) !== 'rejected';
  return true;
}

/** The admin table's status: Pending and Rejected local partners, everything else Active. */
export function businessStatus(party: AnyProfile): 'Active' | 'Pending' | 'Rejected' {
  if (party.kind === 'foreign') return 'Active';
  const status = normalizedStatus(party.profile.verificationStatus);
  if (status === 'rejected') return 'Rejected';
  if (party.kind === 'local' && status !== 'approved' && status !== 'verified' && status !== 'active') return 'Pending';
  return 'Active';
}

export function allProfiles(kind: PartyKind): AnyProfile[] {
  switch (kind) {
    case 'foreign':
      return db.foreignProfiles.all().map((profile) => ({ kind, profile }));
    case 'local':
      return db.localProfiles.all().map((profile) => ({ kind, profile }));
    case 'investor':
      return db.investorProfiles.all().map((profile) => ({ kind, profile }));
  }
}
