import { translate, type ServerLanguage } from '../../http/wording';
import type { LiveEvent } from './hub';
import { subscribe } from './subscribe';

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
export const KEEP_ALIVE_MS = 20_000;

const encoder = new TextEncoder();

/** One Server-Sent Event: the event's type as its name, the event as JSON (one line) as its data. */
export const frame = (event: LiveEvent): string => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

export interface LiveStreamOptions {
  userId: string;
  /** Asked before each write: once the session is over the stream ends instead. */
  signedIn: () => boolean;
  /** Runs with each keep-alive: what the server owes the user from time to time. */
  onKeepAlive?: () => void;
  /** The request's signal: the client gave up (aborted its fetch, closed the connection). */
  signal?: AbortSignal;
  /** The reader's language (the request's): a meeting step's sentence is written in it. */
  language?: ServerLanguage;
}

/** An event as one reader reads it: a meeting step's sentence in their language (what a person wrote stays). */
export function inLanguage(event: LiveEvent, language: ServerLanguage): LiveEvent {
  if (language === 'en' || event.type !== 'message' || !event.message.event) return event;
  return { ...event, message: { ...event.message, body: translate(event.message.body, language) } };
}

/**
 * The body of GET /events: `ready` first, then the user's events as they happen, a keep-alive
 * comment every 20 s. When the client leaves (the body is cancelled or the request aborted) it stops
 * listening at once.
 */
export function liveStream({ userId, signedIn, onKeepAlive, signal, language = 'en' }: LiveStreamOptions): ReadableStream<Uint8Array> {
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (signal?.aborted) {
        controller.error(signal.reason);
        return;
      }
      let open = true;
      const write = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const end = () => {
        if (!open) return;
        stop();
        controller.close();
      };
      const unsubscribe = subscribe(userId, (event) => (signedIn() ? write(frame(inLanguage(event, language))) : end()));
      const timer = setInterval(() => {
        if (!signedIn()) {
          end();
          return;
        }
        write(': keep-alive\n\n');
        onKeepAlive?.();
      }, KEEP_ALIVE_MS);
      const onAbort = () => {
        if (!open) return;
        stop();
        controller.error(signal?.reason);
      };
      stop = () => {
        open = false;
        clearInterval(timer);
        unsubscribe();
        signal?.removeEventListener('abort', onAbort);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      write(frame({ type: 'ready' }));
    },
    cancel() {
      stop();
    },
  });
}
