import { readConversation, writableConversation } from '../../domain/conversations';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { markReadBody } from '../../validation/conversations';

/**
 * A party has read the conversation up to a message (all of it without `upTo`); the mark only
 * moves forward. Reading is allowed in a read-only conversation too: it writes no message.
 */
export const markConversationRead = http.post(
  '/conversations/{contractId}/read',
  guard(async ({ request, params, response }) => {
    const { user } = requireCaller(request);
    const { contract, side } = writableConversation(user, String(params.contractId));
    const { upTo } = await parseBody(request, markReadBody);
    return response(200).json(await readConversation(contract, side, user.id, upTo));
  }),
);
