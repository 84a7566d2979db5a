import { getResponse } from 'msw';
import { handlers } from '../../mocks/handlers';

/** The origin the benchmarks' requests name (the handlers answer any). */
const ORIGIN = 'http://corridor-bench.local';

/**
 * One call through the mock's real handlers in this process, as the HTTP server would make it
 * (token check, validation, the work, JSON), timed from the request to its parsed answer.
 */
export async function callHandlers(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; ms: number; json: unknown }> {
  const request = new Request(ORIGIN + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const began = performance.now();
  const response = await getResponse(handlers, request, { baseUrl: ORIGIN });
  const json = response ? ((await response.json()) as unknown) : null;
  return { status: response?.status ?? 0, ms: performance.now() - began, json };
}
