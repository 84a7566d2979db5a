import type { components } from '../../src/api/schema';
import { db } from '../db';
import type {
  CommentRecord,
  ContractRecord,
  MilestoneRecord,
  TaskRecord,
  UserCategory,
  UserRecord,
} from '../db/records';
import { requireCategory, type Caller } from '../http/auth';
import { conflict, notFound } from '../http/failure';
import { contracts } from '../i18n/en';
import { readableContract } from './contracts';
import { COMMENTERS as COMMENTERS_ } from './commenters';

type Schemas = components['schemas'];

/**
 * Who may do what on a contract's milestones (specification §6). Both parties and admins
 * may read; only the categories below may write, and only on an approved contract.
 */
export const MILESTONE_EDITORS: readonly UserCategory[] = ['local', 'investor', 'admin'];
export { COMMENTERS, mayComment } from './commenters';

const words = contracts.milestones;

export const ruleMessages = {
  milestoneEditors: words.milestoneEditors,
  taskEditors: words.taskEditors,
  taskStatusEditors: words.taskStatusEditors,
  commenters: words.commenters,
  notApproved: words.notApproved,
  milestoneNotFound: words.milestoneNotFound,
  taskNotFound: words.taskNotFound,
} as const;

/** The answers' English (the handlers write them in the request's language). */
export const successMessages = {
  milestone: words.milestoneAdded,
  task: words.taskAdded,
  comment: words.commentAdded,
  taskUpdated: words.taskUpdated,
} as const;

export const mayEditMilestones = (category: UserCategory) => MILESTONE_EDITORS.includes(category);

export const requireMilestoneEditor = (caller: Caller, message: string = ruleMessages.milestoneEditors) =>
  requireCategory(caller, MILESTONE_EDITORS, message);

export const requireCommenter = (caller: Caller) => requireCategory(caller, COMMENTERS_, ruleMessages.commenters);

/** A contract the caller may read (404 / 403 otherwise) that is approved (409 otherwise). */
export function writableContract(caller: UserRecord, contractId: string): ContractRecord {
  const { contract } = readableContract(caller, contractId);
  if (contract.status !== 'approved') throw conflict(ruleMessages.notApproved);
  return contract;
}

/** A milestone of exactly this contract; another contract's milestone is as unknown as a missing one. */
export function milestoneOf(contract: ContractRecord, milestoneId: string): MilestoneRecord {
  const milestone = db.milestones.findFirst((q) => q.where({ _id: milestoneId, contractId: contract._id }));
  if (!milestone) throw notFound(ruleMessages.milestoneNotFound);
  return milestone;
}

/** A task of exactly this contract whose milestone still exists. */
export function taskOf(contract: ContractRecord, taskId: string): TaskRecord {
  const task = db.tasks.findFirst((q) => q.where({ _id: taskId, contractId: contract._id }));
  if (!task || !db.milestones.findFirst((q) => q.where({ _id: task.milestoneId, contractId: contract._id }))) {
    throw notFound(ruleMessages.taskNotFound);
  }
  return task;
}

/** The name a comment is signed with: the account's name, never a name sent in the body. */
export function authorName(user: UserRecord): string {
  const name = String(user.name ?? '').trim();
  if (name) return name;
  if (user.category === 'admin') return 'Corridor Admin';
  return String(user.businessName ?? '').trim() || 'Unknown';
}

// Stored legacy records may lack a field: they sort as empty text rather than throwing.
function compare(a: unknown, b: unknown): number {
  const [x, y] = [String(a ?? ''), String(b ?? '')];
  return x < y ? -1 : x > y ? 1 : 0;
}

const byDueThenCreated = <T extends { dueDate: string; createdAt: string; _id: string }>(a: T, b: T) =>
  compare(a.dueDate, b.dueDate) || compare(a.createdAt, b.createdAt) || compare(a._id, b._id);

const byCreated = <T extends { createdAt: string; _id: string }>(a: T, b: T) =>
  compare(a.createdAt, b.createdAt) || compare(a._id, b._id);

/** Everything the milestones section shows for one contract, in display order. */
export function milestonesOf(contract: ContractRecord): Schemas['MilestonesResponse'] {
  const miles = db.milestones.findMany((q) => q.where({ contractId: contract._id })).sort(byDueThenCreated);
  const ids = new Set(miles.map((milestone) => milestone._id));
  const tasks = db.tasks
    .findMany((q) => q.where({ contractId: contract._id }))
    .filter((task) => ids.has(task.milestoneId))
    .sort(byDueThenCreated);
  const comments = db.comments
    .findMany((q) => q.where({ contractId: contract._id }))
    .filter((comment) => ids.has(comment.milestoneId))
    .sort(byCreated);
  return { miles: miles.map(toMilestone), tasks: tasks.map(toTask), comments: comments.map(toComment) };
}

// What the API shows: typed against the contract so that drift is a type error.

export const toMilestone = (record: MilestoneRecord): Schemas['Milestone'] => ({
  _id: record._id,
  contractId: record.contractId,
  title: record.title,
  description: record.description,
  dueDate: record.dueDate,
  createdAt: record.createdAt,
});

export const toTask = (record: TaskRecord): Schemas['Task'] => ({
  _id: record._id,
  milestoneId: record.milestoneId,
  contractId: record.contractId,
  title: record.title,
  description: record.description,
  dueDate: record.dueDate,
  status: record.status,
});

export const toComment = (record: CommentRecord): Schemas['Comment'] => ({
  _id: record._id,
  milestoneId: record.milestoneId,
  contractId: record.contractId,
  text: record.text,
  author: record.author,
  createdAt: record.createdAt,
});
