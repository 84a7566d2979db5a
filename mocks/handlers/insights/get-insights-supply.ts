import { db } from '../../db';
import { supply } from '../../domain/insights';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { requireAdmin } from './access';

/** Foreign demand against verified local supply now, and the verifications waiting (admin). */
export const getInsightsSupply = http.get(
  '/admin/insights/supply',
  guard(({ request, response }) => {
    requireAdmin(request);
    const profiles = { foreign: db.foreignProfiles.all(), local: db.localProfiles.all(), investor: db.investorProfiles.all() };
    return response(200).json(supply(profiles, Date.now()));
  }),
);
