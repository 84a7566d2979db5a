import { beforeAll, describe, expect, it } from 'vitest';
import { db, initDb, resetDb } from '../../db';
import type { InsightEventRecord } from '../../db/records';
import { MATCH_LIMIT } from '../matches';
import { findAnyProfile } from '../profiles';
import { acceptance } from './acceptance';
import { savedInsightEvents } from './events';
import { forgetGeneratedHistory, HISTORY_DAYS, insightHistory } from './history';
import { matchQuality } from './match-quality';
import { DAY_MS, resolveRange } from './range';
import { supply } from './supply';

/** A fixed "now": the year before it holds a whole July. */
const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const YEAR = resolveRange({ period: 'custom', from: '2025-12-02', to: '2026-12-01' }, NOW);

let events: InsightEventRecord[] = [];

beforeAll(async () => {
  await initDb();
  await resetDb({ extraBusinesses: 0, nowMs: NOW });
  events = [...(await savedInsightEvents())];
});

const answersOf = (list: readonly InsightEventRecord[]) =>
  new Map(list.flatMap((event) => (event.kind === 'answered' ? [[event.contractId, event] as const] : [])));

describe('the seed’s year of history', () => {
  it('is the same every time it is generated, and a later generation keeps every earlier day as it was', () => {
    forgetGeneratedHistory();
    const first = insightHistory(NOW);
    forgetGeneratedHistory();
    expect(insightHistory(NOW)).toEqual(first);
    expect(first).toEqual(events.map((event) => ({ ...event })));
    const later = insightHistory(NOW + 9 * DAY_MS);
    const laterStart = NOW + 9 * DAY_MS - HISTORY_DAYS * DAY_MS;
    const overlap = (list: InsightEventRecord[]) =>
      list.filter((event) => Date.parse(event.at) >= laterStart && Date.parse(event.at) <= NOW && event.id.startsWith('h_'));
    expect(overlap(later)).toEqual(overlap(first));
    expect(later.some((event) => Date.parse(event.at) > NOW)).toBe(true);
  });

  it('keeps the rules a live server keeps: real, joined parties, lists of at most 30, answers after requests', () => {
    const ids = new Set<string>();
    const requested = new Map<string, number>();
    for (const event of events) {
      expect(ids.has(event.id), event.id).toBe(false);
      ids.add(event.id);
      const at = Date.parse(event.at);
      expect(at).toBeLessThanOrEqual(NOW);
      const party = (id: string, kind: string) => {
        const found = findAnyProfile(id);
        expect(found?.kind, id).toBe(kind);
        expect(Date.parse(found!.profile.createdAt), `${id} had joined`).toBeLessThanOrEqual(at);
      };
      if (event.kind === 'shown') {
        expect(event.shown.length).toBeGreaterThan(0);
        expect(event.shown.length).toBeLessThanOrEqual(MATCH_LIMIT);
        expect(new Set(event.shown).size).toBe(event.shown.length);
        party(event.viewer, event.viewerKind);
        for (const id of event.shown) party(id, event.shownKind);
      } else if (event.kind === 'viewed') {
        party(event.viewer, event.viewerKind);
        party(event.profile, event.profileKind);
      } else if (event.kind === 'requested') {
        party(event.sender, event.senderKind);
        party(event.recipient, event.recipientKind);
        expect(event.score).toEqual(expect.any(Number));
        requested.set(event.contractId, at);
        if (event.contractId.startsWith('hist_')) expect(db.contracts.findFirst((q) => q.where({ _id: event.contractId }))).toBeUndefined();
      } else {
        expect(requested.get(event.contractId), `${event.kind} of ${event.contractId} follows its request`).toBeLessThan(at);
      }
    }
  });

  it('never asks a pair again while a request between them is open or approved, nor a pair with a seeded contract', () => {
    const answers = answersOf(events);
    const seeded = new Set(db.contracts.all().map((c) => [c.senderProfileId, c.recipientProfileId].sort().join('|')));
    const lastOf = new Map<string, string>();
    let repeated = 0;
    for (const event of events) {
      if (event.kind !== 'requested' || !event.contractId.startsWith('hist_')) continue;
      const pair = [event.sender, event.recipient].sort().join('|');
      expect(seeded.has(pair), pair).toBe(false);
      const before = lastOf.get(pair);
      if (before) {
        repeated += 1;
        const answer = answers.get(before);
        expect(answer && answer.outcome !== 'approved' && answer.at <= event.at, `${pair}: ${before} then ${event.contractId}`).toBe(true);
      }
      lastOf.set(pair, event.contractId);
    }
    console.info(`history: ${repeated} pairs asked again after a declined or cancelled request`);
  });

  it('carries the seeded contracts: each sent, answered as stored, and the two signed by both', () => {
    const answers = answersOf(events);
    for (const contract of db.contracts.all()) {
      expect(events.find((event) => event.kind === 'requested' && event.contractId === contract._id)?.at).toBe(contract.createdAt);
      expect(answers.get(contract._id)?.outcome ?? 'pending').toBe(contract.status);
    }
    const signed = events.filter((event) => event.kind === 'signed' && event.contractId.startsWith('ctr_')).map((event) => event.kind === 'signed' && event.contractId);
    expect(signed.sort()).toEqual(['ctr_0002', 'ctr_0022']);
  });

  it('dips every July: fewer of July’s requests are approved than in the rest of the year', () => {
    const answers = answersOf(events);
    const tally: Record<'july' | 'rest', [number, number]> = { july: [0, 0], rest: [0, 0] };
    for (const event of events) {
      if (event.kind !== 'requested') continue;
      const outcome = answers.get(event.contractId)?.outcome;
      if (outcome !== 'approved' && outcome !== 'rejected') continue;
      const bucket = tally[new Date(event.at).getUTCMonth() === 6 ? 'july' : 'rest'];
      bucket[1] += 1;
      if (outcome === 'approved') bucket[0] += 1;
    }
    const july = tally.july[0] / tally.july[1];
    const rest = tally.rest[0] / tally.rest[1];
    console.info(`history: July ${tally.july[0]}/${tally.july[1]} approved (${july.toFixed(2)}), the rest of the year ${tally.rest[0]}/${tally.rest[1]} (${rest.toFixed(2)})`);
    expect(tally.july[1]).toBeGreaterThanOrEqual(15);
    expect(july).toBeLessThan(rest - 0.12);
    expect(rest).toBeGreaterThan(0.4);
    expect(rest).toBeLessThan(0.6);
  });

  it('approves most weeks in the 40–60 % band, and climbs with the score band', () => {
    const year = acceptance(events, db.contracts.all(), () => '', YEAR, NOW);
    const busy = year.weeks.filter((week) => week.approved + week.rejected >= 5);
    const inBand = busy.filter((week) => week.rate! >= 0.4 && week.rate! <= 0.6);
    expect(inBand.length / busy.length).toBeGreaterThan(0.5);
    const { bands } = matchQuality(events, YEAR, NOW);
    console.info(`history: bands ${bands.map((band) => `${band.band} ${band.approved}/${band.approved + band.rejected}`).join(', ')}`);
    const rated = bands.filter((band) => band.approved + band.rejected >= 5);
    for (let i = 1; i < rated.length; i++) expect(rated[i]!.rate!, rated[i]!.band).toBeGreaterThanOrEqual(rated[i - 1]!.rate!);
    const rateOf = (name: string) => bands.find((band) => band.band === name)!.rate!;
    expect(rateOf('80–89') - rateOf('60–69')).toBeGreaterThan(0.2);
  });

  it('leaves an industry short of verified partners', () => {
    const profiles = { foreign: db.foreignProfiles.all(), local: db.localProfiles.all(), investor: db.investorProfiles.all() };
    expect(supply(profiles, NOW).industries.filter((row) => row.short).map((row) => row.name)).toEqual(['CleanTech & Renewable Energy']);
  });

  it('stays moderate: it is saved with the seed', () => {
    const bytes = JSON.stringify(events).length;
    const kinds = new Map<string, number>();
    for (const event of events) kinds.set(event.kind, (kinds.get(event.kind) ?? 0) + 1);
    console.info(`history: ${events.length} events, ${Math.round(bytes / 1024)} KB as JSON (${[...kinds].map(([kind, count]) => `${count} ${kind}`).join(', ')})`);
    expect(bytes).toBeLessThan(600_000);
  });
});
