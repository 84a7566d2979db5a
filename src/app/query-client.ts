import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { currentLanguage, subscribeLanguage } from '@/i18n/runtime';

/**
 * Retries only what can succeed on a second try: network failures and 5xx, once. A language switch
 * marks every answer stale and refetches those on screen: the server words some of what it sends
 * (match reasons, notifications) in the language the request asked for (decision 029).
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
  let language = currentLanguage().language;
  subscribeLanguage(() => {
    if (currentLanguage().language === language) return;
    language = currentLanguage().language;
    void client.invalidateQueries();
  });
  return client;
}
