import type { components } from '../../src/api/schema';
import { db } from '../db';
import { newId } from '../db/ids';
import type { ContractRecord, PartyKind, UserRecord } from '../db/records';
import { badRequest, conflict, forbidden, notFound } from '../http/failure';
import { contracts as words } from '../i18n/en';
import { categoryFor, liveContractBetween, statusFor } from './contracts';
import { recordRequested } from './insights/events';
import { matchOf } from './matches';
import { notifyRequestSent } from './notifications/recorders';
import { notFoundMessage } from './profile-access';
import { displayName, findProfile, isMatchable, profileOfUser, regionOf, type AnyProfile } from './profiles';

/*
 * Contracts as their readers see them (the `Contract` schema for a party or an admin, Partner One
 * and Two, the list tabs) and the rules of contract requests: who may send, list, cancel, approve
 * and reject. Handlers stay thin; docs/decisions/005-contract-requests.md explains the rules.
 */

type Contract = components['schemas']['Contract'];
type Counterparty = components['schemas']['Counterparty'];

export type Side = 'sender' | 'recipient';

/** The profile on one side of a contract; undefined once that profile has been deleted. */
export function partyOf(contract: ContractRecord, side: Side): AnyProfile | undefined {
  return side === 'sender'
    ? findProfile(contract.senderKind, contract.senderProfileId)
    : findProfile(contract.recipientKind, contract.recipientProfileId);
}

/** Which side of the contract the viewer's profile is on (kind and id must both match). */
export function sideOf(contract: ContractRecord, viewer: AnyProfile): Side | null {
  if (contract.senderKind === viewer.kind && contract.senderProfileId === viewer.profile._id) return 'sender';
  if (contract.recipientKind === viewer.kind && contract.recipientProfileId === viewer.profile._id) return 'recipient';
  return null;
}

const other = (side: Side): Side => (side === 'sender' ? 'recipient' : 'sender');

/** Stored values are shown as text; anything that is not a string or a number is left out. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The name a contract card shows: company or legal name; for an investor the primary contact. */
export function cardName(party: AnyProfile): string {
  if (party.kind === 'investor') return textOf(party.profile.primaryContactName)?.trim() || displayName(party);
  return displayName(party);
}

