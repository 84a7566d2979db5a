import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

function FreshQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A fresh QueryClient without retries per story, so every answer comes straight from the handlers. */
export const withQueryClient: Decorator = (Story) => (
  <FreshQueryClient>
    <Story />
  </FreshQueryClient>
);
