/**
 * The mock over HTTP (`npm run mock:server`), on Node's own http server: an outer boundary that no
 * request gets past without an answer (decision 014). Before a handler runs, the request line,
 * target, method, body size and content type are checked here, each refusal a 4xx JSON answer with
 * a `message`; a handler that throws anyway answers 500 and the process keeps serving. An event
 * stream (GET /events) is written out as it comes, and ends for the handler when the client leaves.
 */
import { once } from 'node:events';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { CLIENT_ADDRESS_HEADER } from '../domain/throttle';
import { http as words } from '../i18n/en';
import { languageOfHeader, type ServerLanguage } from '../i18n/language';
import { operations } from './operations';
import { ARABIC_LOCALE, say, translate } from './wording';

export interface HttpServerOptions {
  /** Largest request body accepted, in bytes (a logo as a data URL is the largest legitimate one). */
  bodyLimit?: number;
  /** A request whose headers and body have not arrived within this many ms answers 408. */
  requestTimeoutMs?: number;
  /** How often Node looks for requests past their timeout (default 30 s; tests use less). */
  timeoutCheckMs?: number;
}

/** 2 MB: the largest legitimate body, a profile with a 1 MB logo, is about 1.4 MB as a data URL. */
export const DEFAULT_BODY_LIMIT = 2 * 1024 * 1024;
/** Requests are resolved against this origin, never against the caller's Host header. */
const ORIGIN = 'http://corridor-mock.local';

type Method = (typeof operations)[number]['method'];

