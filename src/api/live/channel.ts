import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { components } from '../schema';
import type { OpenedStream } from './open-event-stream';
import type { LiveStatus } from './status';

export type LiveEvent = components['schemas']['LiveEvent'];

/** Waits before each reconnection: 1 s, 2 s, 5 s, 10 s, then every 30 s (back to the start once open). */
export const RECONNECT_DELAYS_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 30_000];

const EVENT_TYPES = new Set<string>(['message', 'read', 'meeting', 'notification', 'ready']);

export interface LiveChannelOptions {
  /** Opens GET /events (the API client's call; tests hand in a fake). */
  open: (signal: AbortSignal) => Promise<OpenedStream>;
  /** Each event, in order; `connectedAt` is when the stream that carried it was asked for. */
  onEvent: (event: LiveEvent, connectedAt: number) => void;
  onStatus?: (status: LiveStatus) => void;
  delays?: readonly number[];
}

/**
 * The app's one live channel: opens the caller's event stream, hands each event on, and reconnects
 * with backoff when the network fails or the stream ends. A 401 stops it (the session is over);
 * so does stop() (signed out, or another account signed in).
 */
export class LiveChannel {
  readonly #options: LiveChannelOptions;
  #running = false;
  #attempt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #connection: AbortController | null = null;

  constructor(options: LiveChannelOptions) {
    this.#options = options;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#attempt = 0;
    void this.#connect();
  }

  stop(): void {
    this.#running = false;
    clearTimeout(this.#timer);
    this.#connection?.abort();
    this.#connection = null;
    this.#options.onStatus?.('offline');
  }

  async #connect(): Promise<void> {
    const connection = new AbortController();
    this.#connection = connection;
    const connectedAt = Date.now();
    this.#options.onStatus?.('connecting');
    try {
      const opened = await this.#options.open(connection.signal);
      if (opened.status === 401) {
        if (!connection.signal.aborted) this.stop();
        return;
      }
      if (opened.body) await this.#read(opened.body, connectedAt, connection.signal);
    } catch {
      // A network failure, or the stream broke off: try again below.
    }
    if (!this.#running || connection.signal.aborted) return;
    this.#options.onStatus?.('offline');
    const delays = this.#options.delays ?? RECONNECT_DELAYS_MS;
    const delay = delays[Math.min(this.#attempt, delays.length - 1)] ?? 30_000;
    this.#attempt += 1;
    this.#timer = setTimeout(() => void this.#connect(), delay);
  }

  /** Reads events until the stream ends (resolves) or breaks (throws). */
  async #read(body: ReadableStream<Uint8Array>, connectedAt: number, signal: AbortSignal): Promise<void> {
    const reader = body.getReader();
    const leave = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', leave, { once: true });
    const decoder = new TextDecoder();
    const parser = createParser({ onEvent: (message) => this.#handle(message, connectedAt) });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || signal.aborted) return;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } finally {
      signal.removeEventListener('abort', leave);
    }
  }

  #handle(message: EventSourceMessage, connectedAt: number): void {
    const event = parse(message.data);
    if (!this.#running || !event || event.type !== message.event) return;
    if (event.type === 'ready') {
      this.#attempt = 0;
      this.#options.onStatus?.('open');
    }
    try {
      this.#options.onEvent(event, connectedAt);
    } catch (error) {
      // A fault in what an event does is a bug to see, not a reason to drop the connection.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

/** One event's data, or null when it is not an event this app knows (a newer server's, say). */
function parse(data: string): LiveEvent | null {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && EVENT_TYPES.has(String((value as { type?: unknown }).type)) ? (value as LiveEvent) : null;
  } catch {
    return null;
  }
}
