import { db } from '../../db';
import type { CommentRecord, ContractRecord, LocalProfileRecord, MilestoneRecord, NotificationRecord, TaskRecord } from '../../db/records';
import { displayName, findProfile, type AnyProfile } from '../profiles';
import { excerpt, type NotificationEvent, type Values } from './catalogue';

/*
 * Who is told what: each event's recipients (user ids) with the values of its sentence and the
 * counterpart from that recipient's side. A contract's parties are the users owning its two
 * profiles; an admin-registered business nobody has claimed has no one to tell. The live
 * recorders (recorders.ts) and the seed (seed.ts) both build their notifications here.
 */

export type Counterpart = NotificationRecord['counterpart'];

export interface Notice {
  event: NotificationEvent;
  userId: string;
  values: Values;
  counterpart: Counterpart;
  dedupeKey?: string;
}

type Side = 'sender' | 'recipient';
const SIDES: readonly Side[] = ['sender', 'recipient'];
const otherSide = (side: Side): Side => (side === 'sender' ? 'recipient' : 'sender');

function partyOn(contract: ContractRecord, side: Side): AnyProfile | undefined {
  return side === 'sender' ? findProfile(contract.senderKind, contract.senderProfileId) : findProfile(contract.recipientKind, contract.recipientProfileId);
}

/** The user who owns a profile and can sign in to read about it; none for an unclaimed or deleted one. */
export function ownerOf(party: AnyProfile | undefined): string | null {
  if (!party) return null;
  const user = db.users.findFirst((q) => q.where({ id: party.profile.ID }));
  return user && !user.unclaimed && user.category === party.kind ? user.id : null;
}

/** A company's name as notifications give it ("a former party" once its profile is deleted). */
export const companyOf = (party: AnyProfile | undefined): string => (party && displayName(party).trim()) || 'a former party';

export const counterpartOf = (party: AnyProfile | undefined): Counterpart =>
  party ? { name: companyOf(party), profileId: party.profile._id, kind: party.kind } : null;

/** The notice to one side of a contract about the other side (its company, its profile). */
function toSide(contract: ContractRecord, side: Side, event: NotificationEvent, values: Values = {}, dedupeKey?: string): Notice[] {
  const userId = ownerOf(partyOn(contract, side));
  if (!userId) return [];
  const other = partyOn(contract, otherSide(side));
  return [{ event, userId, values: { company: companyOf(other), contractId: contract._id, ...values }, counterpart: counterpartOf(other), ...(dedupeKey ? { dedupeKey } : {}) }];
}

/** The same event to both parties, each about the other (notify() leaves out whoever acted). */
const toBothSides = (contract: ContractRecord, event: NotificationEvent, values: Values = {}, dedupeKey?: string): Notice[] =>
  SIDES.flatMap((side) => toSide(contract, side, event, values, dedupeKey));

/** A request was sent (to its recipient), approved or rejected (to its sender), or withdrawn (to its recipient). */
export function requestNotices(contract: ContractRecord, event: 'request-received' | 'request-approved' | 'request-rejected' | 'request-cancelled'): Notice[] {
  return toSide(contract, event === 'request-approved' || event === 'request-rejected' ? 'sender' : 'recipient', event);
}

/**
 * A step on the agreement, told to the party that did not take it: a version ready to sign (after
 * a regeneration), a party signed, or both have (then only "fully signed", not "signed" as well).
 * The actor is left out by notify(); `profileId` of the acting party picks the other side here too,
 * so an admin never triggers it.
 */
export function agreementNotices(
  contract: ContractRecord,
  event: 'agreement-ready' | 'agreement-signed' | 'agreement-fully-signed',
  version: number,
  actingProfileId: string,
): Notice[] {
  const side = contract.senderProfileId === actingProfileId ? 'recipient' : contract.recipientProfileId === actingProfileId ? 'sender' : null;
  return side ? toSide(contract, side, event, { version }) : [];
}

export const milestoneNotices = (contract: ContractRecord, milestone: Pick<MilestoneRecord, 'title'>, person: string): Notice[] =>
  toBothSides(contract, 'milestone-added', { person, title: milestone.title });

export const taskNotices = (contract: ContractRecord, task: Pick<TaskRecord, 'title' | 'dueDate'>, person: string): Notice[] =>
  toBothSides(contract, 'task-added', { person, title: task.title, dueDate: task.dueDate });

export const commentNotices = (contract: ContractRecord, comment: Pick<CommentRecord, 'text' | 'author'>): Notice[] =>
  toBothSides(contract, 'comment-added', { person: comment.author, excerpt: excerpt(comment.text) });

/** A pending task due soon, to one party (the caller): once per task and user. */
export function taskDueNotice(contract: ContractRecord, task: Pick<TaskRecord, '_id' | 'title' | 'dueDate'>, userId: string): Notice[] {
  return toBothSides(contract, 'task-due', { title: task.title, dueDate: task.dueDate }, `task-due:${task._id}`).filter((notice) => notice.userId === userId);
}

/** An admin verified or rejected a local partner: told to the partner's user. */
export function verificationNotices(profile: LocalProfileRecord, outcome: 'profile-verified' | 'profile-rejected'): Notice[] {
  const party: AnyProfile = { kind: 'local', profile };
  const userId = ownerOf(party);
  return userId ? [{ event: outcome, userId, values: { company: companyOf(party), profileId: profile._id }, counterpart: null }] : [];
}

/** A local partner submitted its profile: every admin is told it waits for verification. */
export function verificationRequestNotices(profile: LocalProfileRecord): Notice[] {
  const party: AnyProfile = { kind: 'local', profile };
  return db.users
    .findMany((q) => q.where({ category: 'admin' }))
    .filter((admin) => !admin.unclaimed)
    .map((admin) => ({
      event: 'verification-requested' as const,
      userId: admin.id,
      values: { company: companyOf(party), profileId: profile._id },
      counterpart: counterpartOf(party),
    }));
}

/** A message was written: the other party is told (grouped while unread, notifications/messages.ts). */
export const messageNotices = (contract: ContractRecord, writer: Side, text: string, count = 1): Notice[] =>
  toSide(contract, otherSide(writer), count === 1 ? 'message-received' : 'messages-received', { excerpt: excerpt(text), count });

export type MeetingEvent = 'meeting-proposed' | 'meeting-accepted' | 'meeting-declined' | 'meeting-cancelled' | 'meeting-withdrawn';

/** A step on an intro meeting, told to the party that did not take it. */
export const meetingNotices = (contract: ContractRecord, actor: Side, event: MeetingEvent, values: Values): Notice[] =>
  toSide(contract, otherSide(actor), event, values);
