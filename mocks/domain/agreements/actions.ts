import { db } from '../../db';
import { newId } from '../../db/ids';
import type { AgreementEventKind, AgreementVersionRecord, ContractRecord, PartyKind, UserRecord } from '../../db/records';
import { fill } from '../../db/seed/text';
import { conflict, forbidden, notFound, type Failure } from '../../http/failure';
import { contracts } from '../../i18n/en';
import { documentSource, renderContractDocument } from '../contract-document';
import { partnersOf } from '../contract-views';
import { recordSigned } from '../insights/events';
import { notifyAgreementReady, notifyAgreementSigned } from '../notifications/recorders';
import { displayName, profileOfUser, type AnyProfile } from '../profiles';
import { sha256Hex } from './digest';
import { currentVersion, signaturesOn, stateOf, type AgreementState } from './records';

/*
 * The rules of an agreement (docs/decisions/024-signed-agreements.md): rendered once at approval
 * and stored with its digest; each party signs a version once; a replaced or declined version
 * cannot be signed; a draft is regenerated only before anyone signed it, or after a decline.
 */

/** The agreement's refusals: the mock's catalogue (mocks/i18n/en), which the guard writes in the reader's language. */
export const agreementMessages = contracts.agreement;

export const fillVersion = (message: string, version: number) => fill(message, { version: String(version) });

/** Who acted, as the audit trail keeps them: a party's person and company as they were then, or Corridor. */
export interface Actor {
  profileId: string | null;
  name: string;
  company: string | null;
}

export const CORRIDOR: Actor = { profileId: null, name: 'Corridor', company: null };

/** The signed-in user acting for their party. */
export const actorOf = (user: Pick<UserRecord, 'name'>, party: AnyProfile): Actor => ({
  profileId: party.profile._id,
  name: user.name,
  company: displayName(party) || 'a party',
});

export type Step = 'sign' | 'decline' | 'regenerate';

/**
 * Why a party may not take a step on the current version, or null when it may: the one place
 * these rules live (the agreement view's `you` reads them too). A version both signed is final;
 * a declined one can only be replaced; a party signs once and cannot then decline; a draft is
 * replaced only while nobody has signed it, or after a decline.
 */
export function refusal(step: Step, state: AgreementState, signedByThem: boolean, version: number): Failure | null {
  switch (step) {
    case 'sign':
      if (state === 'declined') return conflict(fillVersion(agreementMessages.declined, version));
      return signedByThem ? conflict(fillVersion(agreementMessages.alreadySigned, version)) : null;
    case 'decline':
      if (state === 'signed') return conflict(agreementMessages.signedByBoth);
      if (state === 'declined') return conflict(fillVersion(agreementMessages.declined, version));
      return signedByThem ? conflict(fillVersion(agreementMessages.youSignedSoNoDecline, version)) : null;
    case 'regenerate':
      if (state === 'signed') return conflict(agreementMessages.signedByBoth);
      return state === 'partially-signed' ? conflict(fillVersion(agreementMessages.signedSoNoRegenerate, version)) : null;
  }
}

export async function addEvent(
  contract: ContractRecord,
  kind: AgreementEventKind,
  version: Pick<AgreementVersionRecord, 'version' | 'digest'>,
  actor: Actor,
  at = new Date().toISOString(),
  reason?: string,
): Promise<void> {
  await db.agreementEvents.create({
    id: `${at}_${newId('evt')}`,
    contractId: contract._id,
    at,
    kind,
    version: version.version,
    digest: version.digest,
    actorProfileId: actor.profileId,
    actorName: actor.name,
    actorCompany: actor.company,
    ...(reason ? { reason } : {}),
  });
}

/**
 * Renders the agreement from the contract and both profiles as they are now, and stores it as the
 * next version with its SHA-256, and the facts it was rendered from. Every later view serves
 * exactly these bytes (or, in Arabic, a rendering of the same facts).
 */
export async function freezeAgreement(
  contract: ContractRecord,
  actor: Actor,
  kind: 'generated' | 'regenerated' = 'generated',
  at = new Date().toISOString(),
): Promise<AgreementVersionRecord> {
  const version = (currentVersion(contract._id)?.version ?? 0) + 1;
  const input = { contract, ...partnersOf(contract), version, generatedAt: at };
  const html = renderContractDocument(input);
  const record: AgreementVersionRecord = {
    id: `${contract._id}:v${version}`,
    contractId: contract._id,
    version,
    html,
    digest: await sha256Hex(html),
    createdAt: at,
    // What the Arabic and bilingual pages of this version are rendered from (renderings.ts).
    source: documentSource(input),
  };
  await db.agreementVersions.create(record);
  await addEvent(contract, kind, record, actor, at);
  return record;
}

