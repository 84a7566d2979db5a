import { db } from '../../db';
import type { ContractRecord, PartyKind } from '../../db/records';
import { displayName, findProfile } from '../profiles';
import { addEvent, CORRIDOR, freezeAgreement, recordSignature, type Actor } from './actions';

/*
 * The seed's agreements: every approved contract's document frozen at its approval, and the states
 * a demo needs — signed by one side, by both, regenerated once — on the demo accounts' contracts.
 */

const HOUR = 3_600_000;
const later = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR).toISOString();

interface Plan {
  /** Who has signed version 1 (or the regenerated version 2), in order. */
  signedBy?: PartyKind[];
  /** Version 1 replaced by a draft the first kind asked for. */
  regeneratedBy?: PartyKind;
}

/** Which seeded contracts carry signatures (the rest are approved and unsigned). */
export const SEED_AGREEMENT_PLAN: Readonly<Record<string, Plan>> = {
  // The demo foreign business and the demo partner: the partner has signed, the business has not.
  ctr_0001: { signedBy: ['local'] },
  // The demo investor and the demo foreign business: signed by both.
  ctr_0002: { signedBy: ['investor', 'foreign'] },
  // The demo partner and the demo investor: version 1 replaced by a fresh draft, unsigned.
  ctr_0003: { regeneratedBy: 'local' },
  // Two businesses outside the demo accounts: signed by both.
  ctr_0022: { signedBy: ['foreign', 'local'] },
};

function side(contract: ContractRecord, kind: PartyKind) {
  const profileId = contract.senderKind === kind ? contract.senderProfileId : contract.recipientProfileId;
  const party = findProfile(kind, profileId);
  const owner = party && db.users.findFirst((q) => q.where({ id: party.profile.ID }));
  const company = party ? displayName(party) || 'a party' : 'a party';
  return { profileId, kind, fullName: owner?.name ?? company, companyName: company };
}

const actorFor = (by: ReturnType<typeof side>): Actor => ({ profileId: by.profileId, name: by.fullName, company: by.companyName });

export async function seedAgreements(): Promise<void> {
  const approved = db.contracts.findMany((q) => q.where({ status: 'approved' }));
  for (const contract of approved) {
    const plan = SEED_AGREEMENT_PLAN[contract._id] ?? {};
    let version = await freezeAgreement(contract, CORRIDOR, 'generated', contract.updatedAt);
    let at = contract.updatedAt;
    if (plan.regeneratedBy) {
      const actor = actorFor(side(contract, plan.regeneratedBy));
      at = later(at, 20);
      await addEvent(contract, 'viewed', version, actor, at);
      at = later(at, 1);
      version = await freezeAgreement(contract, actor, 'regenerated', at);
    }
    for (const kind of plan.signedBy ?? []) {
      const by = side(contract, kind);
      at = later(at, 26);
      await addEvent(contract, 'viewed', version, actorFor(by), at);
      at = later(at, 1);
      await recordSignature(contract, version, by, at);
    }
  }
}
