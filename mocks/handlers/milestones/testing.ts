/**
 * Test fixtures for the milestone and admin handler tests (imported by tests only).
 * Contracts are made directly in the database so each test states exactly what it starts from;
 * the seeded demo accounts and their profiles are the parties.
 */
import { db } from '../../db';
import { newId } from '../../db/ids';
import type { ContractRecord, StoredContractStatus, UserRecord } from '../../db/records';
import { categoryFor } from '../../domain/contracts';
import { profileOfUser, type AnyProfile } from '../../domain/profiles';
import { findUserByEmail } from '../../domain/users';

export function account(email: string): { user: UserRecord; party: AnyProfile | undefined } {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`seeded account ${email} is missing`);
  return { user, party: profileOfUser(user) };
}

export function partyOf(email: string): AnyProfile {
  const { party } = account(email);
  if (!party) throw new Error(`seeded account ${email} has no profile`);
  return party;
}

/** A contract between two profiles, sent by the first. */
export async function makeContract(
  sender: AnyProfile,
  recipient: AnyProfile,
  status: StoredContractStatus = 'approved',
): Promise<ContractRecord> {
  const category = categoryFor(sender.kind, recipient.kind);
  if (!category) throw new Error('no contract joins two profiles of the same kind');
  const now = new Date().toISOString();
  return db.contracts.create({
    _id: newId('ctr'),
    category,
    status,
    senderKind: sender.kind,
    senderProfileId: sender.profile._id,
    recipientKind: recipient.kind,
    recipientProfileId: recipient.profile._id,
    createdAt: now,
    updatedAt: now,
    FileUrl: status === 'approved' ? '/contract-document/fixture' : null,
  });
}

export async function makeMilestone(contractId: string, fields: Partial<{ title: string; dueDate: string; createdAt: string }> = {}) {
  return db.milestones.create({
    _id: newId('ms'),
    contractId,
    title: fields.title ?? 'Trade licence issued',
    description: 'The free-zone authority issues the trade licence.',
    dueDate: fields.dueDate ?? '2030-01-15',
    createdAt: fields.createdAt ?? new Date().toISOString(),
  });
}

export async function makeTask(contractId: string, milestoneId: string, title = 'Submit the application') {
  return db.tasks.create({
    _id: newId('tsk'),
    contractId,
    milestoneId,
    title,
    description: 'Send the signed forms to the authority.',
    dueDate: '2030-01-10',
    status: 'pending',
    createdAt: new Date().toISOString(),
  });
}

/** How many milestones, tasks and comments exist: "nothing was created" means these stay equal. */
export const milestoneCounts = () => ({
  milestones: db.milestones.count(),
  tasks: db.tasks.count(),
  comments: db.comments.count(),
});

export const HUGE = 'x'.repeat(100_000);
export const SCRIPT = '<script>alert("owned")</script>';
