import { matchQuality, savedInsightEvents } from '../../domain/insights';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { rangeOfQuery, requireAdmin } from './access';

/** Acceptance by match-score band, and the reasons on approved against rejected requests (admin). */
export const getInsightsMatchQuality = http.get(
  '/admin/insights/match-quality',
  guard(async ({ request, query, response }) => {
    requireAdmin(request);
    const now = Date.now();
    return response(200).json(matchQuality(await savedInsightEvents(), rangeOfQuery(query, now), now));
  }),
);
