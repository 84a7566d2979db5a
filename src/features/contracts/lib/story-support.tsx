/**
 * Helpers for the contracts stories (never imported by the app): MSW overrides for the loading,
 * empty and error states (each story's fresh QueryClient comes from .storybook/preview.tsx). Everything else is answered by the
 * seeded mock backend, exactly as in the app.
 */
import { delay, http, HttpResponse } from 'msw';

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
