import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { queryKeys } from '../query-keys';

/** GET /partner-dashboard/profile: the signed-in user's own profile (201). */
export const getPartnerDashboardProfile = () => unwrap(api.GET('/partner-dashboard/profile'), 201);

export const getPartnerDashboardProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.ownProfile('local'), queryFn: getPartnerDashboardProfile });

export const usePartnerDashboardProfile = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getPartnerDashboardProfileQueryOptions(), ...options });
