import { auditView } from '../../domain/agreements';
import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { contractOf } from './contract-of';

/** The audit trail: generated, viewed, signed, regenerated, declined — with time and actor. */
export const getAgreementAudit = http.get(
  '/agreement/{contractId}/audit',
  guard(async ({ request, params, response }) => {
    const { user } = requireCaller(request);
    const contract = contractOf(user, params.contractId);
    return response(200).json(await auditView(contract));
  }),
);
