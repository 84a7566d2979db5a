import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { ContractsPageConfig, PartyKind } from '../lib/contract-model';

/** Corridor's extension: the requests a user sent that were rejected or cancelled (POST /{prefix}/closed-requests). */
export const closedRequestPaths = {
  partner: '/partner/closed-requests',
  business: '/business/closed-requests',
  investor: '/investor/closed-requests',
} as const;

export interface ClosedRequestsParams {
  page: ContractsPageConfig;
  /** The counterpart kind (the body's requestType). */
  requestType: PartyKind;
  userId: string;
}

export const getClosedRequests = async ({ page, requestType, userId }: ClosedRequestsParams) => {
  const { contracts } = await unwrap(api.POST(closedRequestPaths[page.prefix], { body: { id: userId, userType: page.userType, requestType } }), 200);
  return contracts;
};

export const getClosedRequestsQueryOptions = (params: ClosedRequestsParams) =>
  queryOptions({
    queryKey: [...queryKeys.contractList(params.page.prefix, 'closed', params.requestType), params.userId],
    queryFn: () => getClosedRequests(params),
  });

export const useClosedRequests = (params: ClosedRequestsParams) => useQuery(getClosedRequestsQueryOptions(params));
