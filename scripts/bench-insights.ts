// Benchmark of the admin insights in the mock: seeds the database with 5,000 extra businesses and
// a year of events, then times each of the four calls through the real handlers (token check,
// period parsing, aggregation, JSON): the first (cold) call and the median of 10 warm ones, for the
// last 30 and 90 days and a custom year. Target: every answer under 200 ms.
//
//   npx tsx scripts/bench-insights.ts          (npm run bench:insights)
//   BENCH_EXTRA=20000 npx tsx scripts/bench-insights.ts
//
// It first seeds the base data set in this fresh process, so the base seed's history is timed cold
// (the matching engine's first use included), as a browser's first start would. A measurement, not a
// test: it always exits 0 once it has measured.

import { cpus, loadavg } from 'node:os';
import { db, initDb, resetDb, whenComplete } from '../mocks/db';
import { forgetGeneratedHistory } from '../mocks/domain/insights/history';
import { callHandlers as call } from './support/handler-call';
import { median, printTable } from './support/stats';

const EXTRA = Number(process.env.BENCH_EXTRA ?? 5000);
const WARM_RUNS = 10;
const TARGET_MS = 200;

const measured = (name: string) => performance.getEntriesByName(name, 'measure').at(-1)?.duration ?? NaN;
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

/** Seeds, then adds the history the seed left for its first reader (deferred.ts), timing both. */
async function seeded(seed: () => Promise<unknown>): Promise<[number, number]> {
  const began = performance.now();
  await seed();
  const seededAt = performance.now();
  await whenComplete();
  return [seededAt - began, performance.now() - seededAt];
}

function historyFigures(label: string, [seedMs, addMs]: [number, number]) {
  const events = db.insightEvents.all();
  const bytes = JSON.stringify(events).length;
  const kinds = new Map<string, number>();
  for (const event of events) kinds.set(event.kind, (kinds.get(event.kind) ?? 0) + 1);
  console.log(
    `${label}: seed ${seedMs.toFixed(0)} ms, of which the insights history ${measured('corridor.mock: insights history').toFixed(0)} ms to generate;` +
      ` then ${addMs.toFixed(0)} ms to add its records when first read; ${events.length.toLocaleString('en-US')} events,` +
      ` ${kb(bytes)} as JSON (${[...kinds].map(([kind, count]) => `${count.toLocaleString('en-US')} ${kind}`).join(', ')})`,
  );
}

const loadBefore = loadavg()[0]!;
console.log(`insights benchmark — node ${process.version}, ${cpus().length} CPUs, load average ${loadBefore.toFixed(2)}`);

historyFigures('base seed (cold process)', await seeded(() => initDb()));
// Again, generated afresh but with the engine warm (as a Reset demo data later in the session).
forgetGeneratedHistory();
historyFigures('base seed again (warm)', await seeded(() => resetDb()));
historyFigures(`${EXTRA.toLocaleString('en-US')} extra businesses`, await seeded(() => resetDb({ extraBusinesses: EXTRA })));
const matchable = db.localProfiles.count() + db.foreignProfiles.count() + db.investorProfiles.count();
console.log(`profiles: ${matchable.toLocaleString('en-US')}, contracts: ${db.contracts.count()}`);

const login = await call('POST', '/login', undefined, { email: 'admin@corridor.test', password: 'corridor-demo' });
const token = (login.json as { token: string }).token;

const today = new Date();
const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
const day = (d: Date) => d.toISOString().slice(0, 10);
const periods = [
  ['30d', 'period=30d'],
  ['90d', 'period=90d'],
  ['custom 365 days', `period=custom&from=${day(yearAgo)}&to=${day(today)}`],
] as const;
const calls: Array<[string, string]> = [
  ...['funnel', 'acceptance', 'match-quality'].flatMap((name) => periods.map(([label, query]): [string, string] => [`${name} ${label}`, `/admin/insights/${name}?${query}`])),
  ['supply', '/admin/insights/supply'],
];

const rows: string[][] = [];
let worst = 0;
for (const [label, path] of calls) {
  const cold = await call('GET', path, token);
  if (cold.status !== 200) throw new Error(`${path} answered ${cold.status}: ${JSON.stringify(cold.json)}`);
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) warm.push((await call('GET', path, token)).ms);
  const warmMedian = median(warm);
  worst = Math.max(worst, cold.ms, warmMedian);
  rows.push([label, cold.ms.toFixed(1), warmMedian.toFixed(1), Math.max(...warm).toFixed(1), kb(JSON.stringify(cold.json).length)]);
}

const head = ['call', 'cold ms', `warm ms (median of ${WARM_RUNS})`, 'warm ms (max)', 'answer'];
printTable(head, rows);
console.log(`slowest answer ${worst.toFixed(1)} ms: ${worst < TARGET_MS ? 'within' : 'OVER'} the ${TARGET_MS} ms target; load average after ${loadavg()[0]!.toFixed(2)}`);
