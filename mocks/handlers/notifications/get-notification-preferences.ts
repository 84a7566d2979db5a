import { preferencesOf, upkeep } from '../../domain/notifications';
import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';

/** The caller's preferences: one entry per kind, the defaults until they save their own. */
export const getNotificationPreferences = http.get(
  '/notifications/preferences',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    await upkeep(user, { taskDue: false });
    return response(200).json(preferencesOf(user.id));
  }),
);
