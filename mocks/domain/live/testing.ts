/**
 * Test fixtures for the live stream (imported by tests only): reads a `text/event-stream` answer
 * event by event, the way the app does (eventsource-parser), with a time limit on each wait.
 */
import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import type { LiveEvent } from './hub';

export interface EventReader {
  /** The next event (its name checked against its data's type), or a failure after `ms`. */
  next(ms?: number): Promise<LiveEvent>;
  /** Resolves with true when no event arrives within `ms`. */
  quiet(ms: number): Promise<boolean>;
  /** Cancels the body: the client leaves. */
  close(): Promise<void>;
}

/**
 * GET /events at `baseUrl` (with the token, if any), as a client opens it. Cancelling the answer's
 * body also aborts the request: msw's Node interceptor tees every mocked body for its own
 * listeners, so in tests only the abort reaches the stream and ends it.
 */
export async function openStream(baseUrl: string, token?: string): Promise<Response> {
  const leave = new AbortController();
  const response = await fetch(`${baseUrl}/events`, {
    headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal: leave.signal,
  });
  if (!response.body || !response.ok) return response;
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel() {
      // Not awaited: cancelling one branch of a tee settles only once the other branch is cancelled too.
      leave.abort();
      void reader.cancel().catch(() => undefined);
    },
  });
  return new Response(body, { status: response.status, headers: response.headers });
}

/** Opens the stream and reads it event by event. */
export async function openEvents(baseUrl: string, token?: string): Promise<{ response: Response; events: EventReader }> {
  const response = await openStream(baseUrl, token);
  return { response, events: readEvents(response) };
}

export function readEvents(response: Response): EventReader {
  // Made at the first read, so an answer that is not a stream can still be read as JSON.
  let reader: ReadableStreamDefaultReader<EventSourceMessage> | null = null;
  const open = () => {
    if (!response.body) throw new Error('the answer has no body');
    return (reader ??= response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader());
  };
  let pending: Promise<ReadableStreamReadResult<EventSourceMessage>> | null = null;
  const read = () => (pending ??= open().read());
  /** The read, or `timedOut` when it takes longer than `ms` (the read stays pending for the next call). */
  const within = <T>(promise: Promise<T>, ms: number, timedOut: T | Error) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<T>((resolve, reject) => {
      timer = setTimeout(() => (timedOut instanceof Error ? reject(timedOut) : resolve(timedOut)), ms);
    });
    return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
  };
  return {
    async next(ms = 2000) {
      const result = await within(read(), ms, new Error(`no event within ${ms} ms`));
      pending = null;
      if (result.done) throw new Error('the stream ended');
      const event = JSON.parse(result.value.data) as LiveEvent;
      if (result.value.event !== event.type) throw new Error(`event "${result.value.event}" carries a ${event.type}`);
      return event;
    },
    async quiet(ms) {
      return !(await within(read().then(() => true), ms, false));
    },
    async close() {
      await (reader ?? response.body)?.cancel().catch(() => undefined);
    },
  };
}
