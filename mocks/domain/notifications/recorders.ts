import type { CommentRecord, ContractRecord, LocalProfileRecord, MilestoneRecord, TaskRecord, UserRecord } from '../../db/records';
import { authorName } from '../milestone-rules';
import {
  agreementNotices,
  commentNotices,
  milestoneNotices,
  requestNotices,
  taskNotices,
  verificationNotices,
  verificationRequestNotices,
  type Notice,
} from './notices';
import { notify } from './notify';

/*
 * What the handlers call beside the change they make, after it is made (like the insights
 * recorders): one line each, never failing the call. Who is told and in which words is decided in
 * notices.ts and catalogue.ts.
 */

type Actor = Pick<UserRecord, 'id'>;

/** Builds and delivers; a failure to build (a profile read) loses only the notifications. */
async function tell(build: () => Notice[], actor: Actor | null): Promise<void> {
  let notices: Notice[];
  try {
    notices = build();
  } catch {
    return;
  }
  await notify(notices, actor?.id ?? null);
}

export const notifyRequestSent = (contract: ContractRecord, actor: Actor) => tell(() => requestNotices(contract, 'request-received'), actor);

export const notifyRequestAnswered = (contract: ContractRecord, outcome: 'approved' | 'rejected', actor: Actor) =>
  tell(() => requestNotices(contract, outcome === 'approved' ? 'request-approved' : 'request-rejected'), actor);

export const notifyRequestCancelled = (contract: ContractRecord, actor: Actor) => tell(() => requestNotices(contract, 'request-cancelled'), actor);

/** A party replaced the draft: the other party has a new version to sign. */
export const notifyAgreementReady = (contract: ContractRecord, version: number, actor: Actor, actingProfileId: string) =>
  tell(() => agreementNotices(contract, 'agreement-ready', version, actingProfileId), actor);

/** A party signed: the other party is asked to sign, or told both have signed. */
export const notifyAgreementSigned = (contract: ContractRecord, version: number, bothSigned: boolean, actor: Actor, actingProfileId: string) =>
  tell(() => agreementNotices(contract, bothSigned ? 'agreement-fully-signed' : 'agreement-signed', version, actingProfileId), actor);

export const notifyMilestoneAdded = (contract: ContractRecord, milestone: MilestoneRecord, actor: UserRecord) =>
  tell(() => milestoneNotices(contract, milestone, authorName(actor)), actor);

export const notifyTaskAdded = (contract: ContractRecord, task: TaskRecord, actor: UserRecord) =>
  tell(() => taskNotices(contract, task, authorName(actor)), actor);

export const notifyCommentAdded = (contract: ContractRecord, comment: CommentRecord, actor: Actor) => tell(() => commentNotices(contract, comment), actor);

/** An admin accepted or rejected a local partner. */
export const notifyVerification = (profile: LocalProfileRecord, outcome: 'verified' | 'rejected', actor: Actor) =>
  tell(() => verificationNotices(profile, outcome === 'verified' ? 'profile-verified' : 'profile-rejected'), actor);

/** A local partner profile was submitted and waits for an admin. */
export const notifyVerificationRequested = (profile: LocalProfileRecord, actor: Actor) => tell(() => verificationRequestNotices(profile), actor);
