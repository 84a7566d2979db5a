import { declineMeeting as decline, meetingFor, meetingView } from '../../domain/conversations';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { declineMeetingBody } from '../../validation/conversations';

/** The party that did not propose the meeting declines it, saying why. */
export const declineMeeting = http.post(
  '/meetings/{meetingId}/decline',
  guard(async ({ request, params, response }) => {
    const { user } = requireCaller(request);
    const target = meetingFor(user, String(params.meetingId));
    const { reason } = await parseBody(request, declineMeetingBody);
    return response(200).json(meetingView(await decline(target, user, reason)));
  }),
);
