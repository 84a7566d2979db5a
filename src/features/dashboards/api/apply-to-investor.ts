import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readSession } from '@/lib/session';

/** POST /investor/applyForPartnership {investorId, user}: connect with an investor (201 with a message; 409 when a request is already open). */
export const applyToInvestor = (investorId: string) =>
  unwrap(api.POST('/investor/applyForPartnership', { body: { investorId, user: readSession()?.user ?? null } }), 201);

/**
 * Sends the request; afterwards the contract lists and this profile's view (its connection state)
 * are fetched again — also after a failure, which may mean a request is already open (409).
 */
export function useApplyToInvestor(investorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => applyToInvestor(investorId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contracts }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profileView('investor', investorId) }),
  });
}