/**
 * The current version of an approved contract's agreement. Data saved before agreements were
 * stored has none: it is frozen at the first read, dated at the approval.
 */
export async function agreementOf(contract: ContractRecord): Promise<AgreementVersionRecord> {
  if (contract.status !== 'approved') throw notFound(agreementMessages.notApproved);
  return currentVersion(contract._id) ?? (await freezeAgreement(contract, CORRIDOR, 'generated', contract.updatedAt));
}

/** The caller's side of the contract, for the calls only a party may make (403 for anyone else). */
export function signingParty(user: UserRecord, contract: ContractRecord): AnyProfile {
  if (user.category === 'admin') throw forbidden(agreementMessages.adminCannotSign);
  const party = profileOfUser(user);
  const id = party?.profile._id;
  if (!party || (id !== contract.senderProfileId && id !== contract.recipientProfileId)) {
    throw forbidden('Only the two parties of this contract can sign it.');
  }
  return party;
}

export const hasSigned = (contract: ContractRecord, version: AgreementVersionRecord, profileId: string) =>
  signaturesOn(contract._id, version.version).some((signature) => signature.profileId === profileId);

/** The caller's party may take this step on the current version now (else the refusal is thrown). */
function mayTake(step: Step, contract: ContractRecord, current: AgreementVersionRecord, party: AnyProfile): void {
  const refused = refusal(step, stateOf(contract, current), hasSigned(contract, current, party.profile._id), current.version);
  if (refused) throw refused;
}

export interface Signer {
  profileId: string;
  kind: PartyKind;
  /** The full name typed as the signature. */
  fullName: string;
  companyName: string;
}

/** Stores a party's signature on a version, against its digest, and puts it in the audit trail. */
export async function recordSignature(contract: ContractRecord, version: AgreementVersionRecord, signer: Signer, at: string): Promise<void> {
  await db.signatures.create({
    id: `${contract._id}:v${version.version}:${signer.profileId}`,
    contractId: contract._id,
    version: version.version,
    digest: version.digest,
    ...signer,
    signedAt: at,
  });
  await addEvent(contract, 'signed', version, { profileId: signer.profileId, name: signer.fullName, company: signer.companyName }, at);
}

/** The version the caller acted on must still be the current one (409 otherwise). */
function mustBeCurrent(current: AgreementVersionRecord, version: number): void {
  if (version > current.version) throw notFound(fillVersion(agreementMessages.noSuchVersion, version));
  if (version !== current.version) throw conflict(fillVersion(agreementMessages.replaced, current.version));
}

export async function sign(
  user: UserRecord,
  contract: ContractRecord,
  input: { version: number; fullName: string },
): Promise<void> {
  const party = signingParty(user, contract);
  const current = await agreementOf(contract);
  mustBeCurrent(current, input.version);
  mayTake('sign', contract, current, party);
  const at = new Date().toISOString();
  const signer = { profileId: party.profile._id, kind: party.kind, fullName: input.fullName, companyName: displayName(party) || 'a party' };
  await recordSignature(contract, current, signer, at);
  const bothSigned = stateOf(contract, current) === 'signed';
  // The other party: asked to sign, or told that both have (one notification, not two).
  await notifyAgreementSigned(contract, current.version, bothSigned, user, party.profile._id);
  if (bothSigned) {
    await db.contracts.update((q) => q.where({ _id: contract._id }), {
      data(record) {
        record.updatedAt = at;
      },
    });
    await recordSigned(contract, at);
  }
}

export async function decline(user: UserRecord, contract: ContractRecord, input: { version: number; reason: string }): Promise<void> {
  const party = signingParty(user, contract);
  const current = await agreementOf(contract);
  mustBeCurrent(current, input.version);
  mayTake('decline', contract, current, party);
  await addEvent(contract, 'declined', current, actorOf(user, party), undefined, input.reason);
}

export async function regenerate(user: UserRecord, contract: ContractRecord, input: { version: number }): Promise<void> {
  const party = signingParty(user, contract);
  const current = await agreementOf(contract);
  mustBeCurrent(current, input.version);
  mayTake('regenerate', contract, current, party);
  const next = await freezeAgreement(contract, actorOf(user, party), 'regenerated');
  await notifyAgreementReady(contract, next.version, user, party.profile._id);
}

/** A party's first look at a version goes in the audit trail (an admin's reading does not). */
export async function recordView(user: UserRecord, contract: ContractRecord, version: AgreementVersionRecord): Promise<void> {
  if (user.category === 'admin') return;
  const party = profileOfUser(user);
  if (!party) return;
  const seen = db.agreementEvents.findFirst((q) =>
    q.where({ contractId: contract._id, kind: 'viewed', version: version.version, actorProfileId: party.profile._id }),
  );
  if (!seen) await addEvent(contract, 'viewed', version, actorOf(user, party));
}

