import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';

/** Retries only what can succeed on a second try: network failures and 5xx, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
