import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type ForeignUpdateRequest = components['schemas']['ForeignUpdateRequest'];

/** POST /foreign/updateProfile: body id (the profile's _id) and updateData; 200 with a message (and the saved profile). */
export const updateForeignProfile = (body: ForeignUpdateRequest) => unwrap(api.POST('/foreign/updateProfile', { body }), 200);

export const useUpdateForeignProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateForeignProfile,
    onSuccess: (data) => {
      if (data.profile) queryClient.setQueryData(queryKeys.ownProfile('foreign'), data.profile);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ownProfile('foreign') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.matchesAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profileViewAll }),
      ]);
    },
  });
};
