import type { RequestHandler } from 'msw';
import { operations } from '../../mocks/http/operations';
import { DEMO_LATENCY_MS, scenarioHandler, setScenarioSettings, type Forced, type ScenarioSettings } from '../../mocks/http/scenarios';

/** The toolbar's `mockLatency` global: how long every API call takes to answer. */
export type MockLatency = 'none' | 'demo' | 'slow' | 'never';
/** The toolbar's `mockAnswer` global: what every API call answers. */
export type MockAnswer = 'normal' | 'error' | 'empty';

/**
 * MSW's longest delay, the one `delay('infinite')` waits (setTimeout's 32-bit limit, about 24.8
 * days): a request that "never" answers keeps its screen in the loading state.
 */
export const NEVER_MS = 2_147_483_647;

const LATENCY_MS: Record<MockLatency, number> = { none: 0, demo: DEMO_LATENCY_MS, slow: 2_000, never: NEVER_MS };

const isLatency = (value: unknown): value is MockLatency => typeof value === 'string' && Object.hasOwn(LATENCY_MS, value);
const isAnswer = (value: unknown): value is MockAnswer => value === 'normal' || value === 'error' || value === 'empty';

/**
 * The demo's own scenario settings (mocks/http/scenarios.ts) for the two toolbar globals: the
 * latency for every call, and every operation forced to a 500 (`error`) or, for the operations
 * that list things, to their empty answer (`empty`). Unknown values count as the defaults.
 */
export function scenarioForGlobals(globals: Record<string, unknown>): ScenarioSettings {
  const latency = isLatency(globals.mockLatency) ? globals.mockLatency : 'none';
  const answer = isAnswer(globals.mockAnswer) ? globals.mockAnswer : 'normal';
  const forced: Record<string, Forced> = {};
  if (answer === 'error') for (const operation of operations) forced[operation.operationId] = 'error';
  if (answer === 'empty') for (const operation of operations) if (operation.empty) forced[operation.operationId] = 'empty';
  return { latencyMs: LATENCY_MS[latency], forced };
}

/** True when the globals change nothing (no latency, nothing forced). */
export function isDefaultScenario(settings: ScenarioSettings): boolean {
  return settings.latencyMs === 0 && Object.keys(settings.forced).length === 0;
}

/** The part of an MSW worker or server this needs. */
export interface HandlerStack {
  use(...handlers: RequestHandler[]): void;
}

/**
 * Applies the mock globals to the running worker, after the MSW loader has reset it to the
 * operation handlers and prepended the story's own `parameters.msw.handlers`: the scenario
 * settings are set, and when they change anything the demo's scenario handler goes in front of
 * everything, so the globals win over the story's handlers (a designer can force the error state
 * of any story). At their defaults nothing is prepended and the story's handlers apply as written.
 */
export function applyMockGlobals(stack: HandlerStack, globals: Record<string, unknown>): ScenarioSettings {
  const settings = scenarioForGlobals(globals);
  setScenarioSettings(settings);
  if (!isDefaultScenario(settings)) stack.use(scenarioHandler);
  return settings;
}
