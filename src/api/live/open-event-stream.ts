import { api } from '../client';

export interface OpenedStream {
  status: number;
  /** The event stream (a 200 answer's body), else null. */
  body: ReadableStream<Uint8Array> | null;
}

/**
 * GET /events (extension): the caller's live events as Server-Sent Events, through the API client
 * (base URL, bearer token, and in mock mode the wait for the mock to start).
 */
export async function openEventStream(signal: AbortSignal): Promise<OpenedStream> {
  const { data, response } = await api.GET('/events', { parseAs: 'stream', signal, headers: { Accept: 'text/event-stream' } });
  const streamed = response.ok && /^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '');
  if (!streamed) void data?.cancel().catch(() => undefined);
  return { status: response.status, body: streamed ? (data ?? null) : null };
}
