import { notifications as notificationsEnglish } from './en/notifications';
import { formatIcu } from './icu';
import { catalogue } from './runtime';

type English = { notifications: typeof notificationsEnglish };

/**
 * The notification strings in the active language (decision 021). The bell's and the page's unread
 * counts are ICU plurals, so the door brings the formatter (it loads with the signed-in pages' header
 * only, never with the home page).
 */
export const { notifications } = catalogue({ notifications: notificationsEnglish }, import.meta.glob<English>(['./*/notifications.ts', '!./en/**']), formatIcu);
