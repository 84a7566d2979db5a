export { CATALOGUE, KIND_LABELS, NOTIFICATION_KINDS, sentenceOf, type NotificationEvent } from './catalogue';
export { sendAllDigestsNow, sendDigestNow } from './digest';
export { inboxMessages, markAllRead, markRead, pageOf, toNotification, unreadCount, type PageQuery } from './inbox';
export { DEFAULT_PREFERENCES, preferenceMessages, preferencesOf, savePreferences } from './preferences';
export { DUE_SOON_DAYS } from './task-due';
export { upkeep } from './upkeep';
