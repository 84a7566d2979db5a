import { beforeEach, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from './collections';
import { db, flushDb, initDb } from './index';
import { SET_ASIDE_KEY, SNAPSHOT_KEY, type SnapshotStorage } from './persistence';

class MemoryStorage implements SnapshotStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('database persistence', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('seeds an empty storage and saves the snapshot at once', async () => {
    const start = await initDb({ storage });
    expect(start).toEqual({ source: 'seed', notice: null });
    const saved = JSON.parse(storage.getItem(SNAPSHOT_KEY) ?? '{}') as { version: number; data: { users: unknown[] } };
    expect(saved.version).toBe(SCHEMA_VERSION);
    expect(saved.data.users.length).toBe(db.users.count());
  });

  it('saves every change without waiting for unload, and restores it on the next start', async () => {
    await initDb({ storage });
    await db.demoRequests.create({
      id: 'demo_1', firstName: 'Ines', lastName: 'Berg', email: 'ines@berg.se', company: 'Berg AB',
      employees: '1-29', website: 'berg.se', phone: '+46 8 123', message: 'Hello', createdAt: new Date().toISOString(),
    });
    await settle();
    expect(storage.getItem(SNAPSHOT_KEY)).toContain('Ines');

    // A reload: the in-memory data is rebuilt from the snapshot alone.
    db.demoRequests.clear();
    const start = await initDb({ storage });
    expect(start.source).toBe('snapshot');
    expect(db.demoRequests.findFirst((q) => q.where({ id: 'demo_1' }))?.company).toBe('Berg AB');
  });

  it('sets a corrupt snapshot aside, loads the seed and says so once', async () => {
    storage.setItem(SNAPSHOT_KEY, '{"version": 1, "data": {"users": [tru');
    const start = await initDb({ storage });
    expect(start.source).toBe('seed-after-set-aside');
    expect(start.notice).toMatch(/could not be read/);
    expect(storage.getItem(SET_ASIDE_KEY)).toContain('"users": [tru');
    expect(db.users.count()).toBeGreaterThan(4);
    // The next start reads the fresh snapshot without any notice.
    const next = await initDb({ storage });
    expect(next).toEqual({ source: 'snapshot', notice: null });
  });

  it('sets aside a snapshot of another schema version', async () => {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify({ version: SCHEMA_VERSION + 1, data: {} }));
    const start = await initDb({ storage });
    expect(start.source).toBe('seed-after-set-aside');
    expect(start.notice).toMatch(/schema version/);
  });

  it('keeps working in memory when the storage is full', async () => {
    await initDb({ storage });
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => flushDb()).not.toThrow();
  });
});
