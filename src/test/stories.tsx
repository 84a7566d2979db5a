/**
 * Storybook helpers shared by every feature's stories (never imported by the app): a router outlet
 * for screens that read route params, and mock answers for each screen state. Stories run on the
 * seeded mock handlers (each with a fresh QueryClient from .storybook/preview.tsx); these answers
 * override one endpoint at a time.
 */
import { delay, http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';

/** Renders a route screen under its path pattern, so `useParams` sees the story's URL. */
export function atRoute(pattern: string, Screen: ComponentType) {
  function RouteStory() {
    return (
      <Routes>
        <Route path={pattern} element={<Screen />} />
      </Routes>
    );
  }
  RouteStory.displayName = `AtRoute(${pattern})`;
  return RouteStory;
}

/**
 * The parameters of a whole-screen story: full-screen layout, a demo account signed in through
 * the mock (`session`, see .storybook/preview.tsx) and the router at `path`.
 */
export function screenAt(session: 'foreign' | 'local' | 'investor' | 'admin', path: string) {
  return { layout: 'fullscreen', session, router: { initialEntries: [path] } } as const;
}

type Method = 'get' | 'post' | 'put';

/** Mock answers for one endpoint of the contract (paths as in the specification). */
export const mock = {
  /** The endpoint never answers: the screen stays in its loading state. */
  loading: (method: Method, path: string) =>
    http[method](`*${path}`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  /** The endpoint answers with this JSON (201 by default, as the contract lists and /MileStones do). */
  json: (method: Method, path: string, body: unknown, status = 201) =>
    http[method](`*${path}`, () => HttpResponse.json(body as never, { status })),
  /** The endpoint fails with this status and message. */
  error: (method: Method, path: string, status = 500, message = 'Server error') =>
    http[method](`*${path}`, () => HttpResponse.json({ message }, { status })),
};
