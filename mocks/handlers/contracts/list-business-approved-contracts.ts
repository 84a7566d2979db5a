import { contractListFor } from '../../domain/contract-views';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { contractListBody } from '../../validation/contracts';

/** A foreign business's approved contracts, whichever side sent the request, with one kind of counterpart; newest first. */
export const listBusinessApprovedContracts = http.post(
  '/business/approved-contracts',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const body = await parseBody(request, contractListBody);
    return response(201).json({ contracts: contractListFor(user, 'foreign', 'approved', body) });
  }),
);
