import { db, isFilling } from '../../db';
import type { ConversationReadRecord, MeetingRecord, MessageRecord, NotificationRecord } from '../../db/records';
import { conversationUserIds, meetingView, messageView } from '../conversations';
import { unreadCount } from '../notifications';
import { isListening, publish, subscriberCount, type LiveEvent } from './hub';

/*
 * Live events come from data changes, not from handler calls: whatever writes a message, a read
 * mark, a meeting or a notification — a handler, the seed's upkeep, or another tab whose saved
 * changes this tab applies (tab-sync deletes and re-creates the record) — is announced the same way.
 * The work waits one task: the library announces a create before it stores the record, and one
 * change often fires several hooks (an update fires one per changed field). Within that task each
 * record is announced once, with its state then, and each user's notification count once.
 */

type Conversational = 'messages' | 'conversationReads' | 'meetings';
type ConversationalRecord = MessageRecord | ConversationReadRecord | MeetingRecord;

const changed = new Map<string, { collection: Conversational; id: string }>();
const countsChanged = new Set<string>();
let scheduled = false;
let watching = false;

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(flush, 0);
}

function noteRecord(collection: Conversational, record: { id: string }): void {
  if (isFilling() || subscriberCount() === 0) return;
  changed.set(`${collection}\u0000${record.id}`, { collection, id: record.id });
  schedule();
}

function noteNotification(record: NotificationRecord, path?: readonly unknown[]): void {
  if (isFilling() || record.emailOnly || !isListening(record.userId)) return;
  // Its e-mail's progress changes nothing the bell shows.
  if (path?.[0] === 'emailed') return;
  countsChanged.add(record.userId);
  schedule();
}

function find(collection: Conversational, id: string): ConversationalRecord | undefined {
  if (collection === 'messages') return db.messages.findFirst((q) => q.where({ id }));
  if (collection === 'meetings') return db.meetings.findFirst((q) => q.where({ id }));
  return db.conversationReads.findFirst((q) => q.where({ id }));
}

function eventOf(collection: Conversational, record: ConversationalRecord): LiveEvent {
  if (collection === 'messages') return { type: 'message', contractId: record.contractId, message: messageView(record as MessageRecord) };
  if (collection === 'meetings') return { type: 'meeting', contractId: record.contractId, meeting: meetingView(record as MeetingRecord) };
  const read = record as ConversationReadRecord;
  return { type: 'read', contractId: read.contractId, side: read.side, upTo: read.upTo, at: read.at };
}

function flush(): void {
  scheduled = false;
  const records = [...changed.values()];
  const users = [...countsChanged];
  changed.clear();
  countsChanged.clear();
  const audiences = new Map<string, string[]>();
  for (const { collection, id } of records) {
    const record = find(collection, id);
    if (!record) continue; // deleted since: nothing to show
    let audience = audiences.get(record.contractId);
    if (!audience) {
      audience = conversationUserIds(record.contractId).filter(isListening);
      audiences.set(record.contractId, audience);
    }
    if (audience.length > 0) publish(audience, eventOf(collection, record));
  }
  for (const userId of users) {
    if (!isListening(userId)) continue;
    const { unread, latestAt } = unreadCount(userId);
    publish([userId], { type: 'notification', unread, latestAt });
  }
}

/** Starts turning data changes into live events (once; the first stream to open calls it). */
export function watchDataChanges(): void {
  if (watching) return;
  watching = true;
  // A conversation never loses a message; a record that tab-sync re-creates is announced by its create.
  db.messages.hooks.on('create', (event) => noteRecord('messages', event.data.record));
  db.messages.hooks.on('update', (event) => noteRecord('messages', event.data.nextRecord));
  db.conversationReads.hooks.on('create', (event) => noteRecord('conversationReads', event.data.record));
  db.conversationReads.hooks.on('update', (event) => noteRecord('conversationReads', event.data.nextRecord));
  db.meetings.hooks.on('create', (event) => noteRecord('meetings', event.data.record));
  db.meetings.hooks.on('update', (event) => noteRecord('meetings', event.data.nextRecord));
  const { hooks } = db.notifications;
  hooks.on('create', (event) => noteNotification(event.data.record));
  hooks.on('update', (event) => noteNotification(event.data.nextRecord, event.data.path));
  hooks.on('delete', (event) => noteNotification(event.data.deletedRecord));
}
