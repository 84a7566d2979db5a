import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { queryKeys } from '../query-keys';

/** GET /foreign-dashboard/profile: the signed-in user's own profile (201). */
export const getForeignDashboardProfile = () => unwrap(api.GET('/foreign-dashboard/profile'), 201);

export const getForeignDashboardProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.ownProfile('foreign'), queryFn: getForeignDashboardProfile });

export const useForeignDashboardProfile = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getForeignDashboardProfileQueryOptions(), ...options });
