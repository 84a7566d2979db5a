/** Conformance cases of the notification operations (the caller's own; ntf_0001 is the demo partner's). */
import { DEFAULT_PREFERENCES } from '../domain/notifications';
import { call, type Case, type World } from './conformance-world';

const FORGED = 'f'.repeat(64);
const kinds = DEFAULT_PREFERENCES.kinds;

/** A call that needs only a session: two callers succeed, no token and a forged one fail. */
const ownCases = (method: string, path: string) => (w: World): Case[] => [
  { name: 'a partner', expect: 'success', send: () => call(method, path, undefined, w.local.token) },
  { name: 'an admin', expect: 'success', send: () => call(method, path, undefined, w.admin.token) },
  { name: 'no token', expect: 'failure', send: () => call(method, path) },
  { name: 'a forged token', expect: 'failure', send: () => call(method, path, undefined, FORGED) },
];

export const notificationCases: Record<string, (w: World) => Case[]> = {
  listNotifications: (w) => [
    { name: 'first page', expect: 'success', send: () => call('GET', '/notifications', undefined, w.local.token) },
    { name: 'unread, 5 a page', expect: 'success', send: () => call('GET', '/notifications?filter=unread&limit=5', undefined, w.foreign.token) },
    { name: 'an admin', expect: 'success', send: () => call('GET', '/notifications?limit=50', undefined, w.admin.token) },
    { name: 'no token', expect: 'failure', send: () => call('GET', '/notifications') },
    { name: 'limit 0', expect: 'failure', send: () => call('GET', '/notifications?limit=0', undefined, w.local.token) },
    { name: 'limit 51', expect: 'failure', send: () => call('GET', '/notifications?limit=51', undefined, w.local.token) },
    { name: 'unknown filter', expect: 'failure', send: () => call('GET', '/notifications?filter=new', undefined, w.local.token) },
    { name: 'a cursor not given out', expect: 'failure', send: () => call('GET', '/notifications?cursor=not-a-cursor', undefined, w.local.token) },
  ],
  getUnreadNotificationCount: ownCases('GET', '/notifications/unread-count'),
  markNotificationRead: (w) => [
    { name: 'own', expect: 'success', send: () => call('POST', '/notifications/ntf_0001/read', undefined, w.local.token) },
    { name: 'own, again', expect: 'success', send: () => call('POST', '/notifications/ntf_0001/read', undefined, w.local.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/notifications/ntf_0001/read') },
    { name: "another user's", expect: 'failure', send: () => call('POST', '/notifications/ntf_0001/read', undefined, w.foreign.token) },
    { name: 'an admin, not the owner', expect: 'failure', send: () => call('POST', '/notifications/ntf_0001/read', undefined, w.admin.token) },
    { name: 'unknown', expect: 'failure', send: () => call('POST', '/notifications/ntf_nope/read', undefined, w.local.token) },
  ],
  markAllNotificationsRead: ownCases('POST', '/notifications/read-all'),
  getNotificationPreferences: ownCases('GET', '/notifications/preferences'),
  setNotificationPreferences: (w) => [
    { name: 'the defaults', expect: 'success', send: () => call('PUT', '/notifications/preferences', DEFAULT_PREFERENCES, w.local.token) },
    { name: 'digest on, comments out of the bell', expect: 'success', send: () => call('PUT', '/notifications/preferences', { digest: true, kinds: kinds.map((k) => (k.kind === 'comment-added' ? { ...k, inApp: false } : k)) }, w.investor.token) },
    { name: 'no token', expect: 'failure', send: () => call('PUT', '/notifications/preferences', DEFAULT_PREFERENCES) },
    { name: 'a kind missing', expect: 'failure', send: () => call('PUT', '/notifications/preferences', { digest: false, kinds: kinds.slice(1) }, w.local.token) },
    { name: 'a kind twice', expect: 'failure', send: () => call('PUT', '/notifications/preferences', { digest: false, kinds: [...kinds.slice(1), kinds[1]] }, w.local.token) },
    { name: 'digest not a boolean', expect: 'failure', send: () => call('PUT', '/notifications/preferences', { digest: 'yes', kinds }, w.local.token) },
  ],
};
