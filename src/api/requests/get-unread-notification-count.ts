import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { queryKeys } from '../query-keys';

/** How often the bell asks again while the tab is visible (React Query pauses it while hidden). */
export const NOTIFICATION_POLL_MS = 20_000;

/** GET /notifications/unread-count (extension): what the bell shows, and the newest notification's time. */
export const getUnreadNotificationCount = () => unwrap(api.GET('/notifications/unread-count'), 200);

export const getUnreadNotificationCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notificationCount, queryFn: getUnreadNotificationCount });

/** The unread count, polled lightly while the page is visible and on focus. */
export const useUnreadNotificationCount = (enabled = true) =>
  useQuery({ ...getUnreadNotificationCountQueryOptions(), enabled, refetchInterval: NOTIFICATION_POLL_MS, refetchIntervalInBackground: false });
