import { db } from '../db';
import { newId } from '../db/ids';
import type { ContractRecord, FeedbackRecord } from '../db/records';
import { sharedFactors } from '../matching';
import type { AnyProfile } from './profiles';
import { partyOf } from './contract-views';

/** What the two profiles shared when the outcome happened, according to the matching engine. */
function factorsFor(a: AnyProfile, b: AnyProfile): string[] {
  return sharedFactors(a, b);
}

/**
 * Records the outcome of a contract request for the matching engine's learning:
 * who acted, the pair (sender as subject, recipient as candidate) and the factors they shared.
 */
export async function recordOutcome(
  contract: ContractRecord,
  outcome: FeedbackRecord['outcome'],
  actorProfileId: string,
): Promise<FeedbackRecord> {
  const sender = partyOf(contract, 'sender');
  const recipient = partyOf(contract, 'recipient');
  return db.feedback.create({
    id: newId('fbk'),
    actorId: actorProfileId,
    subjectId: contract.senderProfileId,
    candidateId: contract.recipientProfileId,
    outcome,
    factors: sender && recipient ? factorsFor(sender, recipient) : [],
    createdAt: new Date().toISOString(),
  });
}
