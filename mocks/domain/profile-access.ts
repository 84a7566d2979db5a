import { db } from '../db';
import type { PartyKind, UserRecord } from '../db/records';
import { forbidden, notFound } from '../http/failure';
import { profiles as words } from '../i18n/en';
import { connectionFor } from './contracts';
import { findProfile, isMatchable, profileOfUser, type AnyProfile, type ProfileOf } from './profiles';

export const notFoundMessage: Readonly<Record<PartyKind, string>> = words.notFound;

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

/** The caller's own profile of the dashboard's kind. */
export function ownProfile<K extends PartyKind>(kind: K, caller: UserRecord): ProfileOf<K> {
  if (caller.category !== kind) throw forbidden(words.dashboardFor[kind]);
  const own = profileOfUser(caller);
  if (!own) throw notFound(words.completeFirst);
  return own as ProfileOf<K>;
}

/** Checks that the caller may edit this profile: its owner, or an admin. */
export function editableProfile<K extends PartyKind>(kind: K, caller: UserRecord, id: string): ProfileOf<K> {
  const party = findProfile(kind, id);
  if (!party) throw notFound(notFoundMessage[kind]);
  if (party.profile.ID !== caller.id && caller.category !== 'admin') throw forbidden(words.ownProfileOnly);
  return party;
}

export const PROFILE_UPDATED = words.updated;

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
