import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { SnapshotStorage } from '../db/persistence';
import { http as words } from '../i18n/en';
import { operations, type Operation } from './operations';
import { messageFor } from './wording';

export type Forced = 'error' | 'empty';

export interface ScenarioSettings {
  /** Simulated network latency for every API call, in ms. */
  latencyMs: number;
  /** Per operationId: answer with a server error or an empty list instead. */
  forced: Record<string, Forced>;
}

export const SETTINGS_KEY = 'corridor.mock.settings';
/**
 * A latency that makes loading states visible: Storybook's "demo" choice. The demo itself starts
 * with none, as fast as the real host (issue 16); its Demo tools set any latency, and it is kept.
 */
export const DEMO_LATENCY_MS = 250;

let settings: ScenarioSettings = { latencyMs: 0, forced: {} };
let settingsStorage: SnapshotStorage | null = null;

export function getScenarioSettings(): ScenarioSettings {
  return { latencyMs: settings.latencyMs, forced: { ...settings.forced } };
}

export function setScenarioSettings(next: Partial<ScenarioSettings>): void {
  settings = { ...settings, ...next, forced: { ...(next.forced ?? settings.forced) } };
  try {
    settingsStorage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Settings simply are not remembered.
  }
}

/** Loads the saved settings (browser), else starts from the given defaults (none: no latency, nothing forced). */
export function initScenarios(storage: SnapshotStorage | null, defaults: Partial<ScenarioSettings> = {}): void {
  settingsStorage = storage;
  settings = { latencyMs: 0, forced: {}, ...defaults };
  const raw = storage?.getItem(SETTINGS_KEY);
  if (!raw) return;
  try {
    const saved = JSON.parse(raw) as Partial<ScenarioSettings>;
    if (typeof saved.latencyMs === 'number' && saved.latencyMs >= 0) settings.latencyMs = Math.min(saved.latencyMs, 10_000);
    if (saved.forced && typeof saved.forced === 'object') settings.forced = saved.forced;
  } catch {
    // Unreadable settings: the defaults stand.
  }
}

const templates = operations.map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

export function findOperation(method: string, pathname: string): Operation | undefined {
  return templates.find(({ operation, pattern }) => operation.method === method && pattern.test(pathname))?.operation;
}

/**
 * Runs before every handler: waits the simulated latency and answers a forced scenario.
 * Returning nothing lets the request fall through to the operation's own handler.
 */
export const scenarioHandler: HttpHandler = http.all('*', async ({ request }) => {
  const operation = findOperation(request.method, new URL(request.url).pathname);
  if (!operation) return undefined;
  if (settings.latencyMs > 0) await delay(settings.latencyMs);
  const forced = settings.forced[operation.operationId];
  if (forced === 'error') {
    return HttpResponse.json({ message: messageFor(request, words.simulatedError) }, { status: 500 });
  }
  if (forced === 'empty' && operation.empty) {
    return HttpResponse.json(operation.empty() as never, { status: 201 }); // every list is a fetch: 201
  }
  return undefined;
});
