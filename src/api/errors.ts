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

/** One field the server refused: its path in the body and why (the contract's ValidationError). */
export interface ServerFieldError {
  path: string;
  message: string;
}

/**
 * The fields a 400 answer refused, limited to the form's own field names, so a form can show each
 * message on its field (aria-invalid) instead of one banner that names no field.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): Array<ServerFieldError & { path: F }> {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const body = error.body as { errors?: unknown } | null;
  if (!body || typeof body !== 'object' || !Array.isArray(body.errors)) return [];
  const out: Array<ServerFieldError & { path: F }> = [];
  for (const item of body.errors as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string' || !message.trim()) continue;
    const field = path.split('.')[0] as F;
    if (fields.includes(field) && !out.some((e) => e.path === field)) out.push({ path: field, message });
  }
  return out;
}
