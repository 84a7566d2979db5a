import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { useFallbackInterval } from '../live/status';
import { queryKeys } from '../query-keys';

/**
 * How often the bell asks again while the live channel is not open and the tab is visible (React
 * Query pauses it while hidden); while it is open, its `notification` events set the count.
 */
export const NOTIFICATION_POLL_MS = 20_000;

/** GET /notifications/unread-count (extension): what the bell shows, and the newest notification's time. */
export const getUnreadNotificationCount = () => unwrap(api.GET('/notifications/unread-count'), 200);

export const getUnreadNotificationCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notificationCount, queryFn: getUnreadNotificationCount });

/** The unread count: kept current by the live channel, polled lightly while it is not open. */
export function useUnreadNotificationCount(enabled = true) {
  const refetchInterval = useFallbackInterval(NOTIFICATION_POLL_MS);
  return useQuery({ ...getUnreadNotificationCountQueryOptions(), enabled, refetchInterval, refetchIntervalInBackground: false });
}
