import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { businessActionKey, settleBusinessAction, type BusinessActionCallbacks, type BusinessActionVariables } from './business-actions';

/** POST /adminPanel/delete: the business goes, with its open requests. */
export const deleteBusiness = (id: string) => unwrap(api.POST('/adminPanel/delete', { body: { id } }), 200);

export function useDeleteBusiness(callbacks: BusinessActionCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: businessActionKey('delete'),
    mutationFn: ({ row }: BusinessActionVariables) => deleteBusiness(row._id),
    ...settleBusinessAction(queryClient, 'delete', callbacks),
  });
}
