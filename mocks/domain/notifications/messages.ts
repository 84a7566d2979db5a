import { db } from '../../db';
import type { ContractRecord, MessageRecord, NotificationRecord, UserRecord } from '../../db/records';
import { excerpt } from './catalogue';
import { meetingNotices, messageNotices, type MeetingEvent } from './notices';
import { notify } from './notify';
import type { Values } from './catalogue';

/*
 * Messages and meetings in the bell. A message does not ring once per line: while the recipient
 * has an unread message notification for the conversation, the next message updates it (how many,
 * the latest words, the latest time, so it moves to the top) instead of adding another, and sends
 * no second e-mail. Once it is read (in the bell, or by reading the thread) the next message makes
 * a new one. Like every recorder, this never fails the call that caused it.
 */

const isAbout = (record: NotificationRecord, contractId: string) => record.kind === 'message' && record.values.contractId === contractId;

/** The recipient's unread message notification for this conversation, if any (e-mail-only ones too). */
function openNotification(userId: string, contractId: string): NotificationRecord | undefined {
  return db.notifications.findFirst((q) => q.where((record) => record.userId === userId && record.readAt === null && isAbout(record, contractId)));
}

/** Tells the other party about a message: a new notification, or the open one counted up. */
export async function notifyMessage(contract: ContractRecord, message: MessageRecord, actor: Pick<UserRecord, 'id'>): Promise<void> {
  try {
    const [notice] = messageNotices(contract, message.from, message.body);
    if (!notice || notice.userId === actor.id) return;
    const open = openNotification(notice.userId, contract._id);
    if (!open) {
      await notify([notice], actor.id, message.sentAt);
      return;
    }
    const count = (Number(open.values.count) || 1) + 1;
    await db.notifications.update((q) => q.where({ id: open.id }), {
      data(record) {
        record.event = 'messages-received';
        record.values = { ...record.values, count, excerpt: excerpt(message.body) };
        record.createdAt = message.sentAt;
      },
    });
  } catch {
    // A notification is a by-product of the message, never a reason to fail it.
  }
}

/** Tells the other party about a step on a meeting (the actor is never told). */
export async function notifyMeeting(
  contract: ContractRecord,
  actingSide: MessageRecord['from'],
  event: MeetingEvent,
  values: Values,
  actor: Pick<UserRecord, 'id'>,
  at?: string,
): Promise<void> {
  let notices;
  try {
    notices = meetingNotices(contract, actingSide, event, values);
  } catch {
    return;
  }
  await notify(notices, actor.id, at);
}

/** The user read the conversation: its message notifications are read too (the bell follows the thread). */
export async function readMessageNotifications(userId: string, contractId: string, at = new Date().toISOString()): Promise<void> {
  try {
    await db.notifications.updateMany((q) => q.where((record) => record.userId === userId && record.readAt === null && isAbout(record, contractId)), {
      data(record) {
        record.readAt = at;
      },
    });
  } catch {
    // The bell catches up on the next read of the thread.
  }
}
