import { markRead, upkeep } from '../../domain/notifications';
import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { requestLanguage } from '../../i18n/language';

/** Marks one of the caller's notifications read (idempotent): 404 for an unknown id, 403 for another user's. */
export const markNotificationRead = http.post(
  '/notifications/{notificationId}/read',
  guard(async ({ request, params, response }) => {
    const { user } = requireCaller(request);
    const notification = await markRead(user, String(params.notificationId), requestLanguage(request));
    await upkeep(user, { taskDue: false });
    return response(200).json(notification);
  }),
);
