import type { components } from '../../src/api/schema';
import { db } from '../db';
import { PARTY_KINDS, type LocalProfileRecord } from '../db/records';
import { conflict, notFound } from '../http/failure';
import { admin, profiles } from '../i18n/en';
import { involves } from './contracts';
import { allProfiles, businessStatus, displayName, findAnyProfile, industryOf, type AnyProfile } from './profiles';
import { findUser } from './users';

export type BusinessListItem = components['schemas']['BusinessListItem'];

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

type Owner = { email: string; unclaimed?: boolean };

/**
 * Local partners and investors publish a contact e-mail; otherwise the owner account's e-mail,
 * unless the account is an admin-registered one whose e-mail is only a placeholder.
 */
function contactOf(party: AnyProfile, owners: ReadonlyMap<string, Owner>): string {
  const published = party.kind === 'foreign' ? '' : textOf(party.profile.contactEmail);
  const owner = owners.get(party.profile.ID);
  return published || (owner && !owner.unclaimed ? owner.email : '');
}

export function toBusinessRow(party: AnyProfile, owners: ReadonlyMap<string, Owner>): BusinessListItem {
  const row: BusinessListItem = {
    _id: party.profile._id,
    name: displayName(party),
    category: party.kind,
    industry: industryOf(party),
    contact: contactOf(party, owners),
    status: businessStatus(party),
  };
  if (owners.get(party.profile.ID)?.unclaimed) row.unclaimed = true;
  return row;
}

const createdAtOf = (party: AnyProfile) => textOf(party.profile.createdAt);

/**
 * The admin table: one row per profile of every kind, newest first. Rows are derived from the
 * profiles on every call, so accepting, rejecting or deleting a business shows up at once.
 */
export function businessRows(): BusinessListItem[] {
  const owners = new Map(db.users.all().map((user) => [user.id, { email: user.email, unclaimed: user.unclaimed }]));
  const parties = PARTY_KINDS.flatMap((kind) => allProfiles(kind));
  parties.sort((a, b) => {
    const [x, y] = [createdAtOf(a), createdAtOf(b)];
    if (x !== y) return x < y ? 1 : -1;
    return a.profile._id < b.profile._id ? 1 : a.profile._id > b.profile._id ? -1 : 0;
  });
  return parties.map((party) => toBusinessRow(party, owners));
}

export const adminMessages = {
  adminOnly: admin.adminOnly,
  notFound: profiles.notFound.foreign,
  notPendingAccept: admin.notPendingAccept,
  notPendingReject: admin.notPendingReject,
  accepted: admin.accepted,
  rejected: admin.rejected,
  deleted: admin.deleted,
} as const;

/** A profile of any kind by its _id; 404 "Business not found" otherwise. */
export function findBusiness(id: string): AnyProfile {
  const party = findAnyProfile(id);
  if (!party) throw notFound(adminMessages.notFound);
  return party;
}

/** Only a local partner still waiting for verification can be accepted or rejected (409 otherwise). */
export function pendingLocalPartner(id: string, message: string): LocalProfileRecord {
  const party = findBusiness(id);
  if (party.kind !== 'local' || businessStatus(party) !== 'Pending') throw conflict(message);
  return party.profile;
}

export async function setVerificationStatus(profileId: string, status: 'Approved' | 'Rejected'): Promise<void> {
  await db.localProfiles.update((q) => q.where({ _id: profileId }), {
    data(record) {
      record.verificationStatus = status;
      record.updatedAt = new Date().toISOString();
    },
  });
}

/**
 * Deletes a business: its profile goes, its open requests are cancelled, its approved contracts
 * stay (their detail then shows the party as missing), and the owner account remains without a
 * profile and without sessions. An admin account that registered the profile is left untouched.
 */
export async function deleteBusiness(party: AnyProfile): Promise<void> {
  const id = party.profile._id;
  const now = new Date().toISOString();
  switch (party.kind) {
    case 'foreign':
      db.foreignProfiles.delete((q) => q.where({ _id: id }));
      break;
    case 'local':
      db.localProfiles.delete((q) => q.where({ _id: id }));
      break;
    case 'investor':
      db.investorProfiles.delete((q) => q.where({ _id: id }));
      break;
  }
  await db.contracts.updateMany((q) => q.where((contract) => contract.status === 'pending' && involves(contract, id)), {
    data(contract) {
      contract.status = 'cancelled';
      contract.updatedAt = now;
    },
  });
  const owner = findUser(party.profile.ID);
  if (!owner || owner.category === 'admin') return;
  db.sessions.deleteMany((q) => q.where({ userId: owner.id }));
  await db.users.update((q) => q.where({ id: owner.id }), {
    data(user) {
      user.hasCompletedProfile = false;
    },
  });
}
