import { accessMessages, ownParty, unreadMessagesOf } from '../../domain/conversations';
import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';

/** How many messages to the caller are unread, in how many conversations; admins 403. */
export const getUnreadMessageCount = http.get(
  '/conversations/unread-count',
  guard(({ request, response }) => {
    const { user } = requireCaller(request);
    const own = ownParty(user, accessMessages.adminList);
    return response(200).json(own ? unreadMessagesOf(own) : { unread: 0, conversations: 0, latestAt: null });
  }),
);
