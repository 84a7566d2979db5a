import { agreementOf, documentHeaders, documentLanguageOf, renderingOf } from '../../domain/agreements';
import { readableContract } from '../../domain/contracts';
import { requireCaller } from '../../http/auth';
import { notFound } from '../../http/failure';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { contractIdParam } from '../../validation/contracts';

/**
 * The Partnership Agreement and SLA of an approved contract, as printable HTML: the current
 * version, exactly the bytes stored when it was generated (its digest in X-Agreement-Digest), or
 * with `?language=ar|bilingual` its Arabic or side-by-side rendering (issue 15), which names the
 * same digest. Readable by the two parties and admins. The page fetches it as soon as it shows
 * (for an instant download), so reading it here is not audited: opening a version to review, sign
 * or download is.
 */
export const getContractDocument = http.get(
  '/contract-document/{contractId}',
  guard(async ({ request, params, query, response }) => {
    const { user } = requireCaller(request);
    const id = contractIdParam.safeParse(params.contractId);
    if (!id.success) throw notFound('Not Found');
    const { contract } = readableContract(user, id.data);
    if (contract.status !== 'approved') throw notFound('No contract document yet');
    const language = documentLanguageOf(query.get('language'));
    const version = await agreementOf(contract);
    const page = renderingOf(version, language);
    return response(200).text(page.html, { headers: documentHeaders(version.digest, page.language) });
  }),
);
