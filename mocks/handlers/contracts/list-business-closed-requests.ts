import { contractListFor } from '../../domain/contract-views';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { contractListBody } from '../../validation/contracts';

/** A foreign business's requests they sent that were rejected or cancelled, with one kind of counterpart; newest first. */
export const listBusinessClosedRequests = http.post(
  '/business/closed-requests',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const body = await parseBody(request, contractListBody);
    return response(200).json({ contracts: contractListFor(user, 'foreign', 'closed', body) });
  }),
);
