import { db } from '../../db';
import { newId } from '../../db/ids';
import type { NotificationRecord, UserRecord } from '../../db/records';
import { findUser, languageOf } from '../users';
import { CATALOGUE, emailOf, linkOf } from './catalogue';
import type { Notice } from './notices';
import { channelsOf, preferencesOf } from './preferences';

/*
 * Delivering notices: the actor is never told about what they did; each recipient's preferences
 * decide whether the bell shows it (in-app) and whether it is e-mailed now, kept for the daily
 * digest, or not at all. Delivery never fails the call that caused it: a notice that cannot be
 * delivered is dropped, as an insights event is.
 */

/** A notice as a stored notification of its recipient, at `at`, unread. */
export function draftNotification(notice: Notice, recipient: Pick<UserRecord, 'category'>, at: string, id = newId('ntf')): NotificationRecord {
  return {
    id,
    userId: notice.userId,
    kind: CATALOGUE[notice.event].kind,
    event: notice.event,
    values: notice.values,
    counterpart: notice.counterpart,
    link: linkOf(notice.event, notice.values, { category: recipient.category, counterpartKind: notice.counterpart?.kind }),
    createdAt: at,
    readAt: null,
    ...(notice.dedupeKey ? { dedupeKey: notice.dedupeKey } : {}),
  };
}

/** Puts one notification's e-mail in the outbox (what the mock "sends"), written in its recipient's language. */
export async function sendEmail(user: UserRecord, record: NotificationRecord): Promise<void> {
  const language = languageOf(findUser(user.id) ?? user);
  const { subject, body } = emailOf(record, user.name || user.businessName || user.email, language);
  await db.outbox.create({
    id: newId('mail'),
    to: user.email,
    subject,
    body,
    kind: 'notification',
    createdAt: record.createdAt,
    ...(language === 'en' ? {} : { language }),
  });
}

async function deliver(notice: Notice, at: string): Promise<void> {
  const user = findUser(notice.userId);
  if (!user || user.unclaimed) return;
  const preferences = preferencesOf(user.id);
  const { inApp, email } = channelsOf(preferences, CATALOGUE[notice.event].kind);
  // Neither channel: nothing to keep (a task due soon is looked at again on the next call).
  if (!inApp && !email) return;
  const record: NotificationRecord = {
    ...draftNotification(notice, user, at),
    emailed: !email ? 'off' : preferences.digest ? 'digest-pending' : 'sent',
    // Kept for its e-mail only (the digest lists it, and a task is not told twice).
    ...(inApp ? {} : { emailOnly: true as const }),
  };
  await db.notifications.create(record);
  if (record.emailed === 'sent') await sendEmail(user, record);
}

/**
 * Delivers notices to their recipients, leaving out the user who acted. Each recipient is
 * delivered on their own, so one that fails costs only its own notification.
 */
export async function notify(notices: readonly Notice[], actorUserId: string | null, at = new Date().toISOString()): Promise<void> {
  for (const notice of notices) {
    if (notice.userId === actorUserId) continue;
    try {
      await deliver(notice, at);
    } catch {
      // A notification is a by-product: losing one must never turn the call it describes into an error.
    }
  }
}
