import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type Conversation = components['schemas']['Conversation'];
export type ChatMessage = components['schemas']['ChatMessage'];
export type ConversationParty = components['schemas']['ConversationParty'];
export type PartySide = components['schemas']['PartySide'];

/** How many messages a page holds (the server's default); "Load earlier messages" asks for as many again. */
export const THREAD_PAGE_SIZE = 100;

/** GET /conversations/{contractId} (extension): the latest page of messages, or the page before `before`. */
export const getConversation = (contractId: string, before?: string, limit = THREAD_PAGE_SIZE) =>
  unwrap(
    api.GET('/conversations/{contractId}', {
      params: { path: { contractId }, query: { limit, ...(before ? { before } : {}) } },
    }),
    200,
  );

/**
 * The latest page merged over what is cached: earlier pages the reader already loaded stay in front
 * of it while the page still reaches back to them; otherwise (or with nothing cached) the page alone.
 */
export function mergeLatestPage(cached: Conversation | undefined, latest: Conversation): Conversation {
  const first = latest.messages[0];
  if (!cached || !first || !latest.hasEarlier) return latest;
  const at = cached.messages.findIndex((message) => message.id === first.id);
  if (at <= 0) return latest;
  return { ...latest, messages: [...cached.messages.slice(0, at), ...latest.messages], hasEarlier: cached.hasEarlier };
}

/** Puts earlier messages (a page before the oldest shown) in front of the cached conversation. */
export function prependEarlier(client: QueryClient, contractId: string, earlier: Conversation): void {
  client.setQueryData<Conversation>(queryKeys.conversation(contractId), (cached) => {
    if (!cached) return cached;
    const known = new Set(cached.messages.map((message) => message.id));
    return {
      ...cached,
      messages: [...earlier.messages.filter((message) => !known.has(message.id)), ...cached.messages],
      hasEarlier: earlier.hasEarlier,
    };
  });
}

/** Adds one message to the cached conversation unless it is there already (by id). */
export function appendMessage(client: QueryClient, contractId: string, message: ChatMessage): void {
  client.setQueryData<Conversation>(queryKeys.conversation(contractId), (cached) => {
    if (!cached || cached.messages.some((known) => known.id === message.id)) return cached;
    return { ...cached, messages: [...cached.messages, message] };
  });
}

export const getConversationQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: queryKeys.conversation(contractId),
    queryFn: async ({ client }) =>
      mergeLatestPage(client.getQueryData<Conversation>(queryKeys.conversation(contractId)), await getConversation(contractId)),
  });

/** One conversation: its parties, read marks, meetings and latest messages (polled only while the live channel is down). */
export const useConversation = (contractId: string, refetchInterval: number | false = false) =>
  useQuery({ ...getConversationQueryOptions(contractId), refetchInterval });

/** "Load earlier messages": the page before the oldest message shown, put in front of the cached ones. */
export function useLoadEarlierMessages(contractId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (before: string) => getConversation(contractId, before),
    onSuccess: (earlier) => prependEarlier(client, contractId, earlier),
  });
}
