/**
 * The conformance kit passes against the mock, and catches a faulty host: one that answers 500 to bad
 * input, one that answers 200 instead of 201 to a fetch, one whose answer misses a required field, and
 * one that serves another party's contract. Each faulty host is the mock behind a small proxy that
 * breaks one thing.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initDb } from '../../mocks/db';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../mocks/db/seed/demo-accounts';
import { handlers } from '../../mocks/handlers';
import { createMockHttpServer } from '../../mocks/http/http-server';
import { initScenarios } from '../../mocks/http/scenarios';
import { junitXml } from './report';
import { runConformance } from './run';

interface Answer {
  status: number;
  contentType: string;
  text: string;
}
type Fault = (request: { method: string; path: string; headers: Record<string, string>; body: string }, answer: Answer, upstream: string) => Promise<Answer>;

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

let mockUrl = '';
const servers: Server[] = [];

async function forward(upstream: string, method: string, path: string, headers: Record<string, string>, body: string): Promise<Answer> {
  const response = await fetch(upstream + path, { method, headers, body: method === 'GET' || body === '' ? undefined : body });
  return { status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', text: await response.text() };
}

/** The event stream passes through a faulty host as it comes (the faults are about JSON answers). */
async function pipeStream(upstream: string, path: string, headers: Record<string, string>, res: ServerResponse): Promise<void> {
  const leave = new AbortController();
  res.on('close', () => leave.abort());
  try {
    const answer = await fetch(upstream + path, { headers, signal: leave.signal });
    res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' });
    const reader = answer.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) res.write(part.value);
  } catch {
    // The client left (the abort ends the read) or the mock went away.
  }
  res.end();
}

/** The mock behind a proxy that breaks one thing. */
async function faultyHost(fault: Fault): Promise<string> {
  const proxy = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const body = Buffer.concat(parts).toString();
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'content-type']) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
      if (req.url?.split('?')[0] === '/events') {
        void pipeStream(mockUrl, req.url, headers, res);
        return;
      }
      const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers, body };
      void forward(mockUrl, request.method, request.path, headers, body)
        .then((answer) => fault(request, answer, mockUrl))
        .then((answer) => {
          res.writeHead(answer.status, { 'Content-Type': answer.contentType });
          res.end(answer.text);
        });
    });
  });
  servers.push(proxy);
  return listen(proxy);
}

const failures = (run: Awaited<ReturnType<typeof runConformance>>) =>
  run.results.outcomes.filter((outcome) => outcome.status === 'fail').map((outcome) => `${outcome.check} ${outcome.operationId} ${outcome.name}: ${outcome.detail}`);

beforeAll(async () => {
  await initDb();
  initScenarios(null);
  const mock = createMockHttpServer(handlers);
  servers.push(mock);
  mockUrl = await listen(mock);
});
afterAll(() => {
  for (const server of servers) server.close();
});

describe('the conformance kit', () => {
  it('passes against the mock, every check, within its bounds', async () => {
    const run = await runConformance({ baseUrl: mockUrl, seed: 20261125, resettable: true });
    expect(failures(run)).toEqual([]);
    const checks = new Set(run.results.outcomes.filter((outcome) => outcome.status === 'pass').map((outcome) => outcome.check));
    expect([...checks].sort()).toEqual(['authentication', 'data safety', 'negative data', 'positive', 'roles', 'stateful']);
    expect(run.requests).toBeLessThanOrEqual(2000);
    const xml = junitXml(run.results.outcomes, run.seconds);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="conformance" tests="\d+" failures="0"/);
  }, 120_000);

  it('catches a host that answers 500 to bad input', async () => {
    const host = await faultyHost(async (_request, answer) => (answer.status === 400 ? { ...answer, status: 500, text: '{"message":"boom"}' } : answer));
    const run = await runConformance({ baseUrl: host, seed: 1, only: ['addMilestone'], resettable: true });
    expect(failures(run).some((line) => /^negative data addMilestone .*got 500: a server error instead of a refusal/.test(line))).toBe(true);
  }, 60_000);

  it('catches a host that answers 200 instead of 201 to a fetch', async () => {
    const host = await faultyHost(async (request, answer) =>
      request.path === '/foreign-dashboard/profile' && answer.status === 201 ? { ...answer, status: 200 } : answer,
    );
    const run = await runConformance({ baseUrl: host, seed: 1, only: ['getForeignDashboardProfile'], resettable: true });
    expect(failures(run)).toEqual([expect.stringMatching(/^positive getForeignDashboardProfile .*status 200 is not documented/)]);
  }, 60_000);

  it('catches a host whose answer misses a required field', async () => {
    const host = await faultyHost(async (request, answer) => {
      if (request.path !== '/MileStones' || answer.status >= 300) return answer;
      const { tasks: _dropped, ...rest } = JSON.parse(answer.text) as Record<string, unknown>;
      return { ...answer, text: JSON.stringify(rest) };
    });
    const run = await runConformance({ baseUrl: host, seed: 1, only: ['listMilestones'], resettable: true });
    expect(failures(run)).toEqual([expect.stringMatching(/^positive listMilestones .*must have required property 'tasks'/)]);
  }, 60_000);

  it('catches a host that serves another party’s contract', async () => {
    let adminToken = '';
    const host = await faultyHost(async (request, answer, upstream) => {
      if (!['/SingleContract', '/MileStones'].includes(request.path) || answer.status !== 403) return answer;
      if (!adminToken) {
        const login = await forward(upstream, 'POST', '/login', { 'content-type': 'application/json' }, JSON.stringify({ email: DEMO_EMAILS.admin, password: DEMO_PASSWORD }));
        adminToken = (JSON.parse(login.text) as { token: string }).token;
      }
      // The host forgets to check the party: it answers as if the caller could read every contract.
      return forward(upstream, request.method, request.path, { ...request.headers, authorization: `Bearer ${adminToken}` }, request.body);
    });
    const run = await runConformance({ baseUrl: host, seed: 1, resettable: true });
    expect(failures(run)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^stateful lifecycle an outsider \(\w+\) is refused the approved contract: expected 403, got 201/),
        expect.stringMatching(/^stateful lifecycle an outsider \(\w+\) is refused the milestones: expected 403, got 201/),
      ]),
    );
  }, 120_000);
});
