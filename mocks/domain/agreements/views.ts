import type { components } from '../../../src/api/schema';
import { db } from '../../db';
import type { AgreementEventRecord, AgreementVersionRecord, ContractRecord, UserRecord } from '../../db/records';
import { badRequest, notFound } from '../../http/failure';
import { contracts } from '../../i18n/en';
import type { ServerLanguage } from '../../i18n/language';
import { ROLE } from '../contract-document/parties';
import { AR } from '../contract-document/words-ar';
import { partnersOf, roleKinds } from '../contract-views';
import { displayName, profileOfUser } from '../profiles';
import { agreementOf, refusal, type Step } from './actions';
import { normalDigest } from './digest';
import { currentVersion, declineOf, eventsOf, signaturesOn, stateOf, versionsOf } from './records';

type Agreement = components['schemas']['Agreement'];
type AgreementAudit = components['schemas']['AgreementAudit'];
type AgreementVerification = components['schemas']['AgreementVerification'];
type AgreementSignature = components['schemas']['AgreementSignature'];

const capitalised = (role: string) => role.replace(/^the /, '').replace(/^./, (c) => c.toUpperCase());

/** What the agreement's view words for a reader (issue 15): the parties' roles, and a party that has no name any more. */
const partyWords: Record<ServerLanguage, { role: (category: ContractRecord['category'], kind: AgreementSignature['kind']) => string; unnamed: string; unregistered: string }> = {
  en: { role: (category, kind) => capitalised(ROLE[category][kind]), unnamed: 'Unnamed party', unregistered: 'A party no longer registered' },
  ar: { role: (category, kind) => AR.roles[category][kind], unnamed: AR.parties.unnamed, unregistered: AR.parties.unregistered },
};

const signatureView = (signature: { fullName: string; companyName: string; kind: AgreementSignature['kind']; signedAt: string }): AgreementSignature => ({
  fullName: signature.fullName,
  companyName: signature.companyName,
  kind: signature.kind,
  signedAt: signature.signedAt,
});

/** The agreement as the caller sees it: versions, both parties' signatures, and what they may do, worded in `language`. */
export async function agreementView(contract: ContractRecord, caller: UserRecord, language: ServerLanguage = 'en'): Promise<Agreement> {
  const words = partyWords[language];
  const current = await agreementOf(contract);
  const state = stateOf(contract, current);
  const signatures = signaturesOn(contract._id, current.version);
  const { partnerOne, partnerTwo } = partnersOf(contract);
  const [kindOne, kindTwo] = roleKinds[contract.category];
  const idOf = (kind: string) => (contract.senderKind === kind ? contract.senderProfileId : contract.recipientProfileId);
  const parties = ([
    [kindOne, partnerOne],
    [kindTwo, partnerTwo],
  ] as const).map(([kind, party]) => {
    const profileId = idOf(kind);
    const signature = signatures.find((s) => s.profileId === profileId);
    return {
      role: words.role(contract.category, kind),
      kind,
      profileId,
      companyName: party ? displayName(party) || words.unnamed : words.unregistered,
      signature: signature ? signatureView(signature) : null,
    };
  });
  const own = caller.category === 'admin' ? undefined : profileOfUser(caller)?.profile._id;
  const mine = parties.find((party) => party.profileId === own);
  const may = (step: Step) => Boolean(mine && refusal(step, state, mine.signature !== null, current.version) === null);
  const decline = declineOf(contract._id, current.version);
  return {
    contractId: contract._id,
    state,
    current: versionView(current, current.version),
    versions: versionsOf(contract._id).map((version) => versionView(version, current.version)),
    parties,
    declined: decline ? declinedView(decline) : null,
    you: {
      profileId: mine?.profileId ?? null,
      canSign: may('sign'),
      canDecline: may('decline'),
      canRegenerate: may('regenerate'),
    },
  };
}

function declinedView(event: AgreementEventRecord) {
  return { by: event.actorName, companyName: event.actorCompany ?? '', reason: event.reason ?? '', at: event.at };
}

/** Who acted, as the audit trail writes it: "<name>, <company>", or "Corridor". */
const actorText = (event: AgreementEventRecord) => (event.actorCompany ? `${event.actorName}, ${event.actorCompany}` : event.actorName);

function versionView(version: AgreementVersionRecord, currentNumber: number) {
  return { version: version.version, digest: version.digest, createdAt: version.createdAt, current: version.version === currentNumber };
}

/** Every event of the agreement, oldest first. */
export async function auditView(contract: ContractRecord): Promise<AgreementAudit> {
  await agreementOf(contract);
  return {
    contractId: contract._id,
    events: eventsOf(contract._id).map((event) => ({
      id: event.id,
      at: event.at,
      kind: event.kind,
      version: event.version,
      digest: event.digest,
      actor: actorText(event),
      ...(event.reason ? { reason: event.reason } : {}),
    })),
  };
}

export const verifyMessages = { malformed: contracts.agreement.digestMalformed, unknown: contracts.agreement.digestUnknown } as const;

/** What anyone may learn from a digest: the version it is, when it was issued, who signed it; never the text. */
export function verification(value: string): AgreementVerification {
  const digest = normalDigest(value);
  if (!digest) throw badRequest(verifyMessages.malformed);
  const version = db.agreementVersions.findFirst((q) => q.where({ digest }));
  const contract = version && db.contracts.findFirst((q) => q.where({ _id: version.contractId }));
  if (!version || !contract) throw notFound(verifyMessages.unknown);
  const latest = currentVersion(contract._id);
  return {
    reference: contract._id,
    version: version.version,
    issuedAt: version.createdAt,
    current: latest?.version === version.version,
    state: stateOf(contract, version),
    signatures: signaturesOn(contract._id, version.version).map(signatureView),
  };
}
