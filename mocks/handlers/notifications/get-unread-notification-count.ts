import { unreadCount, upkeep } from '../../domain/notifications';
import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';

/** What the bell shows: the caller's unread count and the newest notification's time. */
export const getUnreadNotificationCount = http.get(
  '/notifications/unread-count',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    await upkeep(user, { taskDue: true });
    return response(200).json(unreadCount(user.id));
  }),
);
