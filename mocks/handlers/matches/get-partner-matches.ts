import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { matchAnswer } from './answer';

export const getPartnerMatches = http.get(
  '/partner/matches',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    return response(201).json(await matchAnswer(request, user, 'local', 'foreign'));
  }),
);
