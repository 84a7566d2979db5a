import { matchesFor } from '../../domain/matches';
import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';

export const getForeignInvestorMatches = http.get(
  '/foreign/matchesInvestors',
  guard(({ request, response }) => {
    const { user } = requireCaller(request);
    const result = matchesFor(user, 'foreign', 'investor');
    return response(201).json(result);
  }),
);
