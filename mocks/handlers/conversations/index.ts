import type { RequestHandler } from 'msw';

/** The conversations and meetings of requests (openapi tag `conversations`). */
export const conversationHandlers: RequestHandler[] = [];
