import type { components } from '../../../src/api/schema';
import type { InsightEventOf, InsightEventRecord, PartyKind } from '../../db/records';
import type { Range } from './range';

/*
 * What the aggregates read from the events, indexed once per call: each event's time in ms, and
 * per contract the first answer, the moment both parties had signed and the first milestone.
 * Events later than `now` have not happened yet and are left out.
 */

export type Corridor = components['schemas']['Corridor'];
/** The contract's order of corridors (InsightsFunnel.corridors follows it). */
export const CORRIDORS: readonly Corridor[] = ['foreign-local', 'foreign-investor', 'investor-local'];

/** The corridor of a pair from its two kinds, in either order; null for two of a kind. */
export function corridorOf(a: PartyKind, b: PartyKind): Corridor | null {
  if (a === b) return null;
  if (a === 'foreign' || b === 'foreign') return a === 'local' || b === 'local' ? 'foreign-local' : 'foreign-investor';
  return 'investor-local';
}

/** An event's instant in ms; NaN for a malformed `at` (such an event counts nowhere). */
export const timeOf = (event: { at: string }) => Date.parse(event.at);

export interface Answer {
  outcome: InsightEventOf<'answered'>['outcome'];
  at: number;
}

export interface Lifecycle {
  /** The first answer to each request (approved, rejected or cancelled). */
  answers: Map<string, Answer>;
  /** When both parties had signed, per contract (the first time). */
  signed: Map<string, number>;
  /** When the first milestone was completed, per contract. */
  milestones: Map<string, number>;
}

const keepEarliest = (map: Map<string, number>, key: string, at: number) => {
  const seen = map.get(key);
  if (seen === undefined || at < seen) map.set(key, at);
};

/** The lifecycle of every request, from the events up to `nowMs`. */
export function lifecycleOf(events: readonly InsightEventRecord[], nowMs: number): Lifecycle {
  const answers = new Map<string, Answer>();
  const signed = new Map<string, number>();
  const milestones = new Map<string, number>();
  for (const event of events) {
    if (event.kind !== 'answered' && event.kind !== 'signed' && event.kind !== 'milestone') continue;
    const at = timeOf(event);
    if (!(at <= nowMs)) continue;
    if (event.kind === 'answered') {
      const seen = answers.get(event.contractId);
      if (!seen || at < seen.at) answers.set(event.contractId, { outcome: event.outcome, at });
    } else keepEarliest(event.kind === 'signed' ? signed : milestones, event.contractId, at);
  }
  return { answers, signed, milestones };
}

export type TimedRequest = InsightEventOf<'requested'> & { atMs: number };

/** The requests sent during the period (and by now), oldest first. */
export function requestsIn(events: readonly InsightEventRecord[], range: Range, nowMs: number): TimedRequest[] {
  const out: TimedRequest[] = [];
  for (const event of events) {
    if (event.kind !== 'requested') continue;
    const atMs = timeOf(event);
    if (atMs >= range.startMs && atMs < range.endMs && atMs <= nowMs) out.push({ ...event, atMs });
  }
  return out.sort((a, b) => a.atMs - b.atMs || (a.contractId < b.contractId ? -1 : a.contractId > b.contractId ? 1 : 0));
}

/** A share as the contract states it: part over whole, null when the whole is 0. */
export const share = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
