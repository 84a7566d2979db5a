import type { components } from '../../../src/api/schema';
import { db } from '../../db';
import type { ContractRecord, PartyKind, PartySide, UserRecord } from '../../db/records';
import { displayName, findProfile, type AnyProfile } from '../profiles';
import { findUser } from '../users';
import { placeOfProfile } from './time-zones';

type ConversationParty = components['schemas']['ConversationParty'];

/*
 * The two parties of a conversation: the profiles on the two sides of its request and the accounts
 * that own them. A profile deleted since keeps its place in the thread under a neutral name.
 */

export const SIDES: readonly PartySide[] = ['sender', 'recipient'];
export const otherSide = (side: PartySide): PartySide => (side === 'sender' ? 'recipient' : 'sender');

export const kindOn = (contract: ContractRecord, side: PartySide): PartyKind => (side === 'sender' ? contract.senderKind : contract.recipientKind);
export const profileIdOn = (contract: ContractRecord, side: PartySide) => (side === 'sender' ? contract.senderProfileId : contract.recipientProfileId);

/** Where profiles and accounts are looked up: one by one, or from maps built once for a whole list. */
export interface Directory {
  profile(kind: PartyKind, id: string): AnyProfile | undefined;
  user(id: string): UserRecord | undefined;
}

export const liveDirectory: Directory = { profile: findProfile, user: findUser };

/** Every profile and account read once: a list of hundreds of conversations looks each party up in a map. */
export function batchDirectory(): Directory {
  const profiles = new Map<string, AnyProfile>();
  for (const profile of db.foreignProfiles.all()) profiles.set(`foreign:${profile._id}`, { kind: 'foreign', profile });
  for (const profile of db.localProfiles.all()) profiles.set(`local:${profile._id}`, { kind: 'local', profile });
  for (const profile of db.investorProfiles.all()) profiles.set(`investor:${profile._id}`, { kind: 'investor', profile });
  const users = new Map(db.users.all().map((user) => [user.id, user]));
  return { profile: (kind, id) => profiles.get(`${kind}:${id}`), user: (id) => users.get(id) };
}

export const FORMER_PARTY = 'A former party';

/** A company's name in a conversation. */
export const companyName = (party: AnyProfile | undefined) => (party && displayName(party).trim()) || FORMER_PARTY;

export const partyOn = (contract: ContractRecord, side: PartySide, directory: Directory = liveDirectory) =>
  directory.profile(kindOn(contract, side), profileIdOn(contract, side));

/** The account that acts for a profile: it owns it, has its kind and can sign in (not an unclaimed directory entry). */
export function ownerOf(party: AnyProfile | undefined, directory: Directory = liveDirectory): UserRecord | undefined {
  const user = party && directory.user(party.profile.ID);
  return user && !user.unclaimed && user.category === party.kind ? user : undefined;
}

/** The person behind a profile: its account's name, else the profile's contact person, else the company. */
function personOf(party: AnyProfile | undefined, directory: Directory): { name: string; email?: string } {
  if (!party) return { name: FORMER_PARTY };
  const user = ownerOf(party, directory);
  const contact = 'primaryContactName' in party.profile ? party.profile.primaryContactName : undefined;
  const name = user?.name.trim() || (typeof contact === 'string' ? contact.trim() : '') || companyName(party);
  return user ? { name, email: user.email } : { name };
}

/** One side of a request as a conversation shows it: company, person, e-mail, city and time zone. */
export function conversationParty(contract: ContractRecord, side: PartySide, directory: Directory = liveDirectory): ConversationParty {
  const party = partyOn(contract, side, directory);
  const place = party ? placeOfProfile(party) : undefined;
  return {
    side,
    kind: kindOn(contract, side),
    profileId: profileIdOn(contract, side),
    company: companyName(party),
    ...personOf(party, directory),
    ...(place?.city ? { city: place.city } : {}),
    ...(place ? { timeZone: place.timeZone } : {}),
  };
}

export const partiesOf = (contract: ContractRecord, directory: Directory = liveDirectory) => ({
  sender: conversationParty(contract, 'sender', directory),
  recipient: conversationParty(contract, 'recipient', directory),
});

/** The account acting for one side of a request, if any. */
export const userOnSide = (contract: ContractRecord, side: PartySide, directory: Directory = liveDirectory) =>
  ownerOf(partyOn(contract, side, directory), directory);

/**
 * The user ids of the two parties of a request (the accounts owning its two profiles), who receive
 * its live events. Empty once the contract is gone.
 */
export function conversationUserIds(contractId: string): string[] {
  const contract = db.contracts.findFirst((q) => q.where({ _id: contractId }));
  if (!contract) return [];
  const ids = SIDES.map((side) => userOnSide(contract, side)?.id).filter((id): id is string => id !== undefined);
  return [...new Set(ids)];
}
