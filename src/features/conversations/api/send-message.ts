import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { appendMessage } from './get-conversation';

export interface SendMessageInput {
  body: string;
  /** The retry key: the same one again answers the first message instead of writing it twice. */
  clientId: string;
}

/** POST /conversations/{contractId}/messages (extension): 201 written, 200 when the clientId was sent before. */
export const sendMessage = (contractId: string, { body, clientId }: SendMessageInput) =>
  unwrap(api.POST('/conversations/{contractId}/messages', { params: { path: { contractId } }, body: { body, clientId } }), [200, 201]);

/** The sends of one conversation in the mutation cache: in flight, they are its "Sending…" messages; failed, its "Not sent". */
export const sendMessageKey = (contractId: string) => ['conversations', 'send', contractId] as const;

/** Sends; the server's message joins the cached thread (once), and the inbox is refreshed. */
export function useSendMessage(contractId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: sendMessageKey(contractId),
    // A failed send stays on screen (with Retry) while the reader is elsewhere for a while.
    gcTime: 30 * 60_000,
    mutationFn: (input: SendMessageInput) => sendMessage(contractId, input),
    onSuccess: (message) => {
      appendMessage(client, contractId, message);
      void client.invalidateQueries({ queryKey: queryKeys.conversationList });
    },
  });
}
