import { matchesFor } from '../../domain/matches';
import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';

export const getInvestorBusinessMatches = http.get(
  '/investor/matchesBusiness',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const result = await matchesFor(user, 'investor', 'foreign');
    return response(201).json(result);
  }),
);
