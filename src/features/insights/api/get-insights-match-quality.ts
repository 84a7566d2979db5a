import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';
import { periodQuery, type InsightsPeriod } from '../lib/period';

export type InsightsMatchQuality = components['schemas']['InsightsMatchQuality'];

/** GET /admin/insights/match-quality (extension, admin): acceptance by match-score band and the reasons on approved and rejected requests. */
export const getInsightsMatchQuality = (period: InsightsPeriod) =>
  unwrap(api.GET('/admin/insights/match-quality', { params: { query: periodQuery(period) } }), 200);

export const getInsightsMatchQualityQueryOptions = (period: InsightsPeriod) =>
  queryOptions({ queryKey: queryKeys.adminInsights('match-quality', periodQuery(period)), queryFn: () => getInsightsMatchQuality(period) });

export const useInsightsMatchQuality = (period: InsightsPeriod) => useQuery({ ...getInsightsMatchQualityQueryOptions(period), placeholderData: keepPreviousData });
