import { contractListFor } from '../../domain/contract-views';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { contractListBody } from '../../validation/contracts';

/** A local partner's open requests they sent (shown with status "sent"), with one kind of counterpart; newest first. */
export const listPartnerSentRequests = http.post(
  '/partner/sent-requests',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const body = await parseBody(request, contractListBody);
    return response(201).json({ contracts: contractListFor(user, 'local', 'sent', body) });
  }),
);
