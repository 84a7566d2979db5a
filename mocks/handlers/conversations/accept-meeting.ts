import { acceptMeeting as accept, meetingFor, meetingView } from '../../domain/conversations';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { acceptMeetingBody } from '../../validation/conversations';

/** The party that did not propose the meeting accepts one of its times. */
export const acceptMeeting = http.post(
  '/meetings/{meetingId}/accept',
  guard(async ({ request, params, response }) => {
    const { user } = requireCaller(request);
    const target = meetingFor(user, String(params.meetingId));
    const { slot } = await parseBody(request, acceptMeetingBody);
    return response(200).json(meetingView(await accept(target, user, slot)));
  }),
);
