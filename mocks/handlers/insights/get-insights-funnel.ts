import { funnel, savedInsightEvents } from '../../domain/insights';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { rangeOfQuery, requireAdmin } from './access';

/** The match-to-milestone funnel of the pairs first shown in the period (admin). */
export const getInsightsFunnel = http.get(
  '/admin/insights/funnel',
  guard(async ({ request, query, response }) => {
    requireAdmin(request);
    const now = Date.now();
    return response(200).json(funnel(await savedInsightEvents(), rangeOfQuery(query, now), now));
  }),
);
