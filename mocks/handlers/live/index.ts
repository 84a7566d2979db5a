import type { RequestHandler } from 'msw';
import { openEventStream } from './open-event-stream';

/** The live event stream (openapi tag `live`). */
export const liveHandlers: RequestHandler[] = [openEventStream];
