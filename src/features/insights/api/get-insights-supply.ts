import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type InsightsSupply = components['schemas']['InsightsSupply'];

/** GET /admin/insights/supply (extension, admin): foreign demand against verified supply, now, and the verifications waiting. */
export const getInsightsSupply = () => unwrap(api.GET('/admin/insights/supply'), 200);

export const getInsightsSupplyQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminInsights('supply'), queryFn: getInsightsSupply });

export const useInsightsSupply = () => useQuery(getInsightsSupplyQueryOptions());
