import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { queryKeys } from '../query-keys';

/** POST /notifications/read-all (extension): every notification of the caller, read. */
export const markAllNotificationsRead = () => unwrap(api.POST('/notifications/read-all'), 200);

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}
