import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type NotificationPreferences = components['schemas']['NotificationPreferences'];
export type NotificationKind = components['schemas']['NotificationKind'];

/** GET /notifications/preferences (extension): the caller's choices, the defaults until first saved. */
export const getNotificationPreferences = () => unwrap(api.GET('/notifications/preferences'), 200);

export const getNotificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notificationPreferences, queryFn: getNotificationPreferences });

export const useNotificationPreferences = () => useQuery(getNotificationPreferencesQueryOptions());
