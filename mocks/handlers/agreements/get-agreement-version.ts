import { agreementOf, documentHeaders, documentLanguageOf, recordView, renderingOf, versionsOf } from '../../domain/agreements';
import { requireCaller } from '../../http/auth';
import { notFound } from '../../http/failure';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { versionParam } from '../../validation/agreements';
import { contractOf } from './contract-of';

/**
 * One version of the agreement, byte for byte as it was issued, or its Arabic or bilingual
 * rendering (`?language=`, issue 15); a party's first look at the version, in any language, is audited.
 */
export const getAgreementVersion = http.get(
  '/agreement/{contractId}/versions/{version}',
  guard(async ({ request, params, query, response }) => {
    const { user } = requireCaller(request);
    const contract = contractOf(user, params.contractId);
    await agreementOf(contract);
    const number = versionParam.safeParse(params.version);
    const version = number.success ? versionsOf(contract._id).find((v) => v.version === number.data) : undefined;
    if (!version) throw notFound(`This agreement has no version ${String(params.version)}.`);
    const language = documentLanguageOf(query.get('language'));
    await recordView(user, contract, version);
    const page = renderingOf(version, language);
    return response(200).text(page.html, { headers: documentHeaders(version.digest, page.language) });
  }),
);