/** The Counterparty fields, copied from the other side's profile. */
export function counterpartyOf(party: AnyProfile): Counterparty {
  const p = party.profile as unknown as Record<string, unknown>;
  const fields: Counterparty = {
    _id: party.profile._id,
    kind: party.kind,
    companyName: textOf(p.companyName),
    legalName: textOf(p.legalName),
    name: displayName(party),
    primaryContactName: textOf(p.primaryContactName),
    industry: textOf(p.industry),
    industryFocus: textOf(p.industryFocus),
    targetIndustries: textOf(p.targetIndustries),
    operatingRegion: textOf(p.operatingRegion),
    registeredRegion: textOf(p.registeredRegion),
    region: regionOf(party),
    expansionGoal: textOf(p.expansionGoal),
    marketType: textOf(p.marketType) ?? textOf(p.marketTypePreference),
    supportedMarketTypes: textOf(p.supportedMarketTypes),
    budgetRange: textOf(p.budgetRange),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Counterparty;
}

function baseView(contract: ContractRecord): Contract {
  return {
    _id: contract._id,
    contractId: contract._id,
    category: contract.category,
    status: statusFor(contract, null),
    date: contract.createdAt,
    createdAt: contract.createdAt,
    updatedAt: contract.updatedAt,
    FileUrl: contract.FileUrl ?? null,
    senderProfileId: contract.senderProfileId,
    recipientProfileId: contract.recipientProfileId,
  };
}

/**
 * The contract as one of its parties sees it: status "sent" for the sender of an open request,
 * the other side as counterparty (its kind as `type`, its card name as `name`).
 * A deleted counterparty leaves only its kind and id.
 */
export function partyContractView(contract: ContractRecord, viewer: AnyProfile): Contract {
  const side = sideOf(contract, viewer) ?? 'sender';
  const otherSide = other(side);
  const counterpart = partyOf(contract, otherSide);
  const kind = otherSide === 'sender' ? contract.senderKind : contract.recipientKind;
  const id = otherSide === 'sender' ? contract.senderProfileId : contract.recipientProfileId;
  return {
    ...baseView(contract),
    status: statusFor(contract, viewer.profile._id),
    type: kind,
    ...(counterpart ? { name: cardName(counterpart) } : {}),
    counterparty: counterpart ? counterpartyOf(counterpart) : { _id: id, kind },
    direction: side === 'sender' ? 'sent' : 'received',
  };
}

/** Shown when a party's profile has been deleted. */
export const UNKNOWN_PARTY = 'Unknown party';

/** The contract as an admin sees it: the stored status and "<party one> & <party two>". */
export function adminContractView(contract: ContractRecord): Contract {
  const { partnerOne, partnerTwo } = partnersOf(contract);
  const nameOf = (party: AnyProfile | undefined) => (party ? displayName(party) || UNKNOWN_PARTY : UNKNOWN_PARTY);
  return { ...baseView(contract), name: `${nameOf(partnerOne)} & ${nameOf(partnerTwo)}` };
}

/** The contract for a viewer found by `readableContract` (null = admin). */
export function contractViewFor(contract: ContractRecord, viewerProfileId: string | null): Contract {
  if (viewerProfileId === null) return adminContractView(contract);
  const viewer = [partyOf(contract, 'sender'), partyOf(contract, 'recipient')].find(
    (party) => party?.profile._id === viewerProfileId,
  );
  return viewer ? partyContractView(contract, viewer) : adminContractView(contract);
}

/** Which kind is Partner One and which Partner Two, by category (the specification's role labels). */
export const roleKinds: Record<ContractRecord['category'], [PartyKind, PartyKind]> = {
  'local-foreign': ['local', 'foreign'],
  'investor-local': ['local', 'investor'],
  'investor-foreign': ['foreign', 'investor'],
};

/** Partner One and Partner Two of a contract; undefined for a deleted profile. */
export function partnersOf(contract: ContractRecord): { partnerOne?: AnyProfile; partnerTwo?: AnyProfile } {
  const [first, second] = roleKinds[contract.category] ?? [contract.senderKind, contract.recipientKind];
  const parties = [partyOf(contract, 'sender'), partyOf(contract, 'recipient')];
  const byKind = (kind: PartyKind) => parties.find((party) => party?.kind === kind);
  return { partnerOne: byKind(first), partnerTwo: byKind(second) };
}

/** Newest first: last update, then creation, then id (a stable order for equal times). */
export function newestFirst(a: ContractRecord, b: ContractRecord): number {
  return b.updatedAt.localeCompare(a.updatedAt) || b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);
}

export type ContractList = 'approved' | 'pending' | 'sent' | 'closed';

/**
 * One tab of a party's contracts page, with one kind of counterpart:
 * approved (either side), pending (requests the viewer received), sent (requests the viewer sent),
 * closed (requests the viewer sent that were rejected or cancelled: the sender is told what happened).
 */
export function listContracts(viewer: AnyProfile, list: ContractList, counterpartKind: PartyKind): Contract[] {
  const wanted = (contract: ContractRecord): boolean => {
    const side = sideOf(contract, viewer);
    if (!side) return false;
    const counterpart = side === 'sender' ? contract.recipientKind : contract.senderKind;
    if (counterpart !== counterpartKind) return false;
    switch (list) {
      case 'approved':
        return contract.status === 'approved';
      case 'pending':
        return contract.status === 'pending' && side === 'recipient';
      case 'sent':
        return contract.status === 'pending' && side === 'sender';
      case 'closed':
        return (contract.status === 'rejected' || contract.status === 'cancelled') && side === 'sender';
    }
  };
  return db.contracts
    .findMany((q) => q.where(wanted))
    .sort(newestFirst)
    .map((contract) => partyContractView(contract, viewer));
}

