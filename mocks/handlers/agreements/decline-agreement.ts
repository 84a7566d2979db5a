import { agreementView, decline } from '../../domain/agreements';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { requestLanguage } from '../../i18n/language';
import { declineAgreementBody } from '../../validation/agreements';
import { contractOf, reread } from './contract-of';

/** A party declines to sign the current version and says why; the version can then only be replaced. */
export const declineAgreement = http.post(
  '/agreement/{contractId}/decline',
  guard(async ({ request, params, response }) => {
    const { user } = requireCaller(request);
    const contract = contractOf(user, params.contractId);
    const body = await parseBody(request, declineAgreementBody);
    await decline(user, contract, body);
    return response(200).json(await agreementView(reread(contract), user, requestLanguage(request)));
  }),
);
