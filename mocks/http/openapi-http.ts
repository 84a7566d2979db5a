import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../src/api/schema';

/**
 * Handlers typed against the contract's paths. The leading wildcard matches any origin,
 * so the same handlers answer in the browser, in Node tests and over HTTP.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });
