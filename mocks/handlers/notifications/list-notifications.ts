import { pageOf, upkeep } from '../../domain/notifications';
import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { requestLanguage } from '../../i18n/language';
import { pageQueryOf } from './page-query';

/** The caller's notifications, newest first, a page at a time, in the request's language; any "task due soon" owed is added first. */
export const listNotifications = http.get(
  '/notifications',
  guard(async ({ request, query, response }) => {
    const { user } = requireCaller(request);
    const page = pageQueryOf(query);
    await upkeep(user, { taskDue: true });
    return response(200).json(pageOf(user.id, page, requestLanguage(request)));
  }),
);
