import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';
import { periodQuery, type InsightsPeriod } from '../lib/period';

export type InsightsAcceptance = components['schemas']['InsightsAcceptance'];

/** GET /admin/insights/acceptance (extension, admin): weekly acceptance, median time to first response, requests waiting over 7 days. */
export const getInsightsAcceptance = (period: InsightsPeriod) =>
  unwrap(api.GET('/admin/insights/acceptance', { params: { query: periodQuery(period) } }), 200);

export const getInsightsAcceptanceQueryOptions = (period: InsightsPeriod) =>
  queryOptions({ queryKey: queryKeys.adminInsights('acceptance', periodQuery(period)), queryFn: () => getInsightsAcceptance(period) });

export const useInsightsAcceptance = (period: InsightsPeriod) => useQuery({ ...getInsightsAcceptanceQueryOptions(period), placeholderData: keepPreviousData });
