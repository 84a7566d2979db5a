import { describe, expect, it } from 'vitest';
import { db, initDb, isFilling, resetDb, whenComplete, whenSaved } from './index';
import { MemoryStore } from './stores/memory';
import { savedInsightEvents } from '../domain/insights/events';
import { insightHistory } from '../domain/insights/history';

/*
 * A seed leaves the insights' year of history for its first reader (seed-loader.ts, deferred.ts):
 * a reset, every test's fresh start among them, does not wait for its 1,954 records.
 */

const NOW = Date.parse('2026-11-27T09:00:00.000Z');
const event = (id: string) => ({ id, at: '2026-11-27T09:00:00.000Z', kind: 'viewed', viewer: 'fb_1', viewerKind: 'foreign', profile: 'lp_1', profileKind: 'local' }) as const;
const idsOf = (records: ReadonlyArray<{ id: string }>) => records.map((record) => record.id);

describe('the seed’s history, added when first read', () => {
  it('is not added by the reset, and its reader gets it before the events recorded since, as an eager seed gave them', async () => {
    await initDb();
    await resetDb({ nowMs: NOW });
    expect(db.insightEvents.count()).toBe(0);
    expect(db.contracts.count()).toBeGreaterThan(0);
    await db.insightEvents.create(event('ie_early'));

    const events = await savedInsightEvents();
    const history = insightHistory(NOW);
    expect(history.length).toBeGreaterThan(1000);
    expect(idsOf(events)).toEqual([...idsOf(history), 'ie_early']);
    expect(events.slice(0, -1)).toEqual(history);
    // Read once: a second reader finds the same records, not a second copy.
    expect(await savedInsightEvents()).toHaveLength(history.length + 1);
  });

  it('is dropped by the next reset, with the events of the older world', async () => {
    await initDb();
    await resetDb({ nowMs: NOW });
    await db.insightEvents.create(event('ie_before_reset'));
    const later = NOW + 14 * 86_400_000;
    await resetDb({ nowMs: later });
    await whenComplete();
    expect(idsOf(db.insightEvents.all())).toEqual(idsOf(insightHistory(later)));
  });

  it('is in the whole save that follows a seed, and is not written again record by record', async () => {
    const store = new MemoryStore();
    await initDb({ store, nowMs: NOW });
    await whenSaved();
    expect(store.replaces).toBe(1);
    expect(store.writes).toBe(0);
    expect(idsOf(store.records('insightEvents') as Array<{ id: string }>)).toEqual(idsOf(insightHistory(NOW)));
    expect(db.insightEvents.count()).toBe(insightHistory(NOW).length);
  });

  it('counts as filling, record by record, for whoever watches the collections (Storybook reseeds on a change)', async () => {
    await initDb();
    await resetDb({ nowMs: NOW });
    const seen: Array<[string, boolean]> = [];
    db.insightEvents.hooks.on('create', (event) => seen.push([event.data.record.id, isFilling('insightEvents', event.data.record)]));
    await db.insightEvents.create(event('ie_early'));
    await whenComplete();
    await db.insightEvents.create(event('ie_later'));
    const history = idsOf(insightHistory(NOW));
    // The event made before the read is put back after the history (not a change then), but it was one when it was made.
    expect(seen.filter(([, filling]) => filling).map(([id]) => id)).toEqual([...history, 'ie_early']);
    expect(seen.filter(([, filling]) => !filling).map(([id]) => id)).toEqual(['ie_early', 'ie_later']);
  });
});
