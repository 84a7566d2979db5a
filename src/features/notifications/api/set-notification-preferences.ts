import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { NotificationPreferences } from './get-notification-preferences';

/** PUT /notifications/preferences (extension): replaces the caller's choices; answers them as saved. */
export const setNotificationPreferences = (preferences: NotificationPreferences) =>
  unwrap(api.PUT('/notifications/preferences', { body: preferences }), 200);

export function useSetNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationPreferences, saved),
  });
}
