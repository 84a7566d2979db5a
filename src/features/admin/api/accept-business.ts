import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { businessActionKey, settleBusinessAction, type BusinessActionCallbacks, type BusinessActionVariables } from './business-actions';

/** POST /adminPanel/accept/ (the trailing slash is the host's): a pending local partner becomes verified. */
export const acceptBusiness = (id: string) => unwrap(api.POST('/adminPanel/accept/', { body: { id } }), 200);

export function useAcceptBusiness(callbacks: BusinessActionCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: businessActionKey('accept'),
    mutationFn: ({ row }: BusinessActionVariables) => acceptBusiness(row._id),
    ...settleBusinessAction(queryClient, 'accept', callbacks),
  });
}
