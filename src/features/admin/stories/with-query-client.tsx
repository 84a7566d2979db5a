import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

function FreshQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Every story gets a fresh QueryClient without retries, so loading, error and data come straight from the handlers. */
export const withQueryClient: Decorator = (Story) => (
  <FreshQueryClient>
    <Story />
  </FreshQueryClient>
);
