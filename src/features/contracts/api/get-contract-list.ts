import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { ContractListKind, ContractsPageConfig, PartyKind } from '../lib/contract-model';

/** The nine list calls of specification §7: POST /{partner|business|investor}/{approved-contracts|pending-requests|sent-requests}. */
export const contractListPaths = {
  partner: { approved: '/partner/approved-contracts', pending: '/partner/pending-requests', sent: '/partner/sent-requests' },
  business: { approved: '/business/approved-contracts', pending: '/business/pending-requests', sent: '/business/sent-requests' },
  investor: { approved: '/investor/approved-contracts', pending: '/investor/pending-requests', sent: '/investor/sent-requests' },
} as const;

export interface ContractListParams {
  page: ContractsPageConfig;
  list: ContractListKind;
  /** The counterpart kind (the body's requestType). */
  requestType: PartyKind;
  /** The signed-in user's id (the body's id). */
  userId: string;
}

export const getContractList = async ({ page, list, requestType, userId }: ContractListParams) => {
  const { contracts } = await unwrap(
    api.POST(contractListPaths[page.prefix][list], {
      body: { id: userId, userType: page.userType, requestType },
    }),
    201,
  );
  return contracts;
};

export const getContractListQueryOptions = (params: ContractListParams) =>
  queryOptions({
    queryKey: [...queryKeys.contractList(params.page.prefix, params.list, params.requestType), params.userId],
    queryFn: () => getContractList(params),
  });

export const useContractList = (params: ContractListParams) => useQuery(getContractListQueryOptions(params));
