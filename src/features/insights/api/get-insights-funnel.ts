import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';
import { periodQuery, type InsightsPeriod } from '../lib/period';

export type InsightsFunnel = components['schemas']['InsightsFunnel'];

/** GET /admin/insights/funnel (extension, admin): the match-to-milestone funnel of the period, overall and by corridor. */
export const getInsightsFunnel = (period: InsightsPeriod) =>
  unwrap(api.GET('/admin/insights/funnel', { params: { query: periodQuery(period) } }), 200);

export const getInsightsFunnelQueryOptions = (period: InsightsPeriod) =>
  queryOptions({ queryKey: queryKeys.adminInsights('funnel', periodQuery(period)), queryFn: () => getInsightsFunnel(period) });

export const useInsightsFunnel = (period: InsightsPeriod) => useQuery({ ...getInsightsFunnelQueryOptions(period), placeholderData: keepPreviousData });
