import { db } from '../db';
import type { ContractRecord, PartyKind, UserRecord } from '../db/records';
import { forbidden, notFound } from '../http/failure';
import { contracts as words } from '../i18n/en';
import { fullySigned } from './agreements/records';
import { profileOfUser } from './profiles';

/** The category name of a pair, as the host spells it (the order of kinds does not matter). */
export function categoryFor(a: PartyKind, b: PartyKind): ContractRecord['category'] | null {
  const kinds = new Set([a, b]);
  if (kinds.has('local') && kinds.has('foreign')) return 'local-foreign';
  if (kinds.has('investor') && kinds.has('foreign')) return 'investor-foreign';
  if (kinds.has('investor') && kinds.has('local')) return 'investor-local';
  return null;
}

export const involves = (contract: ContractRecord, profileId: string) =>
  contract.senderProfileId === profileId || contract.recipientProfileId === profileId;

/** A pending or approved contract between two profiles, whichever sent it. */
export function liveContractBetween(a: string, b: string): ContractRecord | undefined {
  return db.contracts.findFirst((q) =>
    q.where(
      (contract) =>
        (contract.status === 'pending' || contract.status === 'approved') &&
        ((contract.senderProfileId === a && contract.recipientProfileId === b) ||
          (contract.senderProfileId === b && contract.recipientProfileId === a)),
    ),
  );
}

/**
 * The status as the viewer sees it: a pending request is "sent" for its sender, and an approved
 * contract whose agreement both parties have signed is "signed" (for everyone, admins included).
 */
export function statusFor(contract: ContractRecord, viewerProfileId: string | null): string {
  if (contract.status === 'pending' && viewerProfileId === contract.senderProfileId) return 'sent';
  if (fullySigned(contract)) return 'signed';
  return contract.status;
}

export function connectionFor(viewerProfileId: string | null, otherProfileId: string) {
  if (!viewerProfileId) return null;
  const contract = liveContractBetween(viewerProfileId, otherProfileId);
  return contract ? { contractId: contract._id, status: statusFor(contract, viewerProfileId) } : null;
}

/**
 * A contract the caller may read: one of its two parties, or an admin.
 * 404 "Not Found" when there is no such contract, 403 when the caller is not a party.
 */
export function readableContract(
  caller: UserRecord,
  contractId: string,
): { contract: ContractRecord; viewerProfileId: string | null } {
  const contract = db.contracts.findFirst((q) => q.where({ _id: contractId }));
  if (!contract) throw notFound(words.notFound);
  if (caller.category === 'admin') return { contract, viewerProfileId: null };
  const own = profileOfUser(caller);
  if (!own || !involves(contract, own.profile._id)) throw forbidden(words.partiesOnly);
  return { contract, viewerProfileId: own.profile._id };
}
