import { conversationView, messageMessages, readableConversation } from '../../domain/conversations';
import { requireCaller } from '../../http/auth';
import { badRequest } from '../../http/failure';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { requestLanguage } from '../../i18n/language';
import { THREAD_PAGE } from '../../validation/conversations';

interface QueryParams {
  get(name: 'before' | 'limit'): unknown;
}

const refuse = (path: string, message: string) => badRequest(message, [{ path, message }]);

/** `before` (a message id) and `limit` (1 to 200, default 100) of the thread's page. */
function pageQueryOf(query: QueryParams): { before: string | null; limit: number } {
  const before = query.get('before');
  const limitText = query.get('limit');
  const limit = typeof limitText !== 'string' ? THREAD_PAGE.default : /^\d{1,3}$/.test(limitText) ? Number(limitText) : Number.NaN;
  if (!(limit >= THREAD_PAGE.min && limit <= THREAD_PAGE.max)) throw refuse('limit', messageMessages.limit);
  if (typeof before === 'string' && (before.length === 0 || before.length > 64)) throw refuse('before', messageMessages.before);
  return { before: typeof before === 'string' ? before : null, limit };
}

/** One conversation: its latest messages (or the page before a message), both read marks, every meeting. */
export const getConversation = http.get(
  '/conversations/{contractId}',
  guard(({ request, params, query, response }) => {
    const { user } = requireCaller(request);
    const { contract, side } = readableConversation(user, String(params.contractId));
    return response(200).json(conversationView(contract, side, pageQueryOf(query), requestLanguage(request)));
  }),
);
