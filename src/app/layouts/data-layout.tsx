import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { LiveUpdates } from '@/api/live/live-updates';
import { useSession } from '@/lib/session';
import { createQueryClient } from '../query-client';
import { providedQueryClient } from '../query-client-store';

let appClient: QueryClient | null = null;

function queryClient(): QueryClient {
  const provided = providedQueryClient();
  if (provided) return provided;
  appClient ??= createQueryClient();
  return appClient;
}

/** A new sign-in (or a logout) never shows the previous account's cached data. */
function ClearCacheOnSessionChange() {
  const client = useQueryClient();
  const token = useSession()?.token ?? null;
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current !== token) {
      previous.current = token;
      // Drop the previous account's data; screens still on display fetch theirs again.
      void client.resetQueries();
    }
  }, [token, client]);
  return null;
}

/** Every screen that reads or writes server data renders inside this layout. */
export function DataLayout() {
  return (
    <QueryClientProvider client={queryClient()}>
      <ClearCacheOnSessionChange />
      <LiveUpdates />
      <Outlet />
    </QueryClientProvider>
  );
}
