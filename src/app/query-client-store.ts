import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's QueryClient is created by the data layout (a lazy chunk), so pages that read no
 * server data — the home page first — load without React Query. Tests hand in their own client.
 */
let provided: QueryClient | null = null;

export function provideQueryClient(client: QueryClient | null): void {
  provided = client;
}

export function providedQueryClient(): QueryClient | null {
  return provided;
}
