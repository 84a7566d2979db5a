import { markAllRead, upkeep } from '../../domain/notifications';
import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';

/** Marks every notification of the caller read. */
export const markAllNotificationsRead = http.post(
  '/notifications/read-all',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const updated = await markAllRead(user);
    await upkeep(user, { taskDue: false });
    return response(200).json({ updated, unread: 0 });
  }),
);
