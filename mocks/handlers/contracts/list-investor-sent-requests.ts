import { contractListFor } from '../../domain/contract-views';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { contractListBody } from '../../validation/contracts';

/** An investor's open requests they sent (shown with status "sent"), with one kind of counterpart; newest first. */
export const listInvestorSentRequests = http.post(
  '/investor/sent-requests',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const body = await parseBody(request, contractListBody);
    return response(201).json({ contracts: contractListFor(user, 'investor', 'sent', body) });
  }),
);
