import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initDb } from '../../mocks/db';
import { operationHandlers } from '../../mocks/handlers';
import { operations } from '../../mocks/http/operations';
import { DEMO_LATENCY_MS, initScenarios, scenarioHandler } from '../../mocks/http/scenarios';
import { applyMockGlobals, NEVER_MS, scenarioForGlobals } from './mock-globals';

describe('the mock globals as scenario settings', () => {
  it('change nothing at their defaults, or with values they do not know', () => {
    expect(scenarioForGlobals({ mockLatency: 'none', mockAnswer: 'normal' })).toEqual({ latencyMs: 0, forced: {} });
    expect(scenarioForGlobals({})).toEqual({ latencyMs: 0, forced: {} });
    expect(scenarioForGlobals({ mockLatency: 'toString', mockAnswer: 'teapot' })).toEqual({ latencyMs: 0, forced: {} });
  });

  it('map each latency to the demo’s own figure, 2 s, or a request that never answers', () => {
    expect(scenarioForGlobals({ mockLatency: 'demo' }).latencyMs).toBe(DEMO_LATENCY_MS);
    expect(scenarioForGlobals({ mockLatency: 'slow' }).latencyMs).toBe(2000);
    expect(scenarioForGlobals({ mockLatency: 'never' }).latencyMs).toBe(NEVER_MS);
  });

  it('force every operation to a server error, or every list to its empty answer', () => {
    const error = scenarioForGlobals({ mockAnswer: 'error' }).forced;
    expect(Object.keys(error)).toHaveLength(operations.length);
    expect(new Set(Object.values(error))).toEqual(new Set(['error']));
    const empty = scenarioForGlobals({ mockAnswer: 'empty' }).forced;
    expect(Object.keys(empty).sort()).toEqual(operations.filter((operation) => operation.empty).map((operation) => operation.operationId).sort());
    expect(empty.getForeignMatches).toBe('empty');
    expect(empty.loginUser).toBeUndefined();
  });
});

describe('the mock globals on a running mock (as after the MSW loader)', () => {
  // As in Storybook: the worker starts with the operations' handlers only; the MSW loader resets it
  // and prepends the story's handlers before every story; the globals are applied after that.
  const server = setupServer(...operationHandlers);
  const base = 'http://corridor.test';
  const storyRow = { _id: 'story_1', name: 'From the story', category: 'local', industry: 'Fintech', contact: 'a@b.se', status: 'Active' };
  const storyHandler = http.get('*/adminPanel', () => HttpResponse.json([storyRow], { status: 201 }));

  const asStory = (globals: Record<string, unknown>) => {
    server.resetHandlers();
    server.use(storyHandler);
    return applyMockGlobals(server, globals);
  };

  beforeAll(async () => {
    await initDb();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => initScenarios(null));
  afterAll(() => server.close());

  it('leave the story’s own handlers in charge at their defaults', async () => {
    asStory({ mockLatency: 'none', mockAnswer: 'normal' });
    expect(server.listHandlers()).not.toContain(scenarioHandler);
    expect(await (await fetch(`${base}/adminPanel`)).json()).toEqual([storyRow]);
  });

  it('win over the story’s handlers when set: every call answers 500', async () => {
    asStory({ mockAnswer: 'error' });
    const response = await fetch(`${base}/adminPanel`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Simulated server error (mock scenario).' });
    expect((await fetch(`${base}/login`, { method: 'POST', body: '{}' })).status).toBe(500);
  });

  it('answer every list empty, and leave the rest alone', async () => {
    asStory({ mockAnswer: 'empty' });
    expect(await (await fetch(`${base}/adminPanel`)).json()).toEqual([]);
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@corridor.test', password: 'corridor-demo' }),
    });
    expect(login.status).toBe(200);
  });

  it('delay every call once, the story’s own answers included', async () => {
    asStory({ mockLatency: 'demo' });
    expect(server.listHandlers().filter((handler) => handler === scenarioHandler)).toHaveLength(1);
    const started = performance.now();
    expect(await (await fetch(`${base}/adminPanel`)).json()).toEqual([storyRow]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(DEMO_LATENCY_MS - 10);
  });

  it('keep a call waiting for good with `never`', async () => {
    asStory({ mockLatency: 'never' });
    const abort = new AbortController();
    const answered = fetch(`${base}/adminPanel`, { signal: abort.signal }).then(() => 'answered', () => 'aborted');
    const outcome = await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, 400, 'still waiting'))]);
    abort.abort();
    expect(outcome).toBe('still waiting');
  });

  it('are gone for the next story once the loader resets the handlers', async () => {
    asStory({ mockAnswer: 'error' });
    asStory({});
    expect(await (await fetch(`${base}/adminPanel`)).json()).toEqual([storyRow]);
  });
});
