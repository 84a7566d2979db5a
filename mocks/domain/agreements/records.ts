import { db } from '../../db';
import type { AgreementEventRecord, AgreementVersionRecord, ContractRecord, SignatureRecord } from '../../db/records';

/*
 * Reading an agreement's records: its versions, the signatures on a version, its events, and the
 * state these add up to. Every rule that changes them is in actions.ts.
 */

export type AgreementState = 'unsigned' | 'partially-signed' | 'signed' | 'declined';

const byVersion = (a: AgreementVersionRecord, b: AgreementVersionRecord) => a.version - b.version;

export function versionsOf(contractId: string): AgreementVersionRecord[] {
  return db.agreementVersions.findMany((q) => q.where({ contractId })).sort(byVersion);
}

/** The newest version: the one that is signed, declined or replaced. */
export function currentVersion(contractId: string): AgreementVersionRecord | undefined {
  return versionsOf(contractId).at(-1);
}

export function signaturesOn(contractId: string, version: number): SignatureRecord[] {
  return db.signatures.findMany((q) => q.where({ contractId, version })).sort((a, b) => a.signedAt.localeCompare(b.signedAt));
}

/** Oldest first; events at the same instant keep the order they were written in (ids are ordered). */
export function eventsOf(contractId: string): AgreementEventRecord[] {
  return db.agreementEvents
    .findMany((q) => q.where({ contractId }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}

/** The decline of this version, if one of the parties declined to sign it. */
export function declineOf(contractId: string, version: number): AgreementEventRecord | undefined {
  return eventsOf(contractId).find((event) => event.kind === 'declined' && event.version === version);
}

/** What the parties have done with a version: nobody signed, one did, both did, or one declined. */
export function stateOf(contract: ContractRecord, version: AgreementVersionRecord): AgreementState {
  if (declineOf(contract._id, version.version)) return 'declined';
  const signers = new Set(signaturesOn(contract._id, version.version).map((signature) => signature.profileId));
  const both = signers.has(contract.senderProfileId) && signers.has(contract.recipientProfileId);
  if (both) return 'signed';
  return signers.size > 0 ? 'partially-signed' : 'unsigned';
}

/** True when both parties have signed the current version: the contract then reads "signed". */
export function fullySigned(contract: ContractRecord): boolean {
  if (contract.status !== 'approved') return false;
  const current = currentVersion(contract._id);
  return current !== undefined && stateOf(contract, current) === 'signed';
}
