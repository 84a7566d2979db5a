// Benchmark of the matching engine: ranks 1,000 / 10,000 / 100,000 synthetic candidates (seeded
// generator, realistic option values) for one foreign subject, against local partners and investors.
//
//   npx tsx scripts/bench-matching.ts            (npm run bench:matching)
//
// cold: a fresh array of fresh profile objects (per-profile features, the candidate set and the
//       text corpus are built during the call), median of 3 (1 at 100k). The process-wide memo
//       tables keyed by values are warm from the first of the 3: string parsers' results, the
//       tokenizer's documents by text, the profiles' documents by their texts, and the text reasons
//       by document (while the word rarities are the same). Same definition as before issue 16;
//       those memos are what a fresh read of known profiles (e.g. the mock server's) gets.
// cold first: the first of those cold runs — the first time this process sees these profiles' texts,
//       so every document is tokenised and every text reason written (the option values' parser
//       memos and the JIT are warm from the rows before, except in the very first row)
// warm: the same array again (features and corpus cached in WeakMaps): at least 2 warm-ups (more for
//       small sizes, until 300 ms of warm-up), then the median of 7 runs
// floor: not a ranking — the least work any engine does on a fresh array: read each profile's raw
//       fields and look each value up once in a table of the values seen before (every field but the
//       id and the name; nothing parsed, nothing allocated but the fields' array), JIT-warm, median of 7.
//       Memory latency, not arithmetic, sets it: a cold ranking takes about this plus the warm
//       ranking's own work at the very least (decision 004, "Where the cold figure stops").
// Every ranking returns all candidates with their reasons (no limit) unless the column says top-20.
// BENCH_SIZES=1000,10000 limits the sizes.

import { loadavg, cpus } from 'node:os';
import { rankCandidates, type Party } from '../mocks/matching/index';
import { syntheticParties } from '../mocks/matching/synthetic';
import { READ } from '../mocks/matching/same-fields';
import { median } from './support/stats';

const SIZES = process.env.BENCH_SIZES ? process.env.BENCH_SIZES.split(',').map(Number) : [1_000, 10_000, 100_000];
const PAIRS: Array<{ label: string; kind: 'local' | 'investor' }> = [
  { label: 'foreign→local', kind: 'local' },
  { label: 'foreign→investor', kind: 'investor' },
];
const WARMUPS = 2;
const WARMUP_MS = 300;
const RUNS = 7;

function time(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

function fresh(parties: readonly Party[]): Party[] {
  return parties.map((p) => ({ kind: p.kind, profile: { ...p.profile } }) as Party);
}

/** Reads every profile's raw fields and looks each value (but the id and name) up in `seen`. */
function lookUpValues(parties: readonly Party[], seen: Map<unknown, number>): number {
  let sum = 0;
  for (const p of parties) {
    const src = READ[p.kind](p.profile as Record<string, unknown>);
    for (let j = 2; j < src.length; j++) {
      let id = seen.get(src[j]);
      if (id === undefined) seen.set(src[j], (id = seen.size));
      sum += id;
    }
  }
  return sum;
}

function floorOf(parties: readonly Party[]): number {
  const seen = new Map<unknown, number>();
  const arrays = Array.from({ length: WARMUPS + RUNS }, () => fresh(parties));
  const times = arrays.map((a) => time(() => lookUpValues(a, seen)));
  return median(times.slice(WARMUPS));
}

const subject = syntheticParties('foreign', 1, 42)[0]!;
const loadBefore = loadavg()[0]!;
const rows: string[][] = [];

for (const { label, kind } of PAIRS) {
  for (const n of SIZES) {
    const base = syntheticParties(kind, n, 1000 + n);
    const coldRuns = n >= 100_000 ? 1 : 3;
    const colds = Array.from({ length: coldRuns }, () => time(() => rankCandidates(subject, fresh(base))));
    const cold = median(colds);
    const warmArray = fresh(base);
    // at least WARMUPS warm-ups, more for small sizes until the JIT has had WARMUP_MS of work
    let spent = 0;
    for (let i = 0; i < WARMUPS || spent < WARMUP_MS; i++) spent += time(() => rankCandidates(subject, warmArray));
    const warmRuns = Array.from({ length: RUNS }, () => time(() => rankCandidates(subject, warmArray)));
    const warm = median(warmRuns);
    const warmMin = Math.min(...warmRuns);
    const top = median(Array.from({ length: RUNS }, () => time(() => rankCandidates(subject, warmArray, { limit: 20 }))));
    const out = rankCandidates(subject, warmArray);
    const floor = floorOf(base);
    rows.push([
      label,
      n.toLocaleString('en-US'),
      String(out.length),
      colds[0]!.toFixed(1),
      cold.toFixed(1),
      floor.toFixed(1),
      warm.toFixed(1),
      warmMin.toFixed(1),
      top.toFixed(1),
      Math.round((n / warm) * 1000).toLocaleString('en-US'),
      `${((warm / n) * 1000).toFixed(2)} µs`,
    ]);
  }
}

const head = ['pair', 'candidates', 'returned', 'cold first ms', 'cold ms', 'floor ms', 'warm ms (median)', 'warm ms (min)', 'warm top-20 ms', 'candidates/s (warm)', 'per candidate'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => `| ${r.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
console.log(`matching benchmark — node ${process.version}, ${cpus().length} CPUs, ≥${WARMUPS} warm-ups (≥${WARMUP_MS} ms) + median of ${RUNS} runs (cold: median of 3, 1 at 100k)`);
console.log(`load average (1 min) before/after: ${loadBefore.toFixed(2)} / ${loadavg()[0]!.toFixed(2)} — other processes on the machine inflate medians`);
console.log(line(head));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
