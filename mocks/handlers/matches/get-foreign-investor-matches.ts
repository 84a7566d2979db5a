import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { matchAnswer } from './answer';

export const getForeignInvestorMatches = http.get(
  '/foreign/matchesInvestors',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    return response(201).json(await matchAnswer(request, user, 'foreign', 'investor'));
  }),
);
