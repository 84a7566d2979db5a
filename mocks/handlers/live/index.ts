import type { RequestHandler } from 'msw';

/** The live event stream (openapi tag `live`). */
export const liveHandlers: RequestHandler[] = [];
