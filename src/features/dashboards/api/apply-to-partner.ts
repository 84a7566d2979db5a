import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readSession } from '@/lib/session';

/** POST /partner/applyForPartnership {partnerId, user}: connect with a local partner (201 with a message; 409 when a request is already open). */
export const applyToPartner = (partnerId: string) =>
  unwrap(api.POST('/partner/applyForPartnership', { body: { partnerId, user: readSession()?.user ?? null } }), 201);

/**
 * Sends the request; afterwards the contract lists and this profile's view (its connection state)
 * are fetched again — also after a failure, which may mean a request is already open (409).
 */
export function useApplyToPartner(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => applyToPartner(partnerId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contracts }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profileView('local', partnerId) }),
  });
}
