/**
 * Test fixtures for the notification handler tests (imported by tests only): the calls with their
 * answers checked against the contract, and what a user was told since the seed.
 */
import { expect } from 'vitest';
import { checkResponse } from '../../../scripts/conformance/validator';
import { db } from '../../db';
import type { NotificationRecord, OutboxRecord, UserRecord } from '../../db/records';
import { sentenceOf } from '../../domain/notifications';
import { findUserByEmail } from '../../domain/users';
import { raw } from '../../test/harness';

const OPERATIONS: Record<string, string> = {
  'GET /notifications': 'listNotifications',
  'GET /notifications/unread-count': 'getUnreadNotificationCount',
  'POST /notifications/read-all': 'markAllNotificationsRead',
  'GET /notifications/preferences': 'getNotificationPreferences',
  'PUT /notifications/preferences': 'setNotificationPreferences',
};

const operationOf = (method: string, path: string) =>
  /^\/notifications\/[^/]+\/read$/.test(path) && path !== '/notifications/read-all' ? 'markNotificationRead' : OPERATIONS[`${method} ${path.split('?')[0]}`]!;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read field by field, as a client would
export type Answer = Record<string, any>;

/** Sends a notification call and checks its answer against the contract. */
export async function call(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: Answer }> {
  const response = await raw(method, path, body === undefined ? undefined : JSON.stringify(body), token);
  expect(await checkResponse(operationOf(method, path), response.clone()), `${method} ${path}: the answer is not the contract's`).toEqual([]);
  return { status: response.status, body: (await response.json()) as Answer };
}

export function userOf(email: string): UserRecord {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`no account ${email}`);
  return user;
}

/** The seed's notifications have ids ntf_0001…; the ones the calls create have random ones. */
const SEEDED = /^ntf_\d{4}$/;

/** What a user has been told since the seed, oldest first: event, sentence, link (and the record). */
export function toldTo(userId: string): Array<{ event: string; text: string; link: string; record: NotificationRecord }> {
  return db.notifications
    .all()
    .filter((record) => record.userId === userId && !SEEDED.test(record.id))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((record) => ({ event: record.event, text: sentenceOf(record), link: record.link, record }));
}

/** The events a user has been told since the seed. */
export const eventsOf = (userId: string) => toldTo(userId).map((told) => told.event);

/** The notification e-mails and digests in the outbox for an address. */
export const mailTo = (email: string): OutboxRecord[] =>
  db.outbox.all().filter((mail) => mail.to === email && (mail.kind === 'notification' || mail.kind === 'digest'));

/** The date `days` from today (UTC), as a task's due date. */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
