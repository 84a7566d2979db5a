import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

/** POST /ApproveRequest with the contract id; the list is reloaded afterwards. */
export const approveRequest = (contractId: string) => unwrap(api.POST('/ApproveRequest', { body: { ID: contractId } }), 200);

export const useApproveRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRequest,
    onSettled: (_data, _error, contractId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.contracts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.contract(contractId) }),
      ]),
  });
};
