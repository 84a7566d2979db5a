import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { queryKeys } from '../query-keys';

/** GET /conversations/unread-count (extension): unread messages to the caller, and in how many conversations. */
export const getUnreadMessageCount = () => unwrap(api.GET('/conversations/unread-count'), 200);

export const getUnreadMessageCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.messageCount, queryFn: getUnreadMessageCount });

/** The header's Messages count (polled only while the live channel is down). */
export const useUnreadMessageCount = (options: { enabled?: boolean; refetchInterval?: number | false } = {}) =>
  useQuery({ ...getUnreadMessageCountQueryOptions(), enabled: options.enabled ?? true, refetchInterval: options.refetchInterval ?? false, refetchIntervalInBackground: false });
