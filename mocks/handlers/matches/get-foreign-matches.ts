import { matchesFor } from '../../domain/matches';
import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';

export const getForeignMatches = http.get(
  '/foreign/matches',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const result = await matchesFor(user, 'foreign', 'local');
    return response(201).json(result);
  }),
);
