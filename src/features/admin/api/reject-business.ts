import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { businessActionKey, settleBusinessAction, type BusinessActionCallbacks, type BusinessActionVariables } from './business-actions';

/** PUT /adminPanel/reject/{id}, no body: a pending local partner is rejected and leaves every match list. */
export const rejectBusiness = (id: string) => unwrap(api.PUT('/adminPanel/reject/{id}', { params: { path: { id } } }), 200);

export function useRejectBusiness(callbacks: BusinessActionCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: businessActionKey('reject'),
    mutationFn: ({ row }: BusinessActionVariables) => rejectBusiness(row._id),
    ...settleBusinessAction(queryClient, 'reject', callbacks),
  });
}
