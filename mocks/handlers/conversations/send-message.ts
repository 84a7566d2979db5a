import { messageView, sendMessage as send, writableConversation } from '../../domain/conversations';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { sendMessageBody } from '../../validation/conversations';

/** A party writes in the conversation (201); the same clientId again answers the first message (200). */
export const sendMessage = http.post(
  '/conversations/{contractId}/messages',
  guard(async ({ request, params, response }) => {
    const { user } = requireCaller(request);
    const { contract, side } = writableConversation(user, String(params.contractId));
    const body = await parseBody(request, sendMessageBody);
    const { message, created } = await send(contract, side, user, body);
    return created ? response(201).json(messageView(message)) : response(200).json(messageView(message));
  }),
);
