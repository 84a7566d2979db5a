import { getNotificationPreferences } from './get-notification-preferences';
import { getUnreadNotificationCount } from './get-unread-notification-count';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead } from './mark-all-notifications-read';
import { markNotificationRead } from './mark-notification-read';
import { setNotificationPreferences } from './set-notification-preferences';

export const notificationHandlers = [
  listNotifications,
  getUnreadNotificationCount,
  markNotificationRead,
  markAllNotificationsRead,
  getNotificationPreferences,
  setNotificationPreferences,
];
