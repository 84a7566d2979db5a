import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { queryKeys } from '../query-keys';

/** POST /notifications/{notificationId}/read (extension): one of the caller's notifications, read. */
export const markNotificationRead = (notificationId: string) =>
  unwrap(api.POST('/notifications/{notificationId}/read', { params: { path: { notificationId } } }), 200);

/** Marks one read, then refreshes the bell and every list. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}
