/**
 * `npm run conformance -- --base-url <URL>`: checks that a host speaks openapi/openapi.yaml before the
 * app is pointed at it. Without --base-url it starts `npm run mock:server` on a free port (its own data
 * file) and checks that. Exit code 0 only when every check passes.
 *
 *   --base-url URL           the host to check
 *   --seed N                 replays a run (printed at the start of every run)
 *   --only id,id             these operations only (no stateful check)
 *   --skip-destructive       leaves out every x-destructive call and the stateful check (hosts with real data)
 *   --reset                  the host offers POST /demo/reset: reset it between destructive checks and at the end
 *   --account kind=email:password   foreign, local, investor, admin, newForeign or newLocal (repeatable);
 *                            or CONFORMANCE_ACCOUNT_<KIND>=email:password. Default: the demo accounts.
 *   --max-requests N         default 2000      --max-seconds N   default 180
 *   --junit FILE             default test-results/conformance.junit.xml
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { startMockServerProcess, type MockServerProcess } from '../mocks/test/server-process';
import type { Account } from './conformance/contract';
import { operationLines, summaryTable, junitXml } from './conformance/report';
import { runConformance } from './conformance/run';
import type { Credentials } from './conformance/world';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    seed: { type: 'string' },
    only: { type: 'string' },
    'skip-destructive': { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    account: { type: 'string', multiple: true, default: [] },
    'max-requests': { type: 'string', default: '2000' },
    'max-seconds': { type: 'string', default: '180' },
    junit: { type: 'string', default: 'test-results/conformance.junit.xml' },
  },
});

const kinds: Account[] = ['foreign', 'local', 'investor', 'admin', 'newForeign', 'newLocal'];
const accounts: Partial<Record<Account, Credentials>> = {};
const parseAccount = (kind: string, value: string) => {
  const at = value.indexOf(':');
  if (!kinds.includes(kind as Account) || at < 1) throw new Error(`--account wants kind=email:password with kind one of ${kinds.join(', ')}; got ${kind}=${value}`);
  accounts[kind as Account] = { email: value.slice(0, at), password: value.slice(at + 1) };
};
for (const kind of kinds) {
  const value = process.env[`CONFORMANCE_ACCOUNT_${kind.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`];
  if (value) parseAccount(kind, value);
}
for (const entry of values.account) {
  const [kind = '', value = ''] = entry.split(/=(.*)/s);
  parseAccount(kind, value);
}

const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
let mock: MockServerProcess | null = null;
let baseUrl = values['base-url'];
if (!baseUrl) {
  mock = await startMockServerProcess();
  baseUrl = mock.url;
}
console.log(`Conformance of ${baseUrl}${mock ? ' (npm run mock:server, started for this run)' : ''} to openapi/openapi.yaml`);
console.log(`seed ${seed} — replay with: npm run conformance -- --seed ${seed}${values['base-url'] ? ` --base-url ${baseUrl}` : ''}\n`);

try {
  const run = await runConformance({
    baseUrl,
    seed,
    only: values.only ? values.only.split(',').map((id) => id.trim()).filter(Boolean) : [],
    skipDestructive: values['skip-destructive'],
    resettable: mock !== null || values.reset,
    accounts,
    maxRequests: Number(values['max-requests']),
    maxSeconds: Number(values['max-seconds']),
  });
  for (const line of operationLines(run.results.outcomes)) console.log(line);
  console.log(`\n${summaryTable(run.results.outcomes)}\n`);
  await mkdir(dirname(values.junit), { recursive: true });
  await writeFile(values.junit, junitXml(run.results.outcomes, run.seconds));
  const failed = run.results.failed;
  console.log(
    `${failed === 0 ? 'conforms' : `${failed} check(s) failed`}: ${run.results.outcomes.length} checks, ${run.requests} requests in ${run.seconds.toFixed(1)} s (JUnit: ${values.junit})`,
  );
  process.exitCode = failed === 0 ? 0 : 1;
} finally {
  mock?.stop();
}
