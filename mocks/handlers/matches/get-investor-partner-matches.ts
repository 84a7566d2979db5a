import { matchesFor } from '../../domain/matches';
import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';

export const getInvestorPartnerMatches = http.get(
  '/investor/matchesPartner',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const result = await matchesFor(user, 'investor', 'local');
    return response(201).json(result);
  }),
);
