import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

/** POST /investor/applyForCheckProfileofInvestor {id}: an investor profile, with the caller's open or approved request with it (201; 404 not found). */
export const viewInvestorProfile = (id: string) => unwrap(api.POST('/investor/applyForCheckProfileofInvestor', { body: { id } }), 201);

export const viewInvestorProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.profileView('investor', id), queryFn: () => viewInvestorProfile(id) });

export const useViewInvestorProfile = (id: string) => useQuery(viewInvestorProfileQueryOptions(id));
