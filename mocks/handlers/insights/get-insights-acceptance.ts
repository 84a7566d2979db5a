import { db } from '../../db';
import { acceptance, partyName, savedInsightEvents } from '../../domain/insights';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { rangeOfQuery, requireAdmin } from './access';

/** Weekly acceptance, the median time to an answer, and the requests waiting over 7 days (admin). */
export const getInsightsAcceptance = http.get(
  '/admin/insights/acceptance',
  guard(async ({ request, query, response }) => {
    requireAdmin(request);
    const now = Date.now();
    const range = rangeOfQuery(query, now);
    return response(200).json(acceptance(await savedInsightEvents(), db.contracts.all(), partyName, range, now));
  }),
);
