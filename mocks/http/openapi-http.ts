import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../src/api/schema';

/**
 * MSW records the stack of every handler it creates, only to show where it was declared when
 * listing handlers (`info.callFrame`, which nothing here reads). Formatting those stacks for the
 * ~90 handlers took 40–120 ms of every demo page load (issue 16), so each one is created with no
 * stack recorded; the previous limit is back before the factory returns.
 */
function withoutCallFrames<T extends object>(factories: T): T {
  const wrap = (create: (...args: never[]) => unknown) =>
    (...args: never[]) => {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 0;
      try {
        return create(...args);
      } finally {
        Error.stackTraceLimit = limit;
      }
    };
  return Object.fromEntries(
    Object.entries(factories).map(([method, value]) => [method, typeof value === 'function' ? wrap(value as (...args: never[]) => unknown) : value]),
  ) as T;
}

/**
 * Handlers typed against the contract's paths. The leading wildcard matches any origin,
 * so the same handlers answer in the browser, in Node tests and over HTTP.
 */
export const http = withoutCallFrames(createOpenApiHttp<paths>({ baseUrl: '*' }));
