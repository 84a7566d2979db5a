import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type SetTaskStatusInput = components['schemas']['SetTaskStatusRequest'];

/** POST /completeTask (extension): marks a task completed or pending (local, investor, admin). */
export const setTaskStatus = (body: SetTaskStatusInput) => unwrap(api.POST('/completeTask', { body }), 200);

export const useSetTaskStatus = (contractId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTaskStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.milestones(contractId) }),
  });
};
