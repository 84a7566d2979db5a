import { afterEach, describe, expect, it } from 'vitest';
import { client, signIn, withMockServer } from '../test/harness';
import { DEMO_LATENCY_MS, findOperation, getScenarioSettings, initScenarios, setScenarioSettings } from './scenarios';

withMockServer();

afterEach(() => {
  initScenarios(null);
});

describe('demo scenarios', () => {
  it('maps requests to their operations, path parameters included', () => {
    expect(findOperation('PUT', '/adminPanel/reject/lp_0003')?.operationId).toBe('rejectBusiness');
    expect(findOperation('POST', '/adminPanel/accept/')?.operationId).toBe('acceptBusiness');
    expect(findOperation('GET', '/assets/index.js')).toBeUndefined();
    expect(findOperation('GET', '/login')).toBeUndefined();
  });

  it('forces a server error on the chosen endpoint only', async () => {
    setScenarioSettings({ forced: { getForeignMatches: 'error' } });
    const { api } = await signIn('demo.foreign@corridor.test');
    expect((await api.GET('/foreign/matches')).response.status).toBe(500);
    expect((await api.GET('/foreign/matchesInvestors')).response.status).toBe(201);
  });

  it('forces an empty list', async () => {
    setScenarioSettings({ forced: { getForeignMatches: 'empty', listBusinessSentRequests: 'empty' } });
    const { api, user } = await signIn('demo.foreign@corridor.test');
    expect((await api.GET('/foreign/matches')).data).toEqual([]);
    const sent = await api.POST('/business/sent-requests', { body: { id: user.id, userType: 'foreign', requestType: 'local' } });
    expect(sent.data).toEqual({ contracts: [] });
  });

  it('starts without latency, and keeps the latency the Demo tools set for the next page load', () => {
    const saved = new Map<string, string>();
    const storage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value),
      removeItem: (key: string) => void saved.delete(key),
    };
    initScenarios(storage);
    expect(getScenarioSettings()).toEqual({ latencyMs: 0, forced: {} });
    setScenarioSettings({ latencyMs: DEMO_LATENCY_MS });
    initScenarios(storage);
    expect(getScenarioSettings()).toEqual({ latencyMs: DEMO_LATENCY_MS, forced: {} });
  });

  it('adds the simulated latency to every API call', async () => {
    setScenarioSettings({ latencyMs: 120 });
    const started = performance.now();
    await client().POST('/login', { body: { email: 'x@y.se', password: 'abcdefgh' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(getScenarioSettings().latencyMs).toBe(120);
  });
});
