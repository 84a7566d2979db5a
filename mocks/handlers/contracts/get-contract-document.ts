import { renderContractDocument } from '../../domain/contract-document';
import { readableContract } from '../../domain/contracts';
import { partnersOf } from '../../domain/contract-views';
import { requireCaller } from '../../http/auth';
import { notFound } from '../../http/failure';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { contractIdParam } from '../../validation/contracts';

/**
 * The generated Partnership Agreement and SLA of an approved contract, as printable HTML.
 * Readable by the two parties and admins; rendered from the records, so it is the same every time.
 */
export const getContractDocument = http.get(
  '/contract-document/{contractId}',
  guard(({ request, params, response }) => {
    const { user } = requireCaller(request);
    const id = contractIdParam.safeParse(params.contractId);
    if (!id.success) throw notFound('Not Found');
    const { contract } = readableContract(user, id.data);
    if (contract.status !== 'approved') throw notFound('No contract document yet');
    const html = renderContractDocument({ contract, ...partnersOf(contract) });
    return response(200).text(html, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
    });
  }),
);
