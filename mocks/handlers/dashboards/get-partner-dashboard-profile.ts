import { ownProfile } from '../../domain/profile-access';
import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';

export const getPartnerDashboardProfile = http.get(
  '/partner-dashboard/profile',
  guard(({ request, response }) => {
    const { user } = requireCaller(request);
    return response(201).json(ownProfile('local', user).profile);
  }),
);