// ---------------------------------------------------------------- the list calls

const badRequestOf = (message: string, path: string) => badRequest(message, [{ path, message }]);

/**
 * The checks of the nine list calls: the path prefix must fit the caller (403), `id` must be the
 * caller's user id (403), `userType` the caller's category (400) and `requestType` another kind (400).
 * A caller without a profile has no contracts.
 */
export function contractListFor(
  caller: UserRecord,
  pathKind: PartyKind,
  list: ContractList,
  body: { id: string; userType: PartyKind; requestType: PartyKind },
): Contract[] {
  if (caller.category !== pathKind) throw forbidden(words.listFor[pathKind]);
  if (body.id !== caller.id) throw forbidden(words.ownListOnly);
  if (body.userType !== caller.category) throw badRequestOf(words.userType, 'userType');
  if (body.requestType === caller.category) throw badRequestOf(words.requestType, 'requestType');
  const own = profileOfUser(caller);
  return own ? listContracts(own, list, body.requestType) : [];
}

// ---------------------------------------------------------------- acting on a request

export type RequestAction = 'cancel' | 'approve' | 'reject';

const actionRole: Record<RequestAction, Side> = { cancel: 'sender', approve: 'recipient', reject: 'recipient' };

/**
 * The open request the caller may act on: 404 "Contract not found" when there is none, 403 unless the
 * caller is its sender (cancel) or its recipient (approve, reject), 409 once it is no longer pending.
 */
export function actionableRequest(
  caller: UserRecord,
  contractId: string,
  action: RequestAction,
): { contract: ContractRecord; actor: AnyProfile } {
  const contract = db.contracts.findFirst((q) => q.where({ _id: contractId }));
  if (!contract) throw notFound(words.contractNotFound);
  const own = profileOfUser(caller);
  const role = actionRole[action];
  if (!own || sideOf(contract, own) !== role) throw forbidden(action === 'cancel' ? words.senderOnly : words.recipientOnly[action]);
  if (contract.status !== 'pending') throw conflict(words.notPending);
  return { contract, actor: own };
}

// ---------------------------------------------------------------- sending a request

/**
 * Sends a partnership or connection request from the caller's own profile to another profile.
 * 403 for admins and for callers without a completed profile; 400 for a pair of kinds that has no
 * contract category (foreign to foreign, or one's own profile); 404 when the target does not exist
 * or is hidden (unverified or rejected partners, rejected investors); 409 while a pending or
 * approved contract already joins the two, whichever of them sent it.
 */
export async function sendRequest(caller: UserRecord, targetKind: PartyKind, targetId: string): Promise<ContractRecord> {
  if (caller.category === 'admin') throw forbidden(words.adminCannotRequest);
  const own = profileOfUser(caller);
  if (!own) throw forbidden(words.profileFirst);
  const category = categoryFor(own.kind, targetKind);
  if (!category) throw badRequest(words.wrongKind);
  const target = findProfile(targetKind, targetId);
  if (!target || !isMatchable(target)) throw notFound(notFoundMessage[targetKind]);
  if (liveContractBetween(own.profile._id, target.profile._id)) throw conflict(words.alreadyOpen);
  const now = new Date().toISOString();
  const contract = await db.contracts.create({
    _id: newId('ctr'),
    category,
    status: 'pending',
    senderKind: own.kind,
    senderProfileId: own.profile._id,
    recipientKind: target.kind,
    recipientProfileId: target.profile._id,
    createdAt: now,
    updatedAt: now,
    FileUrl: null,
  });
  // The admin insights keep the pair's score as the sender's list showed it (domain/insights/events.ts).
  await recordRequested(contract, () => matchOf(own, target));
  // The recipient's bell (and e-mail, by their preferences): domain/notifications.
  await notifyRequestSent(contract, caller);
  return contract;
}
