/**
 * `npm run bench:server`: throughput and latency of `npm run mock:server` under 20 concurrent
 * clients on loopback, for a realistic mix of calls (sign-in, dashboard profile, match lists,
 * contract lists, one contract with its milestones). Starts its own server on a free port, warms
 * up, then runs for BENCH_SECONDS (default 15) and prints requests per second and the latency
 * percentiles, overall and per call. Bounded in time and only ever talks to 127.0.0.1.
 */
import { startMockServerProcess } from '../mocks/test/server-process';
import { percentileOfSorted } from './support/stats';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PASSWORD = 'corridor-demo';
const accounts = ['demo.foreign@corridor.test', 'demo.local@corridor.test', 'demo.investor@corridor.test'];

const server = await startMockServerProcess();
const base = server.url;

async function call(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(base + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

interface Session {
  token: string;
  id: string;
  category: 'foreign' | 'local' | 'investor';
}

const profilePath = { foreign: '/foreign-dashboard/profile', local: '/partner-dashboard/profile', investor: '/investor-dashboard/profile' } as const;
const matchPath = { foreign: '/foreign/matches', local: '/partner/matches', investor: '/investor/matchesBusiness' } as const;
const listPrefix = { foreign: '/business', local: '/partner', investor: '/investor' } as const;
const counterpart = { foreign: 'local', local: 'foreign', investor: 'foreign' } as const;

async function signIn(email: string): Promise<Session> {
  const { json } = await call('POST', '/login', { email, password: PASSWORD });
  const { token, user } = json as { token: string; user: { id: string; category: Session['category'] } };
  return { token, id: user.id, category: user.category };
}

/** One visit: what the app asks for when a signed-in user opens the dashboard and the contracts page. */
function visit(session: Session, email: string): Array<[string, () => Promise<{ status: number; json: unknown }>]> {
  const { token, id, category } = session;
  return [
    ['POST /login', () => call('POST', '/login', { email, password: PASSWORD })],
    [`GET ${profilePath[category]}`, () => call('GET', profilePath[category], undefined, token)],
    [`GET ${matchPath[category]}`, () => call('GET', matchPath[category], undefined, token)],
    [
      `POST ${listPrefix[category]}/approved-contracts`,
      () => call('POST', `${listPrefix[category]}/approved-contracts`, { id, userType: category, requestType: counterpart[category] }, token),
    ],
  ];
}

const samples = new Map<string, number[]>();
let errors = 0;
const sessions = await Promise.all(accounts.map(signIn));

async function client(index: number, until: number, record: boolean) {
  const session = sessions[index % sessions.length]!;
  const email = accounts[index % accounts.length]!;
  const steps = visit(session, email);
  let step = index % steps.length;
  while (performance.now() < until) {
    const [name, run] = steps[step]!;
    step = (step + 1) % steps.length;
    const started = performance.now();
    const { status } = await run();
    const elapsed = performance.now() - started;
    if (status >= 500) errors += 1;
    if (!record) continue;
    const list = samples.get(name) ?? [];
    list.push(elapsed);
    samples.set(name, list);
  }
}

try {
  const warmUntil = performance.now() + 3000;
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index, warmUntil, false)));
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index, started + SECONDS * 1000, true)));
  const elapsed = (performance.now() - started) / 1000;
  const all = [...samples.values()].flat().sort((a, b) => a - b);
  console.log(`npm run mock:server — ${CLIENTS} concurrent clients for ${SECONDS} s on loopback (Node ${process.version})`);
  console.log(`${all.length} requests, ${(all.length / elapsed).toFixed(0)} requests/s, ${errors} answers ≥ 500`);
  console.log('| call | requests | p50 | p95 | p99 |');
  console.log('|---|---|---|---|---|');
  const row = (name: string, list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(`| ${name} | ${sorted.length} | ${percentileOfSorted(sorted, 50).toFixed(0)} ms | ${percentileOfSorted(sorted, 95).toFixed(0)} ms | ${percentileOfSorted(sorted, 99).toFixed(0)} ms |`);
  };
  row('all', all);
  for (const [name, list] of samples) row(`\`${name}\``, list);
} finally {
  server.stop();
}
