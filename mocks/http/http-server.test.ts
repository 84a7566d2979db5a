import { connect, type AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initDb } from '../db';
import { startMockServerProcess, type MockServerProcess } from '../test/server-process';
import { handlers } from '../handlers';
import { createMockHttpServer, httpMessages } from './http-server';

/** Sends raw bytes and returns what came back before the server closed or `ms` passed. */
function raw(port: number, request: string | Buffer, ms = 4000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const parts: Buffer[] = [];
    const done = () => {
      socket.destroy();
      resolve(Buffer.concat(parts).toString('latin1'));
    };
    socket.setTimeout(ms, done);
    socket.on('data', (part) => parts.push(part));
    socket.on('end', done);
    socket.on('error', done);
    socket.on('connect', () => socket.write(request));
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { message?: string };

function request(method: string, target: string, options: { host?: string | null; type?: string; body?: string } = {}) {
  const body = options.body ?? '';
  const lines = [`${method} ${target} HTTP/1.1`];
  if (options.host !== null) lines.push(`Host: ${options.host ?? '127.0.0.1'}`);
  if (options.type) lines.push(`Content-Type: ${options.type}`);
  if (body || method === 'POST' || method === 'PUT') lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  lines.push('Connection: close');
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

describe('the HTTP server in front of the handlers', () => {
  let port = 0;
  let close = () => {};

  beforeAll(async () => {
    await initDb();
    const server = createMockHttpServer(handlers, { bodyLimit: 64 * 1024, requestTimeoutMs: 2000 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  const login = JSON.stringify({ email: 'demo.foreign@corridor.test', password: 'corridor-demo' });

  it('answers a method the path does not have with 405, Allow and a message (TRACE included)', async () => {
    for (const method of ['TRACE', 'DELETE', 'GET', 'OPTIONS']) {
      const answer = await raw(port, request(method, '/login'));
      expect(statusOf(answer)).toBe(405);
      expect(answer).toMatch(/\r\nallow: POST\r\n/i);
      expect(bodyOf(answer).message).toBe(httpMessages.methodNotAllowed(method, ['POST']));
    }
  });

  it('answers a malformed Host header and an odd request target with a 4xx JSON message', async () => {
    const badHost = await raw(port, request('POST', '/login', { host: 'a b', type: 'application/json', body: login }));
    expect(statusOf(badHost)).toBeLessThan(500);
    for (const target of ['//[', '//evil.example/login', 'http://elsewhere/login', '*']) {
      const answer = await raw(port, request('GET', target));
      expect(statusOf(answer)).toBeGreaterThanOrEqual(400);
      expect(statusOf(answer)).toBeLessThan(500);
    }
    expect(bodyOf(await raw(port, request('GET', '//[')))).toEqual({ message: httpMessages.badTarget });
  });

  it('serves an agreement over HTTP with the same SHA-256 the browser and the tests compute', async () => {
    const { createHash } = await import('node:crypto');
    const signedIn = await raw(port, request('POST', '/login', { type: 'application/json', body: login }));
    const token = (JSON.parse(signedIn.slice(signedIn.indexOf('\r\n\r\n') + 4)) as { token: string }).token;
    const answer = await fetch(`http://127.0.0.1:${port}/agreement/ctr_0002/versions/1`, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    const bytes = Buffer.from(await answer.arrayBuffer());
    const digest = createHash('sha256').update(bytes).digest('hex');
    expect(answer.headers.get('x-agreement-digest')).toBe(digest);
    const verified = await fetch(`http://127.0.0.1:${port}/verify/${digest}`);
    expect(((await verified.json()) as { reference: string }).reference).toBe('ctr_0002');
  });

  it('answers an unknown path with 404 and a message', async () => {
    const answer = await raw(port, request('GET', '/no/such/thing'));
    expect(statusOf(answer)).toBe(404);
    expect(bodyOf(answer).message).toBe(httpMessages.notFound('GET', '/no/such/thing'));
  });

  it('answers its own refusals in the language the request asks for', async () => {
    const ask = async (method: string, path: string, init: RequestInit = {}) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, ...init, headers: { 'Accept-Language': 'ar-AE,ar;q=0.9', ...init.headers } });
      return { status: response.status, message: ((await response.json()) as { message: string }).message };
    };
    expect(await ask('GET', '/no/such/thing')).toEqual({ status: 404, message: 'لا توجد العملية GET /no/such/thing في واجهة Corridor البرمجية.' });
    expect(await ask('DELETE', '/notifications/preferences')).toEqual({ status: 405, message: 'الطريقة DELETE غير مسموح بها هنا. استخدم GET أو PUT.' });
    expect(await ask('POST', '/login', { body: 'email=x', headers: { 'Content-Type': 'text/plain' } })).toEqual({
      status: 415,
      message: 'يجب أن يكون نص الطلب بصيغة JSON (Content-Type: application/json).',
    });
    expect(await ask('POST', '/login', { body: '{', headers: { 'Content-Type': 'application/json' } })).toEqual({ status: 400, message: 'يجب أن يكون نص الطلب بصيغة JSON صحيحة.' });
  });

  it('refuses a body over the limit with 413, and a non-JSON body with 415', async () => {
    const huge = JSON.stringify({ email: 'x@y.se', password: 'x'.repeat(70 * 1024) });
    const tooLarge = await raw(port, request('POST', '/login', { type: 'application/json', body: huge }));
    expect(statusOf(tooLarge)).toBe(413);
    expect(bodyOf(tooLarge).message).toBe(httpMessages.tooLarge(64 * 1024));
    const text = await raw(port, request('POST', '/login', { type: 'text/plain', body: 'email=x' }));
    expect(statusOf(text)).toBe(415);
    expect(bodyOf(text).message).toBe(httpMessages.notJson);
  });

  it('answers invalid JSON with the handler’s 400, and still serves the next request', async () => {
    const broken = await raw(port, request('POST', '/send-code', { type: 'application/json', body: '{"email":' }));
    expect(statusOf(broken)).toBe(400);
    const ok = await raw(port, request('POST', '/login', { type: 'application/json', body: login }));
    expect(statusOf(ok)).toBe(200);
  });

  it('answers a request that is not HTTP at all with a JSON 400', async () => {
    const answer = await raw(port, 'HELLO THERE\r\n\r\n');
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer).message).toBe('The request is not valid HTTP.');
  });
});

/** A seeded, bounded storm of generated raw requests at a real `npm run mock:server` process. */
describe('npm run mock:server under random raw HTTP', () => {
  const SEED = 20261124;
  const RUNS = 1500;
  let server: MockServerProcess;

  beforeAll(async () => {
    server = await startMockServerProcess({ MOCK_BODY_LIMIT: String(256 * 1024), MOCK_LOGIN_ATTEMPTS: '100000', MOCK_CODE_REQUESTS: '100000' });
  }, 90_000);

  afterAll(() => server?.stop());

  const methods = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'HEAD', 'TRACK', 'FOO', 'G\tET');
  const targets = fc.oneof(
    fc.constantFrom('/login', '/send-code', '/addUser', '/adminPanel', '/adminPanel/reject/usr_1', '/SingleContract', '/foreign/add', '/MileStones'),
    fc.constantFrom('//[', '/%', '/%zz', '/..%2f..', '*', 'http://x/login', '/login?x=%', '/login#frag', '/' + 'a'.repeat(9000)),
    fc.string({ minLength: 1, maxLength: 40 }).map((text) => `/${encodeURIComponent(text)}`),
  );
  const hosts = fc.constantFrom('127.0.0.1', 'a b', '', '[::1', 'x'.repeat(300), null);
  const types = fc.constantFrom(undefined, 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-8', '');
  const bodies = fc.oneof(
    fc.constant(''),
    fc.json(),
    fc.string({ maxLength: 200 }),
    fc.constantFrom('{', '{"email":', 'null', '[]', '"x"', '{"email":"admin@corridor.test","password":"x"}'),
    fc.nat({ max: 400 * 1024 }).map((size) => JSON.stringify({ pad: 'x'.repeat(size) })),
  );
  const requests = fc.record({ method: methods, target: targets, host: hosts, type: types, body: bodies });

  it(`answers ${RUNS} generated requests without a 5xx and keeps serving (seed ${SEED})`, async () => {
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(requests, async ({ method, target, host, type, body }) => {
        const answer = await raw(server.port, request(method, target, { host, type: type ?? undefined, body }));
        const status = statusOf(answer);
        // Every request gets an HTTP answer (Node answers what it cannot parse with its own 400).
        expect(status).toBeGreaterThanOrEqual(200);
        expect(status).toBeLessThan(500);
        answered += 1;
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(answered).toBe(RUNS);
    expect(server.exitCode()).toBeNull();
    const ok = await raw(
      server.port,
      request('POST', '/login', { type: 'application/json', body: JSON.stringify({ email: 'demo.local@corridor.test', password: 'corridor-demo' }) }),
    );
    expect(statusOf(ok)).toBe(200);
  }, 240_000);
});
