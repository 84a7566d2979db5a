import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type AddCommentInput = components['schemas']['AddCommentRequest'];

/** POST /addComment (foreign, investor, admin); expects 201. */
export const addComment = (body: AddCommentInput) => unwrap(api.POST('/addComment', { body }), 201);

export const useAddComment = (contractId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.milestones(contractId) }),
  });
};
