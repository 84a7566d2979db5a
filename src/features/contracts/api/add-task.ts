import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type AddTaskInput = components['schemas']['AddTaskRequest'];

/** POST /addTask (local, investor, admin); expects 201. */
export const addTask = (body: AddTaskInput) => unwrap(api.POST('/addTask', { body }), 201);

export const useAddTask = (contractId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.milestones(contractId) }),
  });
};
