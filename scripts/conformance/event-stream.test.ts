import { describe, expect, it } from 'vitest';
import { firstEvent } from './event-stream';
import { checkResponse } from './validator';

/** A stream that sends `text` and then stays open, as a live stream does; `cancelled` tells whether the reader left. */
function openStream(text: string) {
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }), state };
}

describe('an event stream in the conformance kit', () => {
  it('is read up to its first event and then cancelled, never to its end', async () => {
    const { response, state } = openStream('event: ready\ndata: {"type":"ready"}\n\n: keep-alive\n\n');
    expect(await checkResponse('openEventStream', response)).toEqual([]);
    expect(state.cancelled).toBe(true);
  });

  it('reads an event split across chunks, and says what it read', async () => {
    const parts = ['event: notifi', 'cation\ndata: {"type":"notification",', '"unread":3,"latestAt":null}\n', '\n'];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts.shift();
        if (part) controller.enqueue(new TextEncoder().encode(part));
      },
    });
    const read = await firstEvent(new Response(body));
    expect(read.event).toMatchObject({ event: 'notification', data: '{"type":"notification","unread":3,"latestAt":null}' });
    expect(read.text).toBe('event: notification\ndata: {"type":"notification","unread":3,"latestAt":null}\n\n');
  });

  it('catches a first event that is not a LiveEvent, one named otherwise than its type, and a stream without one', async () => {
    const unknown = await checkResponse('openEventStream', openStream('event: ready\ndata: {"type":"hello"}\n\n').response);
    expect(unknown).toContain('openEventStream 200 text/event-stream: first event (data) must match exactly one schema in oneOf');
    expect(await checkResponse('openEventStream', openStream('event: message\ndata: {"type":"ready"}\n\n').response)).toEqual([
      'openEventStream 200 text/event-stream: the first event is named "message" but its type is "ready"',
    ]);
    expect(await checkResponse('openEventStream', openStream('event: ready\ndata: not json\n\n').response)).toEqual([
      "openEventStream 200 text/event-stream: the first event's data is not JSON",
    ]);
    const ended = new Response(': only a comment\n\n', { headers: { 'Content-Type': 'text/event-stream' } });
    expect(await checkResponse('openEventStream', ended)).toEqual(['openEventStream 200 text/event-stream: no event arrived']);
  });

  it('catches a stream answered as JSON', async () => {
    expect(await checkResponse('openEventStream', Response.json({ type: 'ready' }))).toEqual([
      'openEventStream 200: content type "application/json" is not documented',
    ]);
  });
});
