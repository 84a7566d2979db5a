import { agreementView } from '../../domain/agreements';
import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { requestLanguage } from '../../i18n/language';
import { contractOf } from './contract-of';

/** The agreement of an approved contract: its versions, both signatures, what the caller may do. */
export const getAgreement = http.get(
  '/agreement/{contractId}',
  guard(async ({ request, params, response }) => {
    const { user } = requireCaller(request);
    const contract = contractOf(user, params.contractId);
    return response(200).json(await agreementView(contract, user, requestLanguage(request)));
  }),
);
