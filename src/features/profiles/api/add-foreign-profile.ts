import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type ForeignBusinessAddRequest = components['schemas']['ForeignBusinessAddRequest'];

/**
 * POST /foreign/add. The host answers plain text: 200 'Business profile saved successfully',
 * 202 'Please fill all required fields' (nothing saved). Resolves with the text of a 200; any
 * other status throws an ApiError carrying the text.
 */
export const addForeignProfile = (body: ForeignBusinessAddRequest): Promise<string> =>
  unwrap(api.POST('/foreign/add', { body, parseAs: 'text' }), 200).then((text) => (typeof text === 'string' ? text.trim() : ''));

export const useAddForeignProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addForeignProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ownProfile('foreign') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.matchesAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminBusinesses }),
      ]),
  });
};
