/**
 * The conformance kit: checks that a host speaks openapi/openapi.yaml, through HTTP alone. Every
 * operation gets its positive, authentication, roles and negative-data checks; then the stateful
 * lifecycle; then data safety (the seed put back where the host allows it, else a list of what the
 * kit created). Bounded in requests and time.
 */
import { authentication, negative, positive, roles, type CheckContext } from './checks';
import { BoundReached, HostClient } from './client';
import { operations, type Account, type ContractOperation } from './contract';
import { lifecycle, type Created } from './lifecycle';
import { Results } from './results';
import { defaultAccounts, World, type Credentials } from './world';

export interface ConformanceOptions {
  baseUrl: string;
  seed: number;
  /** Only these operations (and no stateful check); all when empty. */
  only?: string[];
  /** Leaves out every call marked x-destructive, and the stateful check: for hosts that hold real data. */
  skipDestructive?: boolean;
  /** The host may be reset to its seed with POST /demo/reset (the mock). */
  resettable?: boolean;
  accounts?: Partial<Record<Account, Credentials>>;
  maxRequests?: number;
  maxSeconds?: number;
  negativePerOperation?: number;
}

export interface ConformanceRun {
  results: Results;
  requests: number;
  seconds: number;
  created: Created[];
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceRun> {
  const started = Date.now();
  const client = new HostClient(options.baseUrl, {
    maxRequests: options.maxRequests ?? 2000,
    deadline: started + (options.maxSeconds ?? 180) * 1000,
  });
  const results = new Results();
  const world = new World(client, { ...defaultAccounts, ...options.accounts }, options.resettable ?? false);
  const context: CheckContext = { client, world, results, seed: options.seed, negativePerOperation: options.negativePerOperation ?? 8 };
  const only = new Set(options.only ?? []);
  const unknown = [...only].filter((id) => !operations.some((operation) => operation.operationId === id));
  for (const id of unknown) results.fail('positive', id, 'known to the contract', `there is no operation ${id} in openapi/openapi.yaml`);
  const chosen = operations.filter((operation) => only.size === 0 || only.has(operation.operationId));
  const created: Created[] = [];

  const checkOperation = async (operation: ContractOperation) => {
    await positive(context, operation);
    // A destructive example changed the data; the access and refusal checks want the seed again.
    if (operation.destructive) await world.reset();
    await authentication(context, operation);
    await roles(context, operation);
    await negative(context, operation);
  };
  try {
    for (const operation of chosen.filter((candidate) => !candidate.destructive)) await checkOperation(operation);
    for (const operation of chosen.filter((candidate) => candidate.destructive)) {
      if (options.skipDestructive) {
        results.skip('positive', operation.operationId, 'every check', 'x-destructive, left out by --skip-destructive');
        continue;
      }
      await world.reset();
      await checkOperation(operation);
    }
    if (only.size === 0 && !options.skipDestructive) {
      await world.reset();
      created.push(...(await lifecycle(context)));
    } else {
      results.skip('stateful', 'lifecycle', 'request → approve → milestone → task → comment; reject; cancel', options.skipDestructive ? 'left out by --skip-destructive' : 'left out by --only');
    }
  } catch (error) {
    if (!(error instanceof BoundReached)) throw error;
    results.fail('data safety', 'bounds', 'the run finished within its bounds', `${error.message}; the checks after it did not run`);
  }
  // Data safety: put the seed back where the host allows it, else say what the kit left there.
  if (!options.skipDestructive) {
    if (world.resettable) {
      const reset = await world.reset().catch(() => false);
      if (reset) results.pass('data safety', 'resetDemoData', 'the host is back to its seed');
      else results.fail('data safety', 'resetDemoData', 'the host is back to its seed', 'POST /demo/reset did not answer 200');
    } else {
      const left = created.map((item) => `${item.what} ${item.id}`).join(', ');
      results.skip('data safety', 'lifecycle', 'what the kit left on the host', left ? `the contract allows no undo of: ${left}` : 'nothing');
    }
  }
  return { results, requests: client.requests, seconds: (Date.now() - started) / 1000, created };
}
