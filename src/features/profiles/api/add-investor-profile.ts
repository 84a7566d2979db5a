import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type InvestorAddRequest = components['schemas']['InvestorAddRequest'];

/** POST /investor/add: 200 with a message (and the new profile); 409 when one exists. */
export const addInvestorProfile = (body: InvestorAddRequest) => unwrap(api.POST('/investor/add', { body }), 200);

export const useAddInvestorProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInvestorProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ownProfile('investor') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.matchesAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminBusinesses }),
      ]),
  });
};
