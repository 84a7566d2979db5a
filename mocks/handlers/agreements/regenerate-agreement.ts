import { agreementView, regenerate } from '../../domain/agreements';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { requestLanguage } from '../../i18n/language';
import { regenerateAgreementBody } from '../../validation/agreements';
import { contractOf, reread } from './contract-of';

/** A new draft from both profiles as they are now; the replaced version stays in the history. */
export const regenerateAgreement = http.post(
  '/agreement/{contractId}/regenerate',
  guard(async ({ request, params, response }) => {
    const { user } = requireCaller(request);
    const contract = contractOf(user, params.contractId);
    const body = await parseBody(request, regenerateAgreementBody);
    await regenerate(user, contract, body);
    return response(201).json(await agreementView(reread(contract), user, requestLanguage(request)));
  }),
);
