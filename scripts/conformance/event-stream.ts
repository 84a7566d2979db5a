/**
 * A `text/event-stream` answer never ends by itself, so the kit reads one up to its first event and
 * then cancels it: never waiting for the end, never leaving a stream open on the host.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export const isEventStream = (contentType: string | null | undefined): boolean =>
  /^text\/event-stream\b/i.test((contentType ?? '').trim());

export interface FirstEvent {
  /** The bytes read, as text: the stream's beginning up to the end of its first event. */
  text: string;
  /** The first event, or null when the stream ended (or the time ran out) before one arrived. */
  event: EventSourceMessage | null;
}

/** Reads the body up to its first complete event (at most `ms`), then cancels it. */
export async function firstEvent(response: Response, ms = 10_000): Promise<FirstEvent> {
  let text = '';
  let event: EventSourceMessage | null = null;
  const body = response.body;
  if (!body) return { text, event };
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createParser({
    onEvent: (message) => {
      event ??= message;
    },
  });
  const timer = setTimeout(() => void reader.cancel().catch(() => undefined), ms);
  try {
    while (!event) {
      const { done, value } = await reader.read();
      if (done) break;
      const part = decoder.decode(value, { stream: true });
      text += part;
      parser.feed(part);
    }
  } catch {
    // The host dropped the connection: what was read is what there is.
  } finally {
    clearTimeout(timer);
    // Not awaited: a teed body (a clone was made) settles its cancel only once every branch is cancelled.
    void reader.cancel().catch(() => undefined);
  }
  return { text, event };
}
