import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

/** POST /RejectRequest (extension: the specification does not show the reject call). */
export const rejectRequest = (contractId: string) => unwrap(api.POST('/RejectRequest', { body: { ID: contractId } }), 200);

export const useRejectRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.contracts }),
  });
};
