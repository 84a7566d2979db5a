/** The server answered with a status the caller did not expect. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The request never reached the server (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/** The `message` of an error body, whether the server sent JSON `{ message }` or plain text. */
export function messageOf(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/** A user-facing message: the server's when it gave one, else the screen's fallback. */
export function userMessage(error: unknown, fallback: string, networkFallback = fallback): string {
  if (error instanceof NetworkError) return networkFallback;
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}
