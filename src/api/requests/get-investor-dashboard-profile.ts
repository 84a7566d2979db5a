import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { queryKeys } from '../query-keys';

/** GET /investor-dashboard/profile: the signed-in user's own profile (201). */
export const getInvestorDashboardProfile = () => unwrap(api.GET('/investor-dashboard/profile'), 201);

export const getInvestorDashboardProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.ownProfile('investor'), queryFn: getInvestorDashboardProfile });

export const useInvestorDashboardProfile = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getInvestorDashboardProfileQueryOptions(), ...options });
