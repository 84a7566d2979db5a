import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { DataStore } from './stores/store';

/*
 * The browser mock reads the insights' event log after it starts answering (deferred.ts, issue 16).
 * Each "tab" is a fresh copy of the mock's modules over one fake IndexedDB database.
 */

let opened = 0;
const freshName = () => `corridor.mock.deferred-${++opened}`;

async function openTab(name: string, options: { defer?: boolean; wrap?: (store: DataStore) => DataStore } = {}) {
  vi.resetModules();
  const database = await import('./index');
  const { DEFERRED_COLLECTIONS } = await import('./deferred');
  const { createIndexedDbStore } = await import('./stores/indexeddb');
  const { savedInsightEvents } = await import('../domain/insights/events');
  const store = createIndexedDbStore({ name });
  const start = await database.initDb({ store: options.wrap ? options.wrap(store) : store, defer: options.defer ? DEFERRED_COLLECTIONS : undefined });
  await database.whenSaved();
  return { ...database, start, savedInsightEvents };
}

const event = (id: string) => ({ id, at: '2026-11-27T09:00:00.000Z', kind: 'viewed', viewer: 'fb_1', viewerKind: 'foreign', profile: 'lp_1', profileKind: 'local' }) as const;
const ids = (records: Array<{ id: string }>) => records.map((record) => record.id).sort();

describe('the collections read after the start', () => {
  it('answers from the other collections first, then holds every saved event, as a whole read does', async () => {
    const name = freshName();
    const first = await openTab(name);
    const saved = first.db.insightEvents.all();
    expect(saved.length).toBeGreaterThan(1000);

    const tab = await openTab(name, { defer: true });
    expect(tab.start.source).toBe('snapshot');
    expect(tab.db.insightEvents.count()).toBe(0);
    expect(tab.db.users.count()).toBe(first.db.users.count());
    expect(tab.db.localProfiles.count()).toBe(first.db.localProfiles.count());

    await tab.whenComplete();
    const whole = await openTab(name);
    expect(tab.db.insightEvents.all()).toEqual(whole.db.insightEvents.all());
    expect(ids(tab.db.insightEvents.all())).toEqual(ids(saved));
  });

  it('gives the insights every saved event even when asked before they are read', async () => {
    const name = freshName();
    const count = (await openTab(name)).db.insightEvents.count();
    const tab = await openTab(name, { defer: true });
    expect(tab.db.insightEvents.count()).toBe(0);
    expect(await tab.savedInsightEvents()).toHaveLength(count);
  });

  it('keeps and saves an event recorded before the saved ones are read, once', async () => {
    const name = freshName();
    const count = (await openTab(name)).db.insightEvents.count();
    const tab = await openTab(name, { defer: true });
    await tab.db.insightEvents.create(event('ie_early'));
    await tab.whenSaved();
    await tab.whenComplete();
    expect(tab.db.insightEvents.count()).toBe(count + 1);
    expect(tab.db.insightEvents.findMany((q) => q.where({ id: 'ie_early' }))).toHaveLength(1);

    const reloaded = await openTab(name);
    expect(reloaded.db.insightEvents.count()).toBe(count + 1);
    expect(reloaded.db.insightEvents.all()).toEqual(tab.db.insightEvents.all());
  });

  it('drops the late read when the data is reset before it (it would bring back the older world)', async () => {
    const name = freshName();
    const first = await openTab(name);
    const seeded = first.db.insightEvents.count();
    await first.db.insightEvents.create(event('ie_before_reset'));
    await first.whenSaved();

    const tab = await openTab(name, { defer: true });
    await tab.resetDb();
    await tab.whenComplete();
    expect(tab.db.insightEvents.count()).toBe(seeded);
    expect(tab.db.insightEvents.findFirst((q) => q.where({ id: 'ie_before_reset' }))).toBeUndefined();
  });

  it('reads them before a whole save (the repair after a failed write), so none is lost', async () => {
    const name = freshName();
    const count = (await openTab(name)).db.insightEvents.count();
    let failures = 1;
    const failingOnce = (store: DataStore): DataStore => ({
      label: store.label,
      read: (options) => store.read(options),
      write: (changes, current) => (failures-- > 0 ? Promise.reject(new Error('The disk is full')) : store.write(changes, current)),
      replace: (data) => store.replace(data),
    });
    const tab = await openTab(name, { defer: true, wrap: failingOnce });
    await tab.db.demoRequests.create({ id: 'demo_1', firstName: 'Ines', lastName: 'Berg', email: 'ines@berg.se', company: 'Berg AB', employees: '1-29', website: 'berg.se', phone: '+46 8 123', message: 'Hello', createdAt: '2026-11-27T10:00:00.000Z' });
    await tab.whenSaved();
    expect(tab.storageStatus()).toMatchObject({ kind: 'not-saved', reason: 'The disk is full' });
    // The next change is saved with everything else (a whole save), the deferred events included.
    await tab.db.demoRequests.create({ id: 'demo_2', firstName: 'Ola', lastName: 'Berg', email: 'ola@berg.se', company: 'Berg AB', employees: '1-29', website: 'berg.se', phone: '+46 8 124', message: 'Hello', createdAt: '2026-11-27T10:01:00.000Z' });
    await tab.whenSaved();
    expect(tab.storageStatus()).toMatchObject({ kind: 'saved' });

    const reloaded = await openTab(name);
    expect(reloaded.db.insightEvents.count()).toBe(count);
    expect(reloaded.db.demoRequests.count()).toBe(2);
  });
});
