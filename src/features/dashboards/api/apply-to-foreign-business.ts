import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readSession } from '@/lib/session';

/** POST /foreign/applyForPartnership {businessId, user}: apply for partnership with a foreign business (201 with a message; 409 when a request is already open). */
export const applyToForeignBusiness = (businessId: string) =>
  unwrap(api.POST('/foreign/applyForPartnership', { body: { businessId, user: readSession()?.user ?? null } }), 201);

/**
 * Sends the request; afterwards the contract lists and this profile's view (its connection state)
 * are fetched again — also after a failure, which may mean a request is already open (409).
 */
export function useApplyToForeignBusiness(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => applyToForeignBusiness(businessId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contracts }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profileView('foreign', businessId) }),
  });
}
