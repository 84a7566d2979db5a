import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveChannel, RECONNECT_DELAYS_MS, type LiveEvent } from './channel';
import type { OpenedStream } from './open-event-stream';
import type { LiveStatus } from './status';

/** A stream the test writes to: frames as a server sends them, then an end or a failure. */
function serverStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return {
    body,
    state,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    event: (event: LiveEvent) => controller.enqueue(encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
  };
}

/** A channel whose every connection is answered by the next of `answers` (a stream, a status, or a failure). */
function channelWith(answers: Array<ReturnType<typeof serverStream> | number | 'network-error'>) {
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  const signals: AbortSignal[] = [];
  const open = vi.fn(async (signal: AbortSignal): Promise<OpenedStream> => {
    signals.push(signal);
    const answer = answers.shift() ?? 'network-error';
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (typeof answer === 'number') return { status: answer, body: null };
    return { status: 200, body: answer.body };
  });
  const channel = new LiveChannel({ open, onEvent: (event) => events.push(event), onStatus: (status) => statuses.push(status) });
  return { channel, open, events, statuses, signals };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live channel', () => {
  it('hands on each event in order, and is open once the server says ready', async () => {
    const stream = serverStream();
    const { channel, events, statuses } = channelWith([stream]);
    channel.start();
    await flush();
    expect(statuses).toEqual(['connecting']);
    stream.event({ type: 'ready' });
    // One event split over two chunks, a keep-alive comment, one whose name is not its type, an unknown one.
    stream.send('event: notification\ndata: {"type":"notifi');
    stream.send('cation","unread":2,"latestAt":null}\n\n: keep-alive\n\n');
    stream.send('event: message\ndata: {"type":"ready"}\n\nevent: typing\ndata: {"type":"typing"}\n\n');
    await flush();
    expect(statuses).toEqual(['connecting', 'open']);
    expect(events).toEqual([{ type: 'ready' }, { type: 'notification', unread: 2, latestAt: null }]);
    channel.stop();
  });

  it('reconnects after a network error with backoff: 1 s, 2 s, 5 s, 10 s, then every 30 s', async () => {
    const { channel, open, statuses } = channelWith([]);
    channel.start();
    await flush();
    expect(open).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('offline');
    const waits = [...RECONNECT_DELAYS_MS, 30_000];
    expect(waits).toEqual([1_000, 2_000, 5_000, 10_000, 30_000, 30_000]);
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(open).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(open).toHaveBeenCalledTimes(index + 2);
    }
    channel.stop();
  });

  it('reconnects when the stream ends or breaks, starting the backoff again once it was open', async () => {
    const first = serverStream();
    const second = serverStream();
    const { channel, open, events } = channelWith(['network-error', 'network-error', first, second]);
    channel.start();
    await vi.advanceTimersByTimeAsync(1_000 + 2_000);
    expect(open).toHaveBeenCalledTimes(3);
    first.event({ type: 'ready' });
    await flush();
    first.end();
    // Open once, so the first wait again: 1 s.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(open).toHaveBeenCalledTimes(4);
    second.event({ type: 'ready' });
    await flush();
    second.fail();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(open).toHaveBeenCalledTimes(5);
    expect(events).toEqual([{ type: 'ready' }, { type: 'ready' }]);
    channel.stop();
  });

  it('stops for good on a 401: the session is over', async () => {
    const { channel, open, statuses } = channelWith([401]);
    channel.start();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(open).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'offline']);
  });

  it('retries on another refusal (a server error), so a designer sees the fallback and then the recovery', async () => {
    const stream = serverStream();
    const { channel, open, statuses } = channelWith([500, stream]);
    channel.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(open).toHaveBeenCalledTimes(2);
    stream.event({ type: 'ready' });
    await flush();
    expect(statuses).toEqual(['connecting', 'offline', 'connecting', 'open']);
    channel.stop();
  });

  it('leaves when stopped: the request is aborted, the stream cancelled, and nothing reconnects', async () => {
    const stream = serverStream();
    const { channel, open, statuses, signals } = channelWith([stream]);
    channel.start();
    stream.event({ type: 'ready' });
    await flush();
    channel.stop();
    await flush();
    expect(signals[0]!.aborted).toBe(true);
    expect(stream.state.cancelled).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(open).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('offline');
  });
});
