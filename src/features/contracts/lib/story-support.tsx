/**
 * Helpers for the contracts stories (never imported by the app): a fresh QueryClient per story,
 * and MSW overrides for the loading, empty and error states. Everything else is answered by the
 * seeded mock backend, exactly as in the app.
 */
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';

function StoryQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Gives each story its own React Query cache, so a story never shows another's data. */
export const withQueryClient: Decorator = (Story) => (
  <StoryQueryClient>
    <Story />
  </StoryQueryClient>
);

type Method = 'get' | 'post';

/** The endpoint never answers: the screen stays in its loading state. */
export const hang = (method: Method, path: string) =>
  http[method](`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** The endpoint answers with this JSON (201 by default, as the contract lists and /MileStones do). */
export const reply = (method: Method, path: string, body: unknown, status = 201) =>
  http[method](`*${path}`, () => HttpResponse.json(body as never, { status }));

/** The endpoint fails with this status and message. */
export const fail = (method: Method, path: string, status = 500, message = 'Server error') =>
  http[method](`*${path}`, () => HttpResponse.json({ message }, { status }));
