import { api, unwrap } from '@/api/client';
import { useAgreementMutation } from './agreement-mutation';

/** POST /agreement/{contractId}/regenerate (extension): a new draft from both profiles as they are now. */
export const regenerateAgreement = (contractId: string, version: number) =>
  unwrap(api.POST('/agreement/{contractId}/regenerate', { params: { path: { contractId } }, body: { version } }), 201);

export const useRegenerateAgreement = (contractId: string) =>
  useAgreementMutation(contractId, (version: number) => regenerateAgreement(contractId, version));
