import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type InvestorUpdateRequest = components['schemas']['InvestorUpdateRequest'];

/** POST /investor/updateProfile: body id (the profile's _id) and updateData; 200 with a message (and the saved profile). */
export const updateInvestorProfile = (body: InvestorUpdateRequest) => unwrap(api.POST('/investor/updateProfile', { body }), 200);

export const useUpdateInvestorProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvestorProfile,
    onSuccess: (data) => {
      if (data.profile) queryClient.setQueryData(queryKeys.ownProfile('investor'), data.profile);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ownProfile('investor') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.matchesAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profileViewAll }),
      ]);
    },
  });
};
