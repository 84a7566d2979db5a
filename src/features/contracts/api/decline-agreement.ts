import { api, unwrap } from '@/api/client';
import { useAgreementMutation } from './agreement-mutation';

export interface DeclineInput {
  version: number;
  reason: string;
}

/** POST /agreement/{contractId}/decline (extension): the caller's party declines the current version, saying why. */
export const declineAgreement = (contractId: string, body: DeclineInput) =>
  unwrap(api.POST('/agreement/{contractId}/decline', { params: { path: { contractId } }, body }), 200);

export const useDeclineAgreement = (contractId: string) =>
  useAgreementMutation(contractId, (input: DeclineInput) => declineAgreement(contractId, input));
