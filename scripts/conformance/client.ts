/** The kit's only way to the host: counts every request and stops at the bounds it was given. */
import { firstEvent, isEventStream } from './event-stream';

export class BoundReached extends Error {}

export interface Bounds {
  maxRequests: number;
  deadline: number;
}

export interface Sent {
  status: number;
  contentType: string;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  response: Response;
}

export class HostClient {
  requests = 0;

  constructor(
    readonly baseUrl: string,
    private readonly bounds: Bounds,
  ) {}

  /** Sends a request; `body` as a string is sent as it is (malformed JSON), anything else as JSON. */
  async send(method: string, path: string, options: { body?: unknown; token?: string; authorization?: string } = {}): Promise<Sent> {
    if (this.requests >= this.bounds.maxRequests) throw new BoundReached(`the bound of ${this.bounds.maxRequests} requests was reached`);
    if (Date.now() >= this.bounds.deadline) throw new BoundReached('the time bound was reached');
    this.requests += 1;
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const authorization = options.authorization ?? (options.token ? `Bearer ${options.token}` : undefined);
    if (authorization) headers.Authorization = authorization;
    // Joined, not resolved: a base URL with a path (https://api.example.com/v1) keeps its prefix.
    const response = await fetch(`${this.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
    if (isEventStream(response.headers.get('content-type'))) {
      // A stream never ends: keep its beginning up to the first event, as an answer the checks can read.
      const { text } = await firstEvent(response);
      const kept = new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
      return { status: response.status, contentType: 'text/event-stream', text, json: undefined, response: kept };
    }
    const text = await response.clone().text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, contentType: (response.headers.get('content-type') ?? '').split(';')[0]!.trim(), text, json, response };
  }
}
