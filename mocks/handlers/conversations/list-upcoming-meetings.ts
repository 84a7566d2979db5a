import { accessMessages, meetingView, ownParty, upcomingMeetingsOf } from '../../domain/conversations';
import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';

/** The caller's accepted meetings that have not ended, the soonest first; admins 403. */
export const listUpcomingMeetings = http.get(
  '/meetings/upcoming',
  guard(({ request, response }) => {
    const { user } = requireCaller(request);
    const own = ownParty(user, accessMessages.adminMeetings);
    return response(200).json(own ? upcomingMeetingsOf(own, Date.now()).map((meeting) => meetingView(meeting)) : []);
  }),
);
