import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type AgreementEvent = components['schemas']['AgreementEvent'];

/** GET /agreement/{contractId}/audit (extension): every event of the agreement, oldest first. */
export const getAgreementAudit = (contractId: string) =>
  unwrap(api.GET('/agreement/{contractId}/audit', { params: { path: { contractId } } }), 200);

export const getAgreementAuditQueryOptions = (contractId: string) =>
  queryOptions({ queryKey: [...queryKeys.contract(contractId), 'agreement-audit'] as const, queryFn: () => getAgreementAudit(contractId) });

export const useAgreementAudit = (contractId: string, enabled: boolean) => useQuery({ ...getAgreementAuditQueryOptions(contractId), enabled });
