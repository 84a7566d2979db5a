import { meetingView, proposeMeeting as propose, writableConversation } from '../../domain/conversations';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { proposeMeetingBody } from '../../validation/conversations';

/** A party proposes an intro meeting with 1 to 3 times; it replaces the conversation's open one. */
export const proposeMeeting = http.post(
  '/conversations/{contractId}/meetings',
  guard(async ({ request, params, response }) => {
    const { user } = requireCaller(request);
    const { contract, side } = writableConversation(user, String(params.contractId));
    const body = await parseBody(request, proposeMeetingBody);
    return response(201).json(meetingView(await propose(contract, side, user, body)));
  }),
);
