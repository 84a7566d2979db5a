import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { Conversation } from './get-conversation';
import type { ConversationSummary } from './list-conversations';

/** POST /conversations/{contractId}/read (extension): read up to a message; answers both parties' read marks. */
export const markConversationRead = (contractId: string, upTo: string) =>
  unwrap(api.POST('/conversations/{contractId}/read', { params: { path: { contractId } }, body: { upTo } }), 200);

/**
 * Marks the thread read up to a message; then the thread's read marks, the inbox row's unread count,
 * the header's count and the bell (reading clears the conversation's message notifications) follow.
 */
export function useMarkConversationRead(contractId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) => markConversationRead(contractId, upTo),
    onSuccess: (reads) => {
      client.setQueryData<Conversation>(queryKeys.conversation(contractId), (cached) => (cached ? { ...cached, reads } : cached));
      client.setQueryData<ConversationSummary[]>(queryKeys.conversationList, (list) =>
        list?.map((row) => (row.contractId === contractId ? { ...row, unread: 0 } : row)),
      );
      void client.invalidateQueries({ queryKey: queryKeys.messageCount });
      void client.invalidateQueries({ queryKey: queryKeys.notifications });
    },
  });
}
