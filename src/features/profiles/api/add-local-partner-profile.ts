import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type LocalPartnerAddRequest = components['schemas']['LocalPartnerAddRequest'];

/** POST /local-partner/add: 200 with a message (and the new profile); 409 when one exists. */
export const addLocalPartnerProfile = (body: LocalPartnerAddRequest) => unwrap(api.POST('/local-partner/add', { body }), 200);

export const useAddLocalPartnerProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLocalPartnerProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ownProfile('local') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.matchesAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminBusinesses }),
      ]),
  });
};
