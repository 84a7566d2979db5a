import { db } from '../../db';
import type { NotificationRecord, UserRecord } from '../../db/records';
import { involves } from '../contracts';
import { profileOfUser } from '../profiles';
import { taskDueNotice, type Notice } from './notices';

/*
 * "Task due soon" is not caused by a call: it is owed to a party once one of their contract's
 * pending tasks is due within 3 days. It is worked out when they ask for their notifications
 * (upkeep.ts), once per task and user (its dedupe key), with one pass over their approved
 * contracts and one over the tasks.
 */

/** How far ahead a task counts as due soon: due today or on one of the next 3 days (UTC). */
export const DUE_SOON_DAYS = 3;
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const dedupeKeysOf = (records: readonly NotificationRecord[]): Set<string> =>
  new Set(records.flatMap((record) => (record.dedupeKey ? [record.dedupeKey] : [])));

/** The task-due notices `user` is owed at `nowMs` and has not had (`told`: their dedupe keys). */
export function dueSoonNotices(user: UserRecord, told: ReadonlySet<string>, nowMs: number): Notice[] {
  const own = profileOfUser(user);
  if (!own) return [];
  const contracts = new Map(
    db.contracts
      .all()
      .filter((contract) => contract.status === 'approved' && involves(contract, own.profile._id))
      .map((contract) => [contract._id, contract]),
  );
  if (contracts.size === 0) return [];
  const [first, last] = [dayOf(nowMs), dayOf(nowMs + DUE_SOON_DAYS * DAY_MS)];
  const notices: Notice[] = [];
  for (const task of db.tasks.all()) {
    const contract = contracts.get(task.contractId);
    if (!contract || task.status !== 'pending' || task.dueDate < first || task.dueDate > last || told.has(`task-due:${task._id}`)) continue;
    notices.push(...taskDueNotice(contract, task, user.id));
  }
  return notices;
}
