import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { agreementKey, type Agreement } from './get-agreement';

/**
 * What every agreement change does afterwards: the answer becomes the agreement shown, and the
 * contract (its status may now read "signed"), its audit trail and the contract lists reload.
 */
export function useAgreementMutation<Input>(contractId: string, send: (input: Input) => Promise<Agreement>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (agreement) => queryClient.setQueryData(agreementKey(contractId), agreement),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.contract(contractId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.contracts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminContracts }),
      ]),
  });
}
