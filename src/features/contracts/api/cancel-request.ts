import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

/** POST /cancelReq with the contract id (the specification's click-event defect is fixed). */
export const cancelRequest = (contractId: string) => unwrap(api.POST('/cancelReq', { body: { ID: contractId } }), 200);

export const useCancelRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.contracts }),
  });
};