/** The contract's paths, with `{name}` parameters as patterns, and the methods each one has. */
const routes = (() => {
  const byPath = new Map<string, Set<Method>>();
  for (const operation of operations) {
    const methods = byPath.get(operation.path) ?? new Set<Method>();
    methods.add(operation.method);
    byPath.set(operation.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/]+?\}/g, '[^/]+')}$`),
    methods: [...methods],
  }));
})();

const routeFor = (pathname: string) => routes.find((route) => route.pattern.test(pathname));

/** The refusals of this boundary, in English unless a language is given (the catalogue: mocks/i18n/en/http.ts). */
export const httpMessages = {
  badTarget: words.badTarget,
  notFound: (method: string, path: string, language: ServerLanguage = 'en') => say(language, (c) => c.http.noRoute, { method, path }),
  methodNotAllowed: (method: string, allowed: string[], language: ServerLanguage = 'en') =>
    say(language, (c) => c.http.methodNotAllowed, {
      method,
      allowed: language === 'en' ? allowed.join(' or ') : new Intl.ListFormat(ARABIC_LOCALE, { type: 'disjunction' }).format(allowed),
    }),
  tooLarge: (limit: number, language: ServerLanguage = 'en') => say(language, (c) => c.http.tooLarge, { kb: Math.round(limit / 1024) }),
  notJson: words.notJson,
  timeout: words.timeout,
  internal: words.internal,
} as const;

/** The language a raw request asks for (its Accept-Language; English without one). */
const languageOf = (req: IncomingMessage): ServerLanguage => languageOfHeader(req.headers['accept-language']);

function send(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}, language: ServerLanguage = 'en'): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ message: translate(message, language) });
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

class RequestRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the body up to `limit` bytes; a larger one is refused without reading the rest. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  const tooLarge = () => new RequestRefused(413, httpMessages.tooLarge(limit, languageOf(req)));
  if (declared > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on('data', (part: Buffer) => {
      size += part.length;
      if (size > limit) {
        reject(tooLarge());
        req.pause();
        return;
      }
      parts.push(part);
    });
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

function parseTarget(target: string): URL | null {
  try {
    return new URL(target, ORIGIN);
  } catch {
    return null;
  }
}

const isJson = (contentType: string | undefined) => !!contentType && /^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim());

async function answer(req: IncomingMessage, res: ServerResponse, handlers: RequestHandler[], bodyLimit: number): Promise<void> {
  const url = parseTarget(req.url ?? '');
  const language = languageOf(req);
  // Only origin-form targets ("/path?query"): "//[", "http://elsewhere/…" and "*" are not requests for this API.
  if (!url || url.origin !== ORIGIN || !req.url?.startsWith('/') || req.url.startsWith('//')) {
    send(res, 400, httpMessages.badTarget, {}, language);
    return;
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const route = routeFor(url.pathname);
  if (!route) {
    send(res, 404, httpMessages.notFound(method, url.pathname, language));
    return;
  }
  if (!route.methods.includes(method as Method)) {
    send(res, 405, httpMessages.methodNotAllowed(method, route.methods, language), { Allow: route.methods.join(', ') });
    return;
  }
  const body = method === 'GET' ? Buffer.alloc(0) : await readBody(req, bodyLimit);
  if (body.length > 0 && !isJson(req.headers['content-type'])) {
    send(res, 415, httpMessages.notJson, {}, language);
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'host' || name === CLIENT_ADDRESS_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Who is calling, for the throttles: the socket's address, never a header the caller could set.
  headers.set(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress ?? 'unknown');
  // The request is aborted when the client goes away, so a handler still at work can stop.
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  const request = new Request(new URL(url.pathname + url.search, ORIGIN), {
    method,
    headers,
    body: method === 'GET' ? undefined : new Uint8Array(body),
    signal: gone.signal,
  });
  const response = await getResponse(handlers, request, { baseUrl: ORIGIN });
  if (!response) {
    send(res, 404, httpMessages.notFound(method, url.pathname, language));
    return;
  }
  const outHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    outHeaders[name] = value;
  });
  if (isEventStream(response)) {
    await stream(response, outHeaders, res);
    return;
  }
  const out = Buffer.from(await response.arrayBuffer());
  outHeaders['content-length'] = String(out.length);
  res.writeHead(response.status, outHeaders);
  res.end(out);
}

const isEventStream = (response: Response) => /^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '');

/**
 * Writes a streamed answer as it comes: the head at once, then each chunk as the handler produces
 * it (chunked encoding, no length). When the client leaves, the body is cancelled, which tells the
 * handler; a stream is never cut by the request timeout, which only covers the request's arrival.
 */
async function stream(response: Response, headers: Record<string, string>, res: ServerResponse): Promise<void> {
  delete headers['content-length'];
  res.writeHead(response.status, headers);
  res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const closed = new Promise<'closed'>((resolve) => res.once('close', () => resolve('closed')));
  void closed.then(() => reader.cancel().catch(() => undefined));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      // A slow reader: wait until what was written has gone out (or the client has left).
      if (!res.write(value) && (await Promise.race([once(res, 'drain'), closed])) === 'closed') break;
    }
    res.end();
  } catch {
    // The handler's stream failed (or was aborted as the client left): close the connection.
    res.destroy();
  }
}

/** The mock's HTTP server: never down, whatever arrives. */
export function createMockHttpServer(handlers: RequestHandler[], options: HttpServerOptions = {}): Server {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const server = createHttpServer({ requestTimeout: options.requestTimeoutMs ?? 15_000, connectionsCheckingInterval: options.timeoutCheckMs ?? 30_000 }, (req, res) => {
    answer(req, res, handlers, bodyLimit).catch((error: unknown) => {
      if (error instanceof RequestRefused) {
        send(res, error.status, error.message, { Connection: 'close' });
        return;
      }
      console.error('mock server: a handler failed', error);
      send(res, 500, httpMessages.internal, {}, languageOf(req));
    });
  });
  // A request Node cannot even parse (a bad request line or header) gets a JSON 400, not a reset;
  // its headers are not known, so it is answered in English.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const message =
      status === 408 ? httpMessages.timeout : status === 431 ? words.headersTooLarge : words.notHttp;
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
