import { notifications as notificationsEnglish } from './en/notifications';
import { catalogue } from './runtime';

type English = { notifications: typeof notificationsEnglish };

/** The notification strings in the active language (decision 021). */
export const { notifications } = catalogue({ notifications: notificationsEnglish }, import.meta.glob<English>(['./*/notifications.ts', '!./en/**']));
