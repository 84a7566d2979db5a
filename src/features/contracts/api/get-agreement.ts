import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type Agreement = components['schemas']['Agreement'];

export const agreementKey = (contractId: string) => [...queryKeys.contract(contractId), 'agreement'] as const;

/** GET /agreement/{contractId} (extension): versions, both signatures, and what the caller may do. */
export const getAgreement = (contractId: string) =>
  unwrap(api.GET('/agreement/{contractId}', { params: { path: { contractId } } }), 200);

export const getAgreementQueryOptions = (contractId: string) =>
  queryOptions({ queryKey: agreementKey(contractId), queryFn: () => getAgreement(contractId) });

/** Loads the agreement once the contract is approved (before that there is none). */
export const useAgreement = (contractId: string, enabled: boolean) => useQuery({ ...getAgreementQueryOptions(contractId), enabled });
