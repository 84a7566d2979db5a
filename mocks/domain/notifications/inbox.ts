import type { components } from '../../../src/api/schema';
import { db } from '../../db';
import type { NotificationRecord, UserRecord } from '../../db/records';
import { badRequest, forbidden, notFound } from '../../http/failure';
import type { ServerLanguage } from '../../http/wording';
import { notifications as words } from '../../i18n/en';
import { notificationMessages } from '../../validation/notifications';
import { sentenceOf } from './catalogue';
import { companyIn } from './values';

/*
 * A user's notifications as the bell reads them: newest first (time, then id), a page at a time
 * behind an opaque cursor, the unread count, marking read. Every call reads the collection once
 * and keeps the caller's own records; nothing here looks at another user's.
 */

type Notification = components['schemas']['Notification'];
type NotificationPage = components['schemas']['NotificationPage'];
type UnreadCount = components['schemas']['UnreadCount'];

export const inboxMessages = {
  notFound: words.notFound,
  notYours: words.notYours,
} as const;

/** Every notification of one user, e-mail-only ones included (one pass over the collection). */
export function notificationsOf(userId: string): NotificationRecord[] {
  const mine: NotificationRecord[] = [];
  for (const record of db.notifications.all()) if (record.userId === userId) mine.push(record);
  return mine;
}

/** Newest first: the time, then the id (ids of one instant never tie). */
export const newestFirst = (a: Pick<NotificationRecord, 'createdAt' | 'id'>, b: Pick<NotificationRecord, 'createdAt' | 'id'>) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

/** What the bell lists: the user's notifications but those kept only for an e-mail. */
const shown = (userId: string) => notificationsOf(userId).filter((record) => !record.emailOnly);

/** A notification as its reader reads it: the sentence written now, in their `language`. */
export function toNotification(record: NotificationRecord, language: ServerLanguage = 'en'): Notification {
  const { counterpart } = record;
  return {
    id: record.id,
    kind: record.kind,
    event: record.event,
    text: sentenceOf(record, language),
    values: record.values,
    counterpart: counterpart && language !== 'en' ? { ...counterpart, name: companyIn(counterpart.name, language) } : counterpart,
    link: record.link,
    createdAt: record.createdAt,
    read: record.readAt !== null,
    readAt: record.readAt,
  };
}

export function unreadCount(userId: string): UnreadCount {
  let unread = 0;
  let latestAt: string | null = null;
  for (const record of shown(userId)) {
    if (record.readAt === null) unread += 1;
    if (latestAt === null || record.createdAt > latestAt) latestAt = record.createdAt;
  }
  return { unread, latestAt };
}

// ---------------------------------------------------------------- paging

interface Position {
  createdAt: string;
  id: string;
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The cursor of the page after `record`: opaque to clients (base64url of its time and id). */
export const cursorAfter = (record: Position): string => toBase64Url(`${record.createdAt}|${record.id}`);

/** The position a cursor names, or null when it is not one this server gave out. */
export function positionOf(cursor: string): Position | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)\|([\w-]{1,64})$/.exec(text);
  if (!match || Number.isNaN(Date.parse(match[1]!))) return null;
  return { createdAt: match[1]!, id: match[2]! };
}

export interface PageQuery {
  filter: 'all' | 'unread';
  cursor: string | null;
  limit: number;
}

/** One page of the user's notifications, newest first, after the cursor (400 for a cursor not given out), in `language`. */
export function pageOf(userId: string, query: PageQuery, language: ServerLanguage = 'en'): NotificationPage {
  const after = query.cursor === null ? null : positionOf(query.cursor);
  if (query.cursor !== null && !after) throw badRequest(notificationMessages.cursor, [{ path: 'cursor', message: notificationMessages.cursor }]);
  const mine = shown(userId);
  const unread = mine.reduce((count, record) => count + (record.readAt === null ? 1 : 0), 0);
  const listed = (query.filter === 'unread' ? mine.filter((record) => record.readAt === null) : mine).sort(newestFirst);
  // The first one past the cursor's position (it need not be listed any more: read, or gone).
  const start = after ? listed.findIndex((record) => newestFirst(after, record) < 0) : 0;
  const from = start === -1 ? listed.length : start;
  const items = listed.slice(from, from + query.limit);
  const last = items.at(-1);
  return { items: items.map((record) => toNotification(record, language)), nextCursor: last && from + query.limit < listed.length ? cursorAfter(last) : null, unread };
}

// ---------------------------------------------------------------- marking read

/** Marks one of the caller's notifications read (again: it stays as it was). 404 unknown, 403 another user's. */
export async function markRead(user: UserRecord, id: string, language: ServerLanguage = 'en'): Promise<Notification> {
  const record = db.notifications.findFirst((q) => q.where({ id }));
  if (!record) throw notFound(inboxMessages.notFound);
  if (record.userId !== user.id) throw forbidden(inboxMessages.notYours);
  if (record.emailOnly) throw notFound(inboxMessages.notFound);
  if (record.readAt !== null) return toNotification(record, language);
  const readAt = new Date().toISOString();
  const updated = await db.notifications.update((q) => q.where({ id }), {
    data(stored) {
      stored.readAt = readAt;
    },
  });
  return toNotification(updated ?? { ...record, readAt }, language);
}

/** Marks every unread notification of the caller read; how many were unread. */
export async function markAllRead(user: UserRecord): Promise<number> {
  const unread = new Set(shown(user.id).filter((record) => record.readAt === null).map((record) => record.id));
  if (unread.size === 0) return 0;
  const readAt = new Date().toISOString();
  const updated = await db.notifications.updateMany((q) => q.where((record) => unread.has(record.id)), {
    data(stored) {
      stored.readAt = readAt;
    },
  });
  return updated.length;
}
