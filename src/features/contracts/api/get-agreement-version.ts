import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

/** GET /agreement/{contractId}/versions/{version} (extension): the document exactly as issued, as text. */
export const getAgreementVersion = (contractId: string, version: number) =>
  unwrap(api.GET('/agreement/{contractId}/versions/{version}', { params: { path: { contractId, version } }, parseAs: 'text' }), 200);

export const getAgreementVersionQueryOptions = (contractId: string, version: number) =>
  queryOptions({
    queryKey: [...queryKeys.contract(contractId), 'agreement-version', version] as const,
    queryFn: () => getAgreementVersion(contractId, version),
    // A version never changes once issued.
    staleTime: Infinity,
  });

export const useAgreementVersion = (contractId: string, version: number, enabled = true) =>
  useQuery({ ...getAgreementVersionQueryOptions(contractId, version), enabled });
