import createClient, { type Middleware } from 'openapi-fetch';
import { backendReady } from '@/lib/backend-ready';
import { getToken } from '@/lib/storage';
import { ApiError, messageOf, NetworkError } from './errors';
import type { paths } from './schema';

const configuredBaseUrl = import.meta.env.VITE_API_BASE_URL as string | undefined;

/** Mock mode: no real host configured, the built-in MSW backend answers. */
export const isMockMode = !configuredBaseUrl;

export const apiBaseUrl = configuredBaseUrl
  ? configuredBaseUrl.replace(/\/+$/, '')
  : typeof location !== 'undefined'
    ? location.origin
    : 'http://localhost';

/** Operations the contract marks `security: []`: they never carry the bearer token. */
export const publicPaths: ReadonlySet<string> = new Set([
  '/login',
  '/send-code',
  '/addUser',
  '/setNewPassword',
  '/auth/google/demo',
  '/demo-requests',
  '/verify-code',
  '/verify/{digest}',
]);

const bearerToken: Middleware = {
  onRequest({ request, schemaPath }) {
    // The server writes what it words (messages, notifications, e-mails, match reasons, the
    // agreement) in the reader's language (decision 029); a CORS-safelisted header, so no preflight.
    // `<html lang>` is the active language (src/i18n/runtime.ts sets it on every switch); read
    // there, the client needs no part of the language runtime.
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language) request.headers.set('Accept-Language', language);
    if (publicPaths.has(schemaPath)) return request;
    const token = getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

export const api = createClient<paths>({
  baseUrl: apiBaseUrl,
  // Resolved at call time, so test doubles and the mock worker that start later are used.
  fetch: async (request: Request) => {
    try {
      await backendReady();
      return await globalThis.fetch(request);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new NetworkError(error);
    }
  },
});
api.use(bearerToken);

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * openapi-fetch resolves `{ data, error }` and never throws: React Query needs a throw.
 * Returns the data of an expected status, else throws an ApiError carrying the server's message.
 */
export async function unwrap<T>(
  pending: Promise<FetchResult<T>>,
  expected: number | readonly number[],
): Promise<T> {
  const { data, error, response } = await pending;
  const ok = Array.isArray(expected) ? expected.includes(response.status) : response.status === expected;
  if (ok && error === undefined) return data as T;
  const body = error ?? data;
  throw new ApiError(response.status, messageOf(body) ?? `HTTP error! status: ${response.status}`, body);
}
