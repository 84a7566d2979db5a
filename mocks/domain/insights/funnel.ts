import type { components } from '../../../src/api/schema';
import type { InsightEventRecord } from '../../db/records';
import { CORRIDORS, corridorOf, lifecycleOf, share, timeOf, type Corridor } from './facts';
import { rangeView, type Range } from './range';

type InsightsFunnel = components['schemas']['InsightsFunnel'];
type FunnelStep = components['schemas']['FunnelStep'];
export type StepName = FunnelStep['step'];

export const STEPS: readonly StepName[] = ['shown', 'viewed', 'requested', 'approved', 'signed', 'milestone'];

/*
 * The funnel of a period: the unordered pairs of parties whose FIRST showing in anyone's match list
 * falls in the period, and how far each got by now, counting only what happened at or after that
 * first showing:
 *   viewed     one opened the other's profile (a request counts as a view: it is sent from the profile)
 *   requested  one sent the other a request (the first such request is the one followed further)
 *   approved   that request was approved
 *   signed     both parties signed its agreement
 *   milestone  its first milestone was completed, after both had signed
 * Each step counts the pairs that got at least that far through every step before it, so a step
 * never counts more than the one before (a conversion is at most 1).
 *
 * Speed: a year at 5,000 extra businesses is ~250,000 impressions. Pairs are numbered keys, not
 * strings, and the first showing of every pair (an order-free minimum) is kept between calls for
 * the collection's array and brought up to date with the events appended since; anything else
 * (an array it has not seen, a record removed or replaced) builds it again.
 */

/**
 * Profile ids as small numbers, and a pair of them as one number, the same in either order. Below
 * 32,768 profiles the pair's number is a small integer (fast as a Map key); beyond, a larger one.
 */
class PairNumbers {
  private readonly numbers = new Map<string, number>();
  number(id: string): number {
    let n = this.numbers.get(id);
    if (n === undefined) this.numbers.set(id, (n = this.numbers.size));
    return n;
  }
  static pair(x: number, y: number): number {
    const [low, high] = x < y ? [x, y] : [y, x];
    return high < 0x8000 ? low * 0x8000 + high : 0x4000_0000 + low * 0x1_0000_0000 + high;
  }
  of(a: string, b: string): number {
    return PairNumbers.pair(this.number(a), this.number(b));
  }
}

interface Showings {
  events: readonly InsightEventRecord[];
  /** How many of the array's events are in the index, and the first and last of them. */
  count: number;
  head: InsightEventRecord | undefined;
  tail: InsightEventRecord | undefined;
  numbers: PairNumbers;
  /** The first showing of each pair, and its corridor (an index into CORRIDORS). */
  first: Map<number, number>;
  corridor: Map<number, number>;
}

let kept: Showings | null = null;

function addShowings(index: Showings, from: number): void {
  const { events, numbers, first, corridor: corridorOfPair } = index;
  for (let i = from; i < events.length; i++) {
    const event = events[i]!;
    if (event.kind !== 'shown' || !Array.isArray(event.shown)) continue;
    const at = timeOf(event);
    const corridor = CORRIDORS.indexOf(corridorOf(event.viewerKind, event.shownKind) as Corridor);
    if (!Number.isFinite(at) || corridor < 0) continue;
    const viewer = numbers.number(event.viewer);
    for (const id of event.shown) {
      if (typeof id !== 'string') continue;
      const other = numbers.number(id);
      if (other === viewer) continue;
      const pair = PairNumbers.pair(viewer, other);
      const seen = first.get(pair);
      if (seen === undefined) {
        first.set(pair, at);
        corridorOfPair.set(pair, corridor);
      } else if (at < seen) first.set(pair, at);
    }
  }
  index.count = events.length;
  index.head = events[0];
  index.tail = events[events.length - 1];
}

/** The first showing of every pair in these events, from the kept index when it still describes them. */
function showings(events: readonly InsightEventRecord[]): Showings {
  const index = kept;
  const same = index && index.events === events && events.length >= index.count && events[0] === index.head && events[index.count - 1] === index.tail;
  if (same) {
    if (events.length > index.count) addShowings(index, index.count);
    return index;
  }
  const built: Showings = { events, count: 0, head: undefined, tail: undefined, numbers: new PairNumbers(), first: new Map(), corridor: new Map() };
  addShowings(built, 0);
  kept = built;
  return built;
}

function stepsOf(counts: readonly number[]): FunnelStep[] {
  return STEPS.map((step, k) => ({
    step,
    count: counts[k] ?? 0,
    conversion: k === 0 ? null : share(counts[k] ?? 0, counts[k - 1] ?? 0),
  }));
}

export function funnel(events: readonly InsightEventRecord[], range: Range, nowMs: number): InsightsFunnel {
  const { numbers, first, corridor } = showings(events);
  const firstInPeriod = (pair: number) => {
    const at = first.get(pair);
    return at !== undefined && at >= range.startMs && at < range.endMs && at <= nowMs ? at : undefined;
  };
  const viewed = new Set<number>();
  const requests = new Map<number, { at: number; contractId: string }>();
  for (const event of events) {
    if (event.kind !== 'viewed' && event.kind !== 'requested') continue;
    const pair = event.kind === 'viewed' ? numbers.of(event.viewer, event.profile) : numbers.of(event.sender, event.recipient);
    const since = firstInPeriod(pair);
    if (since === undefined) continue;
    const at = timeOf(event);
    if (!(at >= since && at <= nowMs)) continue;
    if (event.kind === 'viewed') viewed.add(pair);
    else if ((requests.get(pair)?.at ?? Infinity) > at) requests.set(pair, { at, contractId: event.contractId });
  }
  const { answers, signed, milestones } = lifecycleOf(events, nowMs);
  const counts = CORRIDORS.map(() => STEPS.map(() => 0));
  for (const pair of first.keys()) {
    if (firstInPeriod(pair) === undefined) continue;
    const request = requests.get(pair);
    let stage = viewed.has(pair) ? 1 : 0;
    if (request) {
      stage = 2;
      if (answers.get(request.contractId)?.outcome === 'approved') {
        stage = 3;
        if (signed.has(request.contractId)) stage = milestones.has(request.contractId) ? 5 : 4;
      }
    }
    const row = counts[corridor.get(pair) ?? 0]!;
    for (let k = 0; k <= stage; k++) row[k] = row[k]! + 1;
  }
  const total = STEPS.map((_, k) => counts.reduce((sum, row) => sum + row[k]!, 0));
  return {
    range: rangeView(range),
    steps: stepsOf(total),
    corridors: CORRIDORS.map((name, c) => ({ corridor: name, steps: stepsOf(counts[c]!) })),
  };
}
