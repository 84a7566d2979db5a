import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHEMA_VERSION } from '../collections';
import { SET_ASIDE_KEY, SNAPSHOT_KEY, type SnapshotStorage } from '../persistence';
import { createIndexedDbStore } from './indexeddb';

class MemoryStorage implements SnapshotStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const demoRequest = (id: string, company: string) => ({
  id, firstName: 'Ines', lastName: 'Berg', email: 'ines@berg.se', company,
  employees: '1-29', website: 'berg.se', phone: '+46 8 123', message: 'Hello', createdAt: '2026-11-25T10:00:00.000Z',
});

let opened = 0;
/** A fresh IndexedDB database per test; each "tab" is a fresh copy of the mock's modules. */
const freshName = () => `corridor.mock.test-${++opened}`;

async function openTab(name: string, legacy: SnapshotStorage | null = null, channel = `${name}.tabs`) {
  vi.resetModules();
  const database = await import('../index');
  const { syncTabs } = await import('../tab-sync');
  const { createIndexedDbStore: create } = await import('./indexeddb');
  const start = await database.initDb({ store: create({ name, legacy }) });
  await database.whenSaved();
  const stop = syncTabs(channel);
  return { ...database, start, stop };
}

const stops: Array<() => void> = [];
afterEach(() => {
  while (stops.length) stops.pop()!();
});

describe('the IndexedDB store', () => {
  it('keeps every change across a reload, each record under its own key', async () => {
    const name = freshName();
    const first = await openTab(name);
    stops.push(first.stop);
    expect(first.start.source).toBe('seed');
    await first.db.demoRequests.create(demoRequest('demo_1', 'Berg AB'));
    await first.whenSaved();

    const raw = await openDB(name);
    expect(await raw.get('records', ['demoRequests', 'demo_1'])).toMatchObject({ company: 'Berg AB' });
    expect(await raw.count('records')).toBeGreaterThan(100);
    raw.close();

    const reloaded = await openTab(name);
    stops.push(reloaded.stop);
    expect(reloaded.start).toEqual({ source: 'snapshot', notice: null });
    expect(reloaded.db.demoRequests.findFirst((q) => q.where({ id: 'demo_1' }))?.company).toBe('Berg AB');
    expect(reloaded.db.users.count()).toBe(first.db.users.count());
  });

  it('moves the old localStorage snapshot in once, then removes it', async () => {
    const name = freshName();
    const legacy = new MemoryStorage();
    const seeded = await openTab(freshName());
    stops.push(seeded.stop);
    await seeded.db.demoRequests.create(demoRequest('demo_9', 'Old Snapshot AB'));
    const data = Object.fromEntries(
      (['users', 'sessions', 'codes', 'foreignProfiles', 'localProfiles', 'investorProfiles', 'contracts', 'milestones', 'tasks', 'comments', 'outbox', 'demoRequests', 'feedback'] as const).map(
        (collection) => [collection, JSON.parse(JSON.stringify(seeded.db[collection].all())) as object[]],
      ),
    );
    legacy.setItem(SNAPSHOT_KEY, JSON.stringify({ version: SCHEMA_VERSION, savedAt: '2026-11-01T00:00:00.000Z', data }));

    const migrated = await openTab(name, legacy);
    stops.push(migrated.stop);
    expect(migrated.start.source).toBe('snapshot');
    expect(migrated.db.demoRequests.findFirst((q) => q.where({ id: 'demo_9' }))?.company).toBe('Old Snapshot AB');
    expect(legacy.getItem(SNAPSHOT_KEY)).toBeNull();

    // The next start reads IndexedDB alone.
    const again = await openTab(name, legacy);
    stops.push(again.stop);
    expect(again.db.demoRequests.findFirst((q) => q.where({ id: 'demo_9' }))?.company).toBe('Old Snapshot AB');
  });

  it('sets an unreadable old snapshot aside and says so once', async () => {
    const legacy = new MemoryStorage();
    legacy.setItem(SNAPSHOT_KEY, '{"version": 1, "data": {"users": [tru');
    const tab = await openTab(freshName(), legacy);
    stops.push(tab.stop);
    expect(tab.start.source).toBe('seed-after-set-aside');
    expect(tab.start.notice).toMatch(/could not be read \(it is not valid JSON\)/);
    expect(legacy.getItem(SET_ASIDE_KEY)).toContain('"users": [tru');
    expect(legacy.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it('sets aside data of another schema version, keeps it for inspection, and loads the seed', async () => {
    const name = freshName();
    const first = await openTab(name);
    first.stop();
    const raw = await openDB(name);
    await raw.put('meta', { version: SCHEMA_VERSION + 1, savedAt: '2030-01-01T00:00:00.000Z' }, 'state');
    raw.close();

    const next = await openTab(name);
    stops.push(next.stop);
    expect(next.start.source).toBe('seed-after-set-aside');
    expect(next.start.notice).toMatch(/schema version 2/);
    const check = await openDB(name);
    const aside = (await check.get('setAside', 'last')) as { reason: string; records: object[] };
    expect(aside.reason).toMatch(/schema version/);
    expect(aside.records.length).toBeGreaterThan(100);
    expect((await check.get('meta', 'state')) as { version: number }).toMatchObject({ version: SCHEMA_VERSION });
    check.close();
  });

  it('lets two tabs see each other’s changes, and neither overwrites the other’s write', async () => {
    const name = freshName();
    const tabA = await openTab(name);
    stops.push(tabA.stop);
    const tabB = await openTab(name);
    stops.push(tabB.stop);

    // A changes one record and B another a moment later, before either has heard of the other's.
    await Promise.all([
      tabA.db.demoRequests.create(demoRequest('demo_a', 'Written in tab A')),
      tabB.db.demoRequests.create(demoRequest('demo_b', 'Written in tab B')),
    ]);
    await Promise.all([tabA.whenSaved(), tabB.whenSaved()]);
    await vi.waitFor(() => {
      expect(tabA.db.demoRequests.count()).toBe(2);
      expect(tabB.db.demoRequests.count()).toBe(2);
    });
    // A edits B's record: B sees the edit, and the edit is what is saved.
    await tabA.db.demoRequests.update((q) => q.where({ id: 'demo_b' }), { data(record) { record.company = 'Edited in tab A'; } });
    await tabA.whenSaved();
    await vi.waitFor(() => expect(tabB.db.demoRequests.findFirst((q) => q.where({ id: 'demo_b' }))?.company).toBe('Edited in tab A'));

    const reloaded = await openTab(name);
    stops.push(reloaded.stop);
    expect(reloaded.db.demoRequests.all().map((record) => record.company).sort()).toEqual(['Edited in tab A', 'Written in tab A']);

    // A reset in one tab puts the seed back in the others.
    await tabB.resetDb();
    await vi.waitFor(() => expect(tabA.db.demoRequests.count()).toBe(0));
  });

  it('refuses plainly when IndexedDB cannot be opened', async () => {
    const store = createIndexedDbStore({ name: freshName() });
    const spy = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    });
    await expect(store.read()).rejects.toThrow(/denied permission/);
    spy.mockRestore();
  });
});
