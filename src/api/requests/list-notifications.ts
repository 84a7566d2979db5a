import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { queryKeys } from '../query-keys';
import type { components } from '../schema';

export type Notification = components['schemas']['Notification'];
export type NotificationFilter = 'all' | 'unread';

/** GET /notifications (extension): a page of the caller's notifications, newest first. */
export const listNotifications = (filter: NotificationFilter, limit: number, cursor?: string) =>
  unwrap(api.GET('/notifications', { params: { query: { filter, limit, ...(cursor ? { cursor } : {}) } } }), 200);

export const listNotificationsQueryOptions = (filter: NotificationFilter, limit: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.notificationList(filter, limit),
    queryFn: ({ pageParam }) => listNotifications(filter, limit, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The caller's notifications, `limit` a page ("Load more" asks for the next). */
export const useNotifications = (filter: NotificationFilter, limit: number, options: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...listNotificationsQueryOptions(filter, limit), ...options });
