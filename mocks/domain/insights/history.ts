import { db } from '../../db';
import { PARTY_KINDS, type InsightEventRecord, type PartyKind } from '../../db/records';
import { ANCHOR_MS } from '../../db/seed/dates';
import { SEED_NUMBER } from '../../db/seed';
import { createRng, type Rng } from '../../db/seed/prng';
import { MATCH_LIMIT } from '../matches';
import { allProfiles, isMatchable } from '../profiles';
import { seedContractEvents } from './history-contracts';
import * as model from './history-model';
import { joinedMsOf, rankLists, type Candidate, type Lists } from './history-pairs';
import { DAY_MS, isoDay, mondayOf } from './range';

/*
 * A year of platform activity for the demo's insights, generated when the seed is loaded
 * (docs: mocks/domain/insights/history-model.ts for how it behaves). It covers the 365 days before
 * max(SEED_ANCHOR, now), so "the last 7 days" of a demo are never empty, and it is deterministic:
 * the weeks (Monday to Sunday) are drawn one after the other from the first party's arrival, each
 * from its own generator (forked from the seed number by its date), so a day's events never depend
 * on when the history was generated: a later "now" adds weeks and cuts the window later, nothing else.
 * What runs from week to week is what a live server enforces: no second request between two parties
 * while one is open or approved, and none between parties that have a seeded contract.
 *
 * Viewers are the matchable parties, from the day their profile was created: the lists they load
 * are the engine's (history-pairs.ts), the events are the ones the live handlers record, and
 * requests carry synthetic contract ids (hist_YYMMDD_NN, the week and its request) that are in no
 * contracts collection. The real seed contracts get their events too (history-contracts.ts). The
 * volume follows the number of parties (LOADS_PER_PARTY_DAY each), so 5,000 extra businesses make
 * a year as busy as such a platform would be.
 */

export const HISTORY_DAYS = 365;
/** The history's generator: the seed's own, forked (each week forks it again by its date). */
const HISTORY_RNG = createRng(SEED_NUMBER).fork('insights');
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface Viewer {
  id: string;
  kind: PartyKind;
  joinedMs: number;
  /** From when the viewer opens its main list, and its other one. */
  looksFrom: readonly [number, number];
}

/** Per unordered pair, until when it cannot be asked again: the answer to a declined request, else forever. */
type Busy = Map<string, number>;

interface Generated {
  viewers: Viewer[];
  lists: Lists;
  /** Every week generated so far, from the first one, in order; then the state after the last. */
  weeks: Map<number, InsightEventRecord[]>;
  nextMonday: number;
  busy: Busy;
  contracts: InsightEventRecord[];
  /** Every event generated so far, oldest first, with its time: a window is a slice of it. */
  sorted: { events: InsightEventRecord[]; times: number[] } | null;
}

const pairOf = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** The other kinds a party browses: its main list first (foreign ↔ local partners, investors → businesses). */
const LIST_KINDS: Readonly<Record<PartyKind, readonly [PartyKind, PartyKind]>> = {
  foreign: ['local', 'investor'],
  local: ['foreign', 'investor'],
  investor: ['foreign', 'local'],
};

const iso = (ms: number) => new Date(Math.round(ms / MINUTE_MS) * MINUTE_MS).toISOString();

