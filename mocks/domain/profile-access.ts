import { db } from '../db';
import type { PartyKind, UserRecord } from '../db/records';
import { forbidden, notFound } from '../http/failure';
import { connectionFor } from './contracts';
import { findProfile, isMatchable, profileOfUser, type AnyProfile, type ProfileOf } from './profiles';

export const notFoundMessage: Record<PartyKind, string> = {
  foreign: 'Business not found',
  local: 'Partner not found',
  investor: 'Investor not found',
};

/**
 * Someone else's profile, for a profile page. Unverified or rejected partners are hidden from
 * everyone but their owner and admins, exactly as they are hidden from matches.
 */
export function viewProfile<K extends PartyKind>(kind: K, caller: UserRecord, id: string) {
  const party = findProfile(kind, id);
  const isOwner = party?.profile.ID === caller.id;
  if (!party || (!isMatchable(party) && !isOwner && caller.category !== 'admin')) throw notFound(notFoundMessage[kind]);
  const own = profileOfUser(caller);
  return { party, connection: own ? connectionFor(own.profile._id, party.profile._id) : null };
}

const dashboardCategory: Record<PartyKind, string> = {
  foreign: 'foreign business',
  local: 'local partner',
  investor: 'investor',
};

/** The caller's own profile of the dashboard's kind. */
export function ownProfile<K extends PartyKind>(kind: K, caller: UserRecord): ProfileOf<K> {
  if (caller.category !== kind) throw forbidden(`This dashboard is for ${dashboardCategory[kind]} accounts.`);
  const own = profileOfUser(caller);
  if (!own) throw notFound('Profile not found. Please complete your profile first.');
  return own as ProfileOf<K>;
}

/** Checks that the caller may edit this profile: its owner, or an admin. */
export function editableProfile<K extends PartyKind>(kind: K, caller: UserRecord, id: string): ProfileOf<K> {
  const party = findProfile(kind, id);
  if (!party) throw notFound(notFoundMessage[kind]);
  if (party.profile.ID !== caller.id && caller.category !== 'admin') throw forbidden('You can only edit your own profile.');
  return party;
}

export const PROFILE_UPDATED = 'Profile updated successfully!';

export async function touchOwnerName(party: AnyProfile): Promise<void> {
  // The account's business name follows the profile's company or legal name.
  const name = party.kind === 'investor' ? party.profile.legalName : party.profile.companyName;
  if (!name) return;
  await db.users.update((q) => q.where({ id: party.profile.ID }), {
    data(user) {
      user.businessName = name;
    },
  });
}
