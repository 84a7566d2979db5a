import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type LocalPartnerUpdateRequest = components['schemas']['LocalPartnerUpdateRequest'];

/** POST /partner/updateProfile: body id (the profile's _id) and updateData; 200 with a message (and the saved profile). */
export const updatePartnerProfile = (body: LocalPartnerUpdateRequest) => unwrap(api.POST('/partner/updateProfile', { body }), 200);

export const useUpdatePartnerProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartnerProfile,
    onSuccess: (data) => {
      if (data.profile) queryClient.setQueryData(queryKeys.ownProfile('local'), data.profile);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ownProfile('local') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.matchesAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profileViewAll }),
      ]);
    },
  });
};
