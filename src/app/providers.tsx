import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { provideQueryClient } from './query-client-store';

/**
 * App-wide providers. The React Query client lives in the data layout (a lazy chunk); a test can
 * hand in its own client here.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  useState(() => provideQueryClient(queryClient ?? null));
  return <>{children}</>;
}
