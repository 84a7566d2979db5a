import type { UserRecord } from '../../db/records';
import { sendDigestIfDue } from './digest';
import { notificationsOf } from './inbox';
import { notify } from './notify';
import { dedupeKeysOf, dueSoonNotices } from './task-due';

/*
 * What the server owes a user before it answers one of their notification calls: the "task due
 * soon" notifications (list and count only) and yesterday's digest. One user's upkeep runs one at
 * a time (the bell and the list often ask together, and a task must be told once), and it never
 * fails the call: what cannot be done now is done on the next one.
 */

const running = new Map<string, Promise<void>>();

async function work(user: UserRecord, taskDue: boolean): Promise<void> {
  const nowMs = Date.now();
  if (taskDue) {
    const notices = dueSoonNotices(user, dedupeKeysOf(notificationsOf(user.id)), nowMs);
    if (notices.length > 0) await notify(notices, null, new Date(nowMs).toISOString());
  }
  await sendDigestIfDue(user, nowMs);
}

export async function upkeep(user: UserRecord, options: { taskDue: boolean }): Promise<void> {
  const before = running.get(user.id) ?? Promise.resolve();
  const mine = before.then(() => work(user, options.taskDue)).catch(() => undefined);
  running.set(user.id, mine);
  await mine;
  if (running.get(user.id) === mine) running.delete(user.id);
}
