import { agreementView, sign } from '../../domain/agreements';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { requestLanguage } from '../../i18n/language';
import { signAgreementBody } from '../../validation/agreements';
import { contractOf, reread } from './contract-of';

/** A party signs the version it reviewed, its signatory's full name typed, consent given. */
export const signAgreement = http.post(
  '/agreement/{contractId}/sign',
  guard(async ({ request, params, response }) => {
    const { user } = requireCaller(request);
    const contract = contractOf(user, params.contractId);
    const body = await parseBody(request, signAgreementBody);
    await sign(user, contract, body);
    return response(200).json(await agreementView(reread(contract), user, requestLanguage(request)));
  }),
);
