import { db } from '../../db';
import type { ContractRecord, PartySide, UserRecord } from '../../db/records';
import { conflict, forbidden, notFound } from '../../http/failure';
import { conversations as words } from '../../i18n/en';
import { fullySigned } from '../agreements/records';
import { sideOf } from '../contract-views';
import { isPartyKind, profileOfUser, type AnyProfile } from '../profiles';

/*
 * Who may read and write a conversation: the two parties of its request (the accounts owning its
 * two profiles) read and write; admins read; anyone else is refused, never shown an empty thread.
 * The conversation of a rejected or cancelled request stays readable and takes no more writing.
 */

export const accessMessages = {
  notFound: words.notFound,
  meetingNotFound: words.meetingNotFound,
  notPartyRead: words.notPartyRead,
  notPartyWrite: words.notPartyWrite,
  adminWrite: words.adminWrite,
  adminList: words.adminList,
  adminMeetings: words.adminMeetings,
  noCategory: words.noCategory,
  rejected: words.readOnlyRejected,
  cancelled: words.readOnlyCancelled,
} as const;

/** The request's status as a conversation shows it: the stored one, or "signed" once both parties signed. */
export const conversationStatus = (contract: ContractRecord): string => (fullySigned(contract) ? 'signed' : contract.status);

export const isReadOnly = (contract: Pick<ContractRecord, 'status'>) => contract.status === 'rejected' || contract.status === 'cancelled';

export function findContract(contractId: string): ContractRecord | undefined {
  return db.contracts.findFirst((q) => q.where({ _id: contractId }));
}

/**
 * The caller's own profile, for the calls about "my conversations" and "my meetings": admins are
 * refused (they are a party to nothing), and so is an account that has not chosen its kind.
 * Undefined for a party account without a profile yet (it has no conversation).
 */
export function ownParty(caller: UserRecord, adminMessage: string): AnyProfile | undefined {
  if (caller.category === 'admin') throw forbidden(adminMessage);
  if (!isPartyKind(caller.category)) throw forbidden(accessMessages.noCategory);
  return profileOfUser(caller);
}

export interface Reading {
  contract: ContractRecord;
  /** The caller's side, or null for an admin. */
  side: PartySide | null;
}

/** A conversation the caller may read: 404 for an unknown request, 403 for a non-party (admins read). */
export function readableConversation(caller: UserRecord, contractId: string): Reading {
  const contract = findContract(contractId);
  if (!contract) throw notFound(accessMessages.notFound);
  if (caller.category === 'admin') return { contract, side: null };
  const own = profileOfUser(caller);
  const side = own ? sideOf(contract, own) : null;
  if (!side) throw forbidden(accessMessages.notPartyRead);
  return { contract, side };
}

export interface Writing {
  contract: ContractRecord;
  side: PartySide;
}

/** A conversation the caller may write in: admins 403 (before anything else), 404, non-party 403. */
export function writableConversation(caller: UserRecord, contractId: string): Writing {
  if (caller.category === 'admin') throw forbidden(accessMessages.adminWrite);
  const contract = findContract(contractId);
  if (!contract) throw notFound(accessMessages.notFound);
  const own = profileOfUser(caller);
  const side = own ? sideOf(contract, own) : null;
  if (!side) throw forbidden(accessMessages.notPartyWrite);
  return { contract, side };
}

/** 409 once the request was rejected or cancelled: its conversation is read-only. */
export function requireOpen(contract: ContractRecord): void {
  if (contract.status === 'rejected') throw conflict(accessMessages.rejected);
  if (contract.status === 'cancelled') throw conflict(accessMessages.cancelled);
}
