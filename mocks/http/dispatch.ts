import { getResponse, http, HttpHandler, type RequestHandler } from 'msw';

type Sieve = (method: string, url: string) => boolean;
const always: Sieve = () => true;

/**
 * Whether an HTTP handler could take a request, loosely: its method, and a form of its path looser
 * than MSW's own (path-to-regexp: `*` any text, `:name` one segment, a trailing slash allowed, any
 * case), so it never turns away a request the handler would take. A path it cannot read lets all in.
 */
function sieveOf(handler: RequestHandler): Sieve {
  if (!(handler instanceof HttpHandler)) return always;
  const { method, path } = handler.info;
  if (typeof path !== 'string' || /[(){}?+]/.test(path)) return always;
  const pattern = path
    .split(/(\*|:\w+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.\\^$|[\]]/g, '\\$&')))
    .join('');
  const url = new RegExp(`^${pattern}/?$`, 'i');
  const exactMethod = typeof method === 'string' ? method.toUpperCase() : null;
  return (requestMethod, requestUrl) => (exactMethod === null || exactMethod === requestMethod.toUpperCase()) && url.test(requestUrl);
}

/** The handlers that could take a request, in their order (what `dispatchTo` hands MSW). */
export function sifter(handlers: RequestHandler[]): (method: string, url: string) => RequestHandler[] {
  let sieves: Array<{ handler: RequestHandler; sieve: Sieve }> | null = null;
  return (method, url) => {
    sieves ??= handlers.map((handler) => ({ handler, sieve: sieveOf(handler) }));
    const bare = url.replace(/[?#].*$/, '');
    return sieves.filter(({ sieve }) => sieve(method, bare)).map(({ handler }) => handler);
  };
}

/**
 * One handler that answers for `handlers`: MSW tries handlers one by one, and each try reads the
 * page's cookies (a synchronous call into the browser) and matches the path, so a request for a
 * late operation cost ~90 tries (70–90 ms of a demo dashboard's requests, issue 16). This one hands
 * MSW only the handlers that could take the request, in their order, so the same handler answers.
 */
export function dispatchTo(handlers: RequestHandler[]): RequestHandler {
  const candidates = sifter(handlers);
  return http.all('*', ({ request }) => getResponse(candidates(request.method, request.url), request));
}
