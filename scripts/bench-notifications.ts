// Benchmark of the notification bell in the mock: gives the demo partner 1,000 notifications (a
// quarter unread, over the last 60 days), then times the calls through the real handlers (token
// check, the "task due soon" and digest upkeep, counting or paging, JSON): the first (cold) call
// and the median of 20 warm ones, for the unread count, the first page, the unread first page and
// a page 800 notifications deep. Then the same with 20,000 notifications of other users in the
// collection (each call reads the collection once). Target: the count under 20 ms.
//
//   npx tsx scripts/bench-notifications.ts          (npm run bench:notifications)
//   BENCH_NOTIFICATIONS=5000 npx tsx scripts/bench-notifications.ts
//
// A measurement, not a test: it always exits 0 once it has measured.

import { cpus, loadavg } from 'node:os';
import { db, initDb } from '../mocks/db';
import { DEMO_ACCOUNTS } from '../mocks/db/seed/demo-accounts';
import { bulkNotifications } from '../mocks/domain/notifications/bulk';
import { callHandlers as call } from './support/handler-call';
import { median, printTable } from './support/stats';

const MINE = Number(process.env.BENCH_NOTIFICATIONS ?? 1000);
const OTHERS = 20_000;
const WARM_RUNS = 20;
const TARGET_MS = 20;

async function measure(label: string, path: string, token: string, rows: string[][]): Promise<number> {
  const cold = await call('GET', path, token);
  if (cold.status !== 200) throw new Error(`${path} answered ${cold.status}: ${JSON.stringify(cold.json)}`);
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) warm.push((await call('GET', path, token)).ms);
  const warmMedian = median(warm);
  rows.push([label, cold.ms.toFixed(2), warmMedian.toFixed(2), Math.max(...warm).toFixed(2), `${JSON.stringify(cold.json).length.toLocaleString('en-US')} B`]);
  return Math.max(cold.ms, warmMedian);
}

/** The cursor `depth` notifications into the caller's list, walked page by page as a client would. */
async function cursorAt(depth: number, token: string): Promise<string> {
  let cursor = '';
  for (let seen = 0; seen < depth; seen += 50) {
    const page = (await call('GET', `/notifications?limit=50${cursor ? `&cursor=${cursor}` : ''}`, token)).json as { nextCursor: string | null };
    if (!page.nextCursor) throw new Error(`the list ends before ${depth}`);
    cursor = page.nextCursor;
  }
  return cursor;
}

console.log(`notifications benchmark — node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(2)}`);
await initDb();
const userId = DEMO_ACCOUNTS.local.userId;
for (const record of bulkNotifications(userId, MINE, Date.now(), 'ntf_bench')) await db.notifications.create(record);
const login = await call('POST', '/login', undefined, { email: DEMO_ACCOUNTS.local.email, password: 'corridor-demo' });
const token = (login.json as { token: string }).token;
const deep = Math.min(800, MINE - 50);

async function table(title: string): Promise<number> {
  const mine = db.notifications.all().filter((record) => record.userId === userId);
  console.log(`\n${title}: ${db.notifications.count().toLocaleString('en-US')} notifications stored, ${mine.length.toLocaleString('en-US')} the caller's (${mine.filter((record) => record.readAt === null).length} unread)`);
  const rows: string[][] = [];
  const count = await measure('GET /notifications/unread-count', '/notifications/unread-count', token, rows);
  await measure('GET /notifications (first page of 20)', '/notifications', token, rows);
  await measure('GET /notifications?filter=unread', '/notifications?filter=unread', token, rows);
  await measure(`GET /notifications, ${deep} deep`, `/notifications?cursor=${await cursorAt(deep, token)}`, token, rows);
  const head = ['call', 'cold ms', `warm ms (median of ${WARM_RUNS})`, 'warm ms (max)', 'answer'];
  printTable(head, rows);
  return count;
}

const alone = await table(`${MINE.toLocaleString('en-US')} notifications for the demo partner`);
for (const record of bulkNotifications('usr_bench_other', OTHERS, Date.now(), 'ntf_other')) await db.notifications.create(record);
const crowded = await table(`… and ${OTHERS.toLocaleString('en-US')} of another user beside them`);
const worst = Math.max(alone, crowded);
console.log(`\nslowest unread count ${worst.toFixed(2)} ms: ${worst < TARGET_MS ? 'within' : 'OVER'} the ${TARGET_MS} ms target; load average after ${loadavg()[0]!.toFixed(2)}`);
