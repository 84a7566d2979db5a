import { agreementOf, documentHeaders, recordView, versionsOf } from '../../domain/agreements';
import { requireCaller } from '../../http/auth';
import { notFound } from '../../http/failure';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { versionParam } from '../../validation/agreements';
import { contractOf } from './contract-of';

/** One version of the agreement, byte for byte as it was issued; a party's first look is audited. */
export const getAgreementVersion = http.get(
  '/agreement/{contractId}/versions/{version}',
  guard(async ({ request, params, response }) => {
    const { user } = requireCaller(request);
    const contract = contractOf(user, params.contractId);
    await agreementOf(contract);
    const number = versionParam.safeParse(params.version);
    const version = number.success ? versionsOf(contract._id).find((v) => v.version === number.data) : undefined;
    if (!version) throw notFound(`This agreement has no version ${String(params.version)}.`);
    await recordView(user, contract, version);
    return response(200).text(version.html, { headers: documentHeaders(version.digest) });
  }),
);
