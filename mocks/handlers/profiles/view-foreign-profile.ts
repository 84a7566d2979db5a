import { recordProfileView } from '../../domain/insights/events';
import { viewProfile } from '../../domain/profile-access';
import { profileOfUser } from '../../domain/profiles';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { viewBody } from '../../validation/profiles';

export const viewForeignProfile = http.post(
  '/partner/applyForCheckProfileofForeign',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const { id } = await parseBody(request, viewBody);
    const { party, connection } = viewProfile('foreign', user, id);
    await recordProfileView(profileOfUser(user), party);
    return response(201).json({ user: party.profile, connection });
  }),
);
