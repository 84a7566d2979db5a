import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type AddMilestoneInput = components['schemas']['AddMilestoneRequest'];

/** POST /addMilestone (local, investor, admin); expects 201. */
export const addMilestone = (body: AddMilestoneInput) => unwrap(api.POST('/addMilestone', { body }), 201);

export const useAddMilestone = (contractId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMilestone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.milestones(contractId) }),
  });
};
