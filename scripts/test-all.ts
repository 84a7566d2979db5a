/**
 * `npm test`: every check on a fresh machine, in stages: the quick static checks side by side
 * (each one's output printed whole when it ends), the Vitest tests, the bundle budget beside the
 * conformance kit, then the Chromium journeys. Prints a closing line "tests: N passed, N failed"
 * that counts the Vitest unit/screen/story tests and the Chromium journeys; a failing non-test
 * step (typecheck, lint, size) fails the run too.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const resultsDir = '.test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

interface Step {
  name: string;
  command: string;
  args: string[];
  results?: string;
}

/** Steps in the same stage run side by side; the stages run one after the other. */
const stages: Step[][] = [
  [
    { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', '.'] },
    { name: 'lint', command: 'npx', args: ['eslint', '--max-warnings=0', '.'] },
    { name: 'contract lint', command: 'npx', args: ['redocly', 'lint', '--format=stylish'] },
  ],
  [
    {
      name: 'unit, screen, contract and story tests',
      command: 'npx',
      args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsDir}/unit.json`],
      results: `${resultsDir}/unit.json`,
    },
  ],
  [
    { name: 'bundle size budget', command: 'npx', args: ['tsx', 'scripts/size.ts'] },
    // The conformance kit against `npm run mock:server` over HTTP, with a fresh seed each run (printed).
    { name: 'conformance kit (npm run conformance)', command: 'npx', args: ['tsx', 'scripts/conformance.ts', '--junit', `${resultsDir}/conformance.junit.xml`] },
  ],
  [
    {
      name: 'browser journeys (Chromium)',
      command: 'npx',
      args: ['vitest', 'run', '--config', 'e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsDir}/e2e.json`],
      results: `${resultsDir}/e2e.json`,
    },
  ],
];

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
/** The failed tests by name, repeated at the end: a CI log is often read from its tail only. */
const failedTests: string[] = [];

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: Array<{ name: string; message?: string; assertionResults?: Array<{ status: string; fullName?: string; title: string; failureMessages?: string[] }> }>;
}

function failuresOf(report: Report): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const path = file.name.replace(`${process.cwd()}/`, '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    const lines = tests.map((test) => `${path} › ${test.fullName ?? test.title}\n    ${(test.failureMessages?.[0] ?? '').split('\n')[0]!.slice(0, 300)}`);
    // A file that failed to run at all (an import error, an error between tests) has no failed test to name.
    if (lines.length === 0 && file.message) lines.push(`${path}\n    ${file.message.split('\n')[0]!.slice(0, 300)}`);
    return lines;
  });
}

/** Runs a step; alone it prints as it goes, beside others its output is printed whole when it ends. */
function run(step: Step, alone: boolean): Promise<number> {
  const started = Date.now();
  const title = `\n━━ ${step.name} ━━ ${[step.command, ...step.args].join(' ')}`;
  if (alone) console.log(title);
  // Screenshots are for people looking at the journeys (npm run test:e2e); the full run skips them.
  const env = { ...process.env, E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? '0' };
  const child = spawn(step.command, step.args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) {
        console.log(title);
        process.stdout.write(Buffer.concat(output));
      }
      const status = code ?? 1;
      console.log(`━━ ${step.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(status);
    });
  });
}

for (const stage of stages) {
  const statuses = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  stage.forEach((step, index) => {
    if (statuses[index] !== 0) failedSteps.push(step.name);
    if (step.results && existsSync(step.results)) {
      const report = JSON.parse(readFileSync(step.results, 'utf8')) as Report;
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      failedTests.push(...failuresOf(report));
    } else if (step.results) {
      failed += 1; // the runner did not even report: count it as a failure
    }
  });
}

if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ✗ ${line}`).join('\n')}`);
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
