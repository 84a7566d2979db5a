import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type ConversationSummary = components['schemas']['ConversationSummary'];

/** GET /conversations (extension): every conversation of the caller, the most recent first. */
export const listConversations = () => unwrap(api.GET('/conversations'), 200);

export const listConversationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.conversationList, queryFn: listConversations });

/** The inbox (polled only while the live channel is down). */
export const useConversations = (options: { enabled?: boolean; refetchInterval?: number | false } = {}) =>
  useQuery({ ...listConversationsQueryOptions(), enabled: options.enabled ?? true, refetchInterval: options.refetchInterval ?? false });
