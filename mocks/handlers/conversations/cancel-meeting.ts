import { cancelMeeting as cancel, meetingFor, meetingView } from '../../domain/conversations';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { cancelMeetingBody } from '../../validation/conversations';

/** Either party cancels a proposed or accepted meeting, with an optional reason. */
export const cancelMeeting = http.post(
  '/meetings/{meetingId}/cancel',
  guard(async ({ request, params, response }) => {
    const { user } = requireCaller(request);
    const target = meetingFor(user, String(params.meetingId));
    const { reason } = await parseBody(request, cancelMeetingBody);
    return response(200).json(meetingView(await cancel(target, user, reason?.trim() || null)));
  }),
);
