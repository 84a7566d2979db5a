import { db, whenComplete } from '../../db';
import { newId } from '../../db/ids';
import type { ContractRecord, InsightEventOf, InsightEventRecord, PartyKind, TaskRecord } from '../../db/records';
import { FACTORS, type RankedMatch } from '../../matching';
import type { AnyProfile } from '../profiles';
import { corridorOf } from './facts';

/*
 * Recording the events the admin insights are computed from. Every recorder is called beside the
 * change it describes, after that change is made, and never fails or delays the call it belongs
 * to: a write that throws loses only the event.
 */

/** Omit<> over each member of the union (Omit on a union would merge its members). */
type Draft<E> = E extends InsightEventRecord ? Omit<E, 'id' | 'at'> : never;

async function record(event: Draft<InsightEventRecord>, at = new Date().toISOString()): Promise<void> {
  try {
    await db.insightEvents.create({ id: newId('ie'), at, ...event } as InsightEventRecord);
  } catch {
    // An event is a by-product: losing one must never turn the call it describes into an error.
  }
}

/** Every recorded event, the saved ones included (the browser mock reads them after it starts: db/deferred.ts). */
export async function savedInsightEvents(): Promise<InsightEventRecord[]> {
  await whenComplete();
  return db.insightEvents.all();
}

/** A match list was loaded: one event with the candidates it returned (an empty list shows nobody). */
export async function recordShown(viewer: AnyProfile, shownKind: PartyKind, shown: readonly string[]): Promise<void> {
  if (shown.length === 0) return;
  await record({ kind: 'shown', viewer: viewer.profile._id, viewerKind: viewer.kind, shownKind, shown: [...shown] });
}

/** A party opened another party's profile (not its own, and never an admin: `viewer` is a party). */
export async function recordProfileView(viewer: AnyProfile | undefined, profile: AnyProfile): Promise<void> {
  if (!viewer || viewer.profile._id === profile.profile._id || !corridorOf(viewer.kind, profile.kind)) return;
  await record({ kind: 'viewed', viewer: viewer.profile._id, viewerKind: viewer.kind, profile: profile.profile._id, profileKind: profile.kind });
}

const KNOWN_FACTORS: ReadonlySet<string> = new Set(FACTORS);

/** The factors of a match's reasons that added points, once each, in the order the reasons give them. */
export function helpingFactors(match: Pick<RankedMatch, 'reasons'> | undefined): string[] {
  const factors = new Set<string>();
  for (const reason of match?.reasons ?? []) if (reason.points > 0 && KNOWN_FACTORS.has(reason.factor)) factors.add(reason.factor);
  return [...factors];
}

/**
 * A request was sent. `matchNow` gives the pair as the sender's list shows it at this moment (its
 * score and reasons); it runs inside the recorder, so an engine failure loses only the score.
 */
export async function recordRequested(contract: ContractRecord, matchNow: () => RankedMatch | undefined): Promise<void> {
  let match: RankedMatch | undefined;
  try {
    match = matchNow();
  } catch {
    match = undefined;
  }
  await record(requestedEvent(contract, { score: match ? match.score : null, factors: helpingFactors(match) }), contract.createdAt);
}

/** The "requested" event of a contract (without its id and time), with the pair's score and helping factors. */
export function requestedEvent(contract: ContractRecord, facts: { score: number | null; factors: string[] }): Draft<InsightEventOf<'requested'>> {
  return {
    kind: 'requested',
    contractId: contract._id,
    sender: contract.senderProfileId,
    senderKind: contract.senderKind,
    recipient: contract.recipientProfileId,
    recipientKind: contract.recipientKind,
    ...facts,
  };
}

/** The request was approved, rejected or cancelled. */
export async function recordAnswered(contract: ContractRecord, outcome: 'approved' | 'rejected' | 'cancelled'): Promise<void> {
  await record({ kind: 'answered', contractId: contract._id, outcome }, contract.updatedAt);
}

/** Both parties have now signed the contract's agreement. */
export async function recordSigned(contract: ContractRecord, at: string): Promise<void> {
  await record({ kind: 'signed', contractId: contract._id }, at);
}

/** The first milestone of a contract: the earliest due date, then the earliest created. */
export function firstMilestoneId(contractId: string): string | undefined {
  const milestones = db.milestones.findMany((q) => q.where({ contractId }));
  milestones.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
  return milestones[0]?._id;
}

/**
 * A task was set completed: when it was the last pending task of the contract's first milestone,
 * that milestone is complete. Recorded once per contract, the first time it happens.
 */
export async function recordMilestoneIfComplete(contract: ContractRecord, task: TaskRecord): Promise<void> {
  try {
    if (task.status !== 'completed' || firstMilestoneId(contract._id) !== task.milestoneId) return;
    const tasks = db.tasks.findMany((q) => q.where({ milestoneId: task.milestoneId }));
    if (tasks.length === 0 || tasks.some((each) => each.status !== 'completed')) return;
    const events = await savedInsightEvents();
    for (const event of events) if (event.kind === 'milestone' && event.contractId === contract._id) return;
  } catch {
    return;
  }
  await record({ kind: 'milestone', contractId: contract._id });
}
