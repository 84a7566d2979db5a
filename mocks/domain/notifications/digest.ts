import { db } from '../../db';
import { newId } from '../../db/ids';
import type { NotificationRecord, UserRecord } from '../../db/records';
import { findUser, languageOf } from '../users';
import { digestOf } from './catalogue';
import { notificationsOf } from './inbox';

/*
 * The daily digest: with `digest` on, a user's e-mails wait (emailed "digest-pending") and go out
 * together in one e-mail. It is sent the first time the user asks for their notifications on a
 * later UTC day than the oldest one waiting, and for everyone at once from the Demo tools
 * ("Send daily digests now"), and when the user turns the digest off.
 */

const dayOf = (iso: string) => iso.slice(0, 10);
const byTime = (a: NotificationRecord, b: NotificationRecord) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** Sends one digest of `waiting` (oldest first) to `user` and marks them sent; false when there was nothing. */
async function sendDigest(user: UserRecord, waiting: NotificationRecord[], now: string): Promise<boolean> {
  if (waiting.length === 0 || user.unclaimed) return false;
  const records = [...waiting].sort(byTime);
  // Written in the recipient's language as stored now (a request of theirs may have just changed it).
  const language = languageOf(findUser(user.id) ?? user);
  const { subject, body } = digestOf(records, user.name || user.businessName || user.email, language);
  await db.outbox.create({ id: newId('mail'), to: user.email, subject, body, kind: 'digest', createdAt: now, ...(language === 'en' ? {} : { language }) });
  const ids = new Set(records.map((record) => record.id));
  await db.notifications.updateMany((q) => q.where((record) => ids.has(record.id)), {
    data(record) {
      record.emailed = 'digest-sent';
    },
  });
  return true;
}

const waitingIn = (records: readonly NotificationRecord[]) => records.filter((record) => record.emailed === 'digest-pending');

/** Sends the user's digest when the oldest e-mail waiting is from an earlier UTC day than `nowMs`. */
export async function sendDigestIfDue(user: UserRecord, nowMs: number): Promise<boolean> {
  const waiting = waitingIn(notificationsOf(user.id));
  const now = new Date(nowMs).toISOString();
  if (!waiting.some((record) => dayOf(record.createdAt) < dayOf(now))) return false;
  return sendDigest(user, waiting, now);
}

/** Sends the user's digest now, whatever the day (the digest was turned off: what it collected goes out). */
export async function sendDigestNow(user: UserRecord): Promise<boolean> {
  return sendDigest(user, waitingIn(notificationsOf(user.id)), new Date().toISOString());
}

/** Sends every user's waiting digest now (Demo tools → "Send daily digests now"); how many were sent. */
export async function sendAllDigestsNow(): Promise<number> {
  const waiting = new Map<string, NotificationRecord[]>();
  for (const record of db.notifications.all()) {
    if (record.emailed === 'digest-pending') waiting.set(record.userId, [...(waiting.get(record.userId) ?? []), record]);
  }
  const now = new Date().toISOString();
  let sent = 0;
  for (const [userId, records] of waiting) {
    const user = findUser(userId);
    if (user && (await sendDigest(user, records, now))) sent += 1;
  }
  return sent;
}