/** How many viewers (sorted by join time) had joined by `ms`. */
function joinedBy(viewers: readonly Viewer[], ms: number): number {
  let low = 0;
  let high = viewers.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (viewers[middle]!.joinedMs <= ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The list a viewer saw at `ms`: its ranked counterparts that had joined by then, at most MATCH_LIMIT. */
function listAt(lists: Lists, viewer: Viewer, kind: PartyKind, ms: number): Candidate[] {
  const out: Candidate[] = [];
  for (const candidate of lists.get(viewer.id)?.get(kind) ?? []) {
    if (candidate.joinedMs > ms) continue;
    out.push(candidate);
    if (out.length === MATCH_LIMIT) break;
  }
  return out;
}

interface Request {
  at: number;
  viewer: Viewer;
  kind: PartyKind;
  candidate: Candidate;
}

/** One week of activity, Monday to Sunday, drawn from the week's own generator; `busy` is carried to the next week. */
function historyWeek(monday: number, viewers: readonly Viewer[], lists: Lists, busy: Busy): InsightEventRecord[] {
  const rng = HISTORY_RNG.fork(`week:${isoDay(monday)}`);
  const tag = isoDay(monday).slice(2).replaceAll('-', '');
  const events: InsightEventRecord[] = [];
  let sequence = 0;
  const id = () => `h_${tag}_${(sequence++).toString(36)}`;
  const requests: Request[] = [];
  for (let day = monday; day < monday + 7 * DAY_MS; day += DAY_MS) {
    const active = joinedBy(viewers, day);
    if (active === 0) continue;
    const loads = Array.from({ length: model.poisson(rng, active * model.LOADS_PER_PARTY_DAY * model.activityOn(day)) }, () => ({
      at: day + model.workMinute(rng) * MINUTE_MS,
      viewer: viewers[rng.int(0, active - 1)]!,
      main: rng.chance(model.MAIN_LIST_SHARE),
    })).sort((a, b) => a.at - b.at);
    for (const { at, viewer, main } of loads) {
      if (at < viewer.looksFrom[main ? 0 : 1]) continue;
      const kind = LIST_KINDS[viewer.kind][main ? 0 : 1];
      const list = listAt(lists, viewer, kind, at);
      if (list.length === 0) continue;
      events.push({ id: id(), at: iso(at), kind: 'shown', viewer: viewer.id, viewerKind: viewer.kind, shownKind: kind, shown: list.map((c) => c.id) });
      let t = at;
      list.forEach((candidate, position) => {
        if (!rng.chance(model.viewChance(candidate.score, position))) return;
        t += rng.int(1, 8) * MINUTE_MS;
        events.push({ id: id(), at: iso(t), kind: 'viewed', viewer: viewer.id, viewerKind: viewer.kind, profile: candidate.id, profileKind: kind });
        const pair = pairOf(viewer.id, candidate.id);
        if (!rng.chance(model.requestChance(candidate.score)) || (busy.get(pair) ?? -Infinity) > t) return;
        busy.set(pair, Infinity); // until its answer, if it is declined or cancelled (fates)
        requests.push({ at: t + rng.int(2, 60) * MINUTE_MS, viewer, kind, candidate });
      });
    }
  }
  events.push(...fates(rng, tag, requests.sort((a, b) => a.at - b.at), id, busy));
  return events;
}

/** The requests of a week, and what became of each: cancelled, never answered, or answered. */
function fates(rng: Rng, tag: string, requests: readonly Request[], id: () => string, busy: Busy): InsightEventRecord[] {
  const events: InsightEventRecord[] = [];
  const answered: Array<{ request: Request; contractId: string; at: number }> = [];
  requests.forEach((request, n) => {
    const contractId = `hist_${tag}_${String(n).padStart(2, '0')}`;
    const { viewer, kind, candidate } = request;
    events.push({
      id: id(),
      at: iso(request.at),
      kind: 'requested',
      contractId,
      sender: viewer.id,
      senderKind: viewer.kind,
      recipient: candidate.id,
      recipientKind: kind,
      score: candidate.score,
      factors: [...candidate.factors],
    });
    const roll = rng.next();
    if (roll < model.CANCELLED_SHARE) {
      const at = request.at + rng.int(20, 140) * HOUR_MS;
      events.push({ id: id(), at: iso(at), kind: 'answered', contractId, outcome: 'cancelled' });
      busy.set(pairOf(viewer.id, candidate.id), at);
    } else if (roll >= model.CANCELLED_SHARE + model.silenceChance(request.at)) {
      answered.push({ request, contractId, at: request.at + model.answerDelayHours(rng, request.at) * HOUR_MS });
    }
  });
  const approved = model.approvals(rng, answered.map(({ request }) => model.approvalChance(request.candidate.score, request.at, request.candidate.factors)));
  answered.forEach(({ request, contractId, at }, i) => {
    events.push({ id: id(), at: iso(at), kind: 'answered', contractId, outcome: approved[i] ? 'approved' : 'rejected' });
    if (!approved[i]) busy.set(pairOf(request.viewer.id, request.candidate.id), at);
    if (!approved[i] || !rng.chance(model.SIGNED_SHARE)) return;
    const signedAt = at + rng.int(20, 14 * 24) * HOUR_MS;
    events.push({ id: id(), at: iso(signedAt), kind: 'signed', contractId });
    if (rng.chance(model.MILESTONE_SHARE)) events.push({ id: id(), at: iso(signedAt + rng.int(10, 50) * DAY_MS), kind: 'milestone', contractId });
  });
  return events;
}

/** A viewer, with the days it waits before its first look at each list (its own generator: no week's draws move them). */
function viewerOf(id: string, kind: PartyKind, joinedMs: number): Viewer {
  const rng = HISTORY_RNG.fork(`viewer:${id}`);
  const wait = (meanDays: number) => -meanDays * Math.log(1 - rng.next()) * DAY_MS;
  const { main, other } = model.MEAN_DAYS_TO_FIRST_LOOK;
  return { id, kind, joinedMs, looksFrom: [joinedMs + wait(main), joinedMs + wait(other)] };
}

/** What a seed's history is drawn from, kept while the process lives (a reset reuses it). */
const generated = new Map<string, Generated>();

function generatedFor(key: string): Generated {
  let found = generated.get(key);
  if (found) return found;
  const everyone = PARTY_KINDS.flatMap((kind) => allProfiles(kind));
  const parties = everyone.filter(isMatchable);
  const viewers = parties.map((party) => viewerOf(party.profile._id, party.kind, joinedMsOf(party)));
  viewers.sort((a, b) => a.joinedMs - b.joinedMs || (a.id < b.id ? -1 : 1));
  const lists = rankLists(parties, everyone);
  const busy: Busy = new Map(db.contracts.all().map((contract) => [pairOf(contract.senderProfileId, contract.recipientProfileId), Infinity]));
  const first = viewers[0]?.joinedMs ?? ANCHOR_MS;
  found = { viewers, lists, weeks: new Map(), nextMonday: mondayOf(first), busy, contracts: seedContractEvents(lists), sorted: null };
  generated.set(key, found);
  return found;
}

/** Forgets the generated lists and weeks (tests that check a fresh generation). */
export const forgetGeneratedHistory = () => generated.clear();

/**
 * The history as events, oldest first: the 365 days up to max(SEED_ANCHOR, now), and the events of
 * the seeded contracts. `key` names the seed it is generated for (its extra businesses).
 */
export function insightHistory(nowMs: number, key = 'extra:0'): InsightEventRecord[] {
  const history = generatedFor(key);
  const endMs = Math.max(ANCHOR_MS, nowMs);
  for (; history.nextMonday <= endMs; history.nextMonday += 7 * DAY_MS) {
    history.weeks.set(history.nextMonday, historyWeek(history.nextMonday, history.viewers, history.lists, history.busy));
    history.sorted = null;
  }
  history.sorted ??= sortedEvents([...history.weeks.values()].flat(), history.contracts);
  const { events, times } = history.sorted;
  const startMs = endMs - HISTORY_DAYS * DAY_MS;
  const window = events.slice(firstAtOrAfter(times, startMs), firstAtOrAfter(times, endMs + 1));
  // The seeded contracts' events count whenever they happened; the generated ones only within the window.
  const earlier = history.contracts.filter((event) => Date.parse(event.at) < startMs).sort(byTime);
  return earlier.length > 0 ? [...earlier, ...window] : window;
}

const byTime = (a: InsightEventRecord, b: InsightEventRecord) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function sortedEvents(generated: InsightEventRecord[], contracts: InsightEventRecord[]) {
  const events = [...generated, ...contracts].sort(byTime);
  return { events, times: events.map((event) => Date.parse(event.at)) };
}

/** The index of the first time at or after `ms` in ascending times. */
function firstAtOrAfter(times: readonly number[], ms: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (times[middle]! < ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Leaves the duration of a step on the performance timeline (one entry, replaced each time), for
 * `npm run bench:insights`: "corridor.mock: insights history" (generating it; the benchmark times
 * the adding of its records itself).
 */
function timing(name: string, start: number): void {
  try {
    performance.clearMeasures(name);
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // A runtime without user timing only loses the figure.
  }
}

/** The history of a fresh seed (seed-loader.ts, after the agreements): the database adds it when first read. */
export function seededInsightHistory(options: { nowMs?: number; extraBusinesses?: number } = {}): InsightEventRecord[] {
  const began = performance.now();
  const events = insightHistory(options.nowMs ?? Date.now(), `extra:${options.extraBusinesses ?? 0}`);
  timing('corridor.mock: insights history', began);
  return events;
}
