import { accessMessages, conversationsOf, ownParty } from '../../domain/conversations';
import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { requestLanguage } from '../../i18n/language';

/** The caller's conversations (one per request of their profile, any status), the most recent first; admins 403. */
export const listConversations = http.get(
  '/conversations',
  guard(({ request, response }) => {
    const { user } = requireCaller(request);
    const own = ownParty(user, accessMessages.adminList);
    return response(200).json(own ? conversationsOf(own, requestLanguage(request)) : []);
  }),
);
