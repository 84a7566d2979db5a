import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

/** POST /SingleContract: the contract with Partner One and Partner Two. */
export const getSingleContract = (contractId: string) =>
  unwrap(api.POST('/SingleContract', { body: { contractId } }), 201);

export const getSingleContractQueryOptions = (contractId: string) =>
  queryOptions({ queryKey: queryKeys.contract(contractId), queryFn: () => getSingleContract(contractId) });

export const useSingleContract = (contractId: string) => useQuery(getSingleContractQueryOptions(contractId));
