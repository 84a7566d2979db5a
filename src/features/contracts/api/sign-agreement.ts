import { api, unwrap } from '@/api/client';
import { useAgreementMutation } from './agreement-mutation';

export interface SignInput {
  version: number;
  fullName: string;
}

/** POST /agreement/{contractId}/sign (extension): the caller's party signs the version it reviewed. */
export const signAgreement = (contractId: string, { version, fullName }: SignInput) =>
  unwrap(api.POST('/agreement/{contractId}/sign', { params: { path: { contractId } }, body: { version, fullName, consent: true } }), 200);

export const useSignAgreement = (contractId: string) => useAgreementMutation(contractId, (input: SignInput) => signAgreement(contractId, input));
