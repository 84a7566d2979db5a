import { db } from '../../db';
import { PARTY_KINDS, type ContractRecord, type InsightEventRecord } from '../../db/records';
import { ANCHOR_MS } from '../../db/seed/dates';
import { rankCandidates, type Party } from '../../matching';
import { currentVersion, fullySigned, signaturesOn } from '../agreements/records';
import { partyOf } from '../contract-views';
import { allProfiles } from '../profiles';
import { firstMilestoneId, helpingFactors, requestedEvent } from './events';
import { pairFacts, type Lists } from './history-pairs';

/*
 * The events of the seeded contracts, so that the live data and the history tell one story: the
 * sender opened the recipient's profile a little before sending, the request was sent at the
 * contract's createdAt (with the pair's score from the engine), answered at its updatedAt, signed
 * by both when the agreements seed signed it twice, and its first milestone completed when the seed
 * completed every task of it (at the last task's due date, never after the seed's anchor).
 */

const HOUR_MS = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The pair as the sender's list would have shown it (no feedback): from the ranked lists, else ranked now. */
function scoreOf(contract: ContractRecord, lists: Lists): { score: number | null; factors: string[] } {
  const known = pairFacts(lists, contract.senderProfileId, contract.recipientKind, contract.recipientProfileId);
  if (known) return { score: known.score, factors: [...known.factors] };
  const sender = partyOf(contract, 'sender');
  const recipient = partyOf(contract, 'recipient');
  if (!sender || !recipient) return { score: null, factors: [] };
  const corpus = PARTY_KINDS.flatMap((kind) => allProfiles(kind)) as Party[];
  const [match] = rankCandidates(sender as Party, [recipient as Party], { corpus });
  return { score: match?.score ?? null, factors: helpingFactors(match) };
}

/** When the first milestone's tasks were all done, if they were: the last due date, noon UTC, before the anchor. */
function firstMilestoneDone(contract: ContractRecord): number | null {
  const milestoneId = firstMilestoneId(contract._id);
  if (!milestoneId) return null;
  const milestone = db.milestones.findFirst((q) => q.where({ _id: milestoneId }));
  const tasks = db.tasks.findMany((q) => q.where({ milestoneId }));
  if (!milestone || tasks.length === 0 || tasks.some((task) => task.status !== 'completed')) return null;
  const lastDue = Math.max(...tasks.map((task) => Date.parse(`${task.dueDate}T12:00:00.000Z`)));
  return Math.max(Date.parse(milestone.createdAt) + HOUR_MS, Math.min(lastDue, ANCHOR_MS - HOUR_MS));
}

export function seedContractEvents(lists: Lists): InsightEventRecord[] {
  const events: InsightEventRecord[] = [];
  for (const contract of db.contracts.all()) {
    const sent = Date.parse(contract.createdAt);
    const id = (step: string) => `s_${contract._id}_${step}`;
    // Opened the profile a few hours before sending: the hours follow from the contract's number.
    const lead = (2 + (Number(contract._id.replace(/\D/g, '')) % 20)) * HOUR_MS;
    events.push({
      id: id('v'),
      at: iso(sent - lead),
      kind: 'viewed',
      viewer: contract.senderProfileId,
      viewerKind: contract.senderKind,
      profile: contract.recipientProfileId,
      profileKind: contract.recipientKind,
    });
    events.push({ id: id('r'), at: contract.createdAt, ...requestedEvent(contract, scoreOf(contract, lists)) });
    if (contract.status === 'pending') continue;
    events.push({ id: id('a'), at: contract.updatedAt, kind: 'answered', contractId: contract._id, outcome: contract.status });
    if (contract.status !== 'approved') continue;
    const version = currentVersion(contract._id);
    if (version && fullySigned(contract)) {
      const last = signaturesOn(contract._id, version.version).at(-1);
      if (last) events.push({ id: id('s'), at: last.signedAt, kind: 'signed', contractId: contract._id });
    }
    const done = firstMilestoneDone(contract);
    if (done !== null) events.push({ id: id('m'), at: iso(done), kind: 'milestone', contractId: contract._id });
  }
  return events;
}
