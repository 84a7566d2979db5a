import { beforeEach, describe, expect, it } from 'vitest';
import { db, initDb, resetDb, storageStatus, whenSaved } from './index';
import { MemoryStore } from './stores/memory';

const demoRequest = (id: string, company: string) => ({
  id, firstName: 'Ines', lastName: 'Berg', email: 'ines@berg.se', company,
  employees: '1-29', website: 'berg.se', phone: '+46 8 123', message: 'Hello', createdAt: new Date().toISOString(),
});

describe('the database and its store', () => {
  let store: MemoryStore;
  beforeEach(() => {
    store = new MemoryStore();
  });

  it('seeds an empty store and saves the seed whole', async () => {
    const start = await initDb({ store });
    expect(start).toEqual({ source: 'seed', notice: null });
    await whenSaved();
    expect(store.replaces).toBe(1);
    expect(store.records('users')).toHaveLength(db.users.count());
    expect(storageStatus()).toEqual({ kind: 'saved', where: 'memory' });
  });

  it('saves each change by itself, without waiting for unload, and restores it on the next start', async () => {
    await initDb({ store });
    await whenSaved();
    await db.demoRequests.create(demoRequest('demo_1', 'Berg AB'));
    await whenSaved();
    expect(store.writes).toBe(1);
    expect(store.replaces).toBe(1); // the change did not rewrite everything
    expect(store.records('demoRequests')).toEqual([expect.objectContaining({ id: 'demo_1', company: 'Berg AB' })]);

    await db.demoRequests.update((q) => q.where({ id: 'demo_1' }), { data(record) { record.company = 'Berg & Co AB'; } });
    db.users.delete((q) => q.where({ id: 'usr_0001' }));
    await whenSaved();
    expect(store.records('demoRequests')).toEqual([expect.objectContaining({ company: 'Berg & Co AB' })]);
    expect(store.records('users').some((user) => (user as { id: string }).id === 'usr_0001')).toBe(false);

    // A restart: the data is rebuilt from the store alone.
    const start = await initDb({ store });
    expect(start.source).toBe('snapshot');
    expect(db.demoRequests.findFirst((q) => q.where({ id: 'demo_1' }))?.company).toBe('Berg & Co AB');
    expect(db.users.findFirst((q) => q.where({ id: 'usr_0001' }))).toBeUndefined();
  });

  it('batches the changes of one moment into one write', async () => {
    await initDb({ store });
    await whenSaved();
    await Promise.all([db.demoRequests.create(demoRequest('demo_1', 'A')), db.demoRequests.create(demoRequest('demo_2', 'B'))]);
    await whenSaved();
    expect(store.writes).toBe(1);
    expect(store.records('demoRequests')).toHaveLength(2);
  });

  it('starts from the seed when asked (MOCK_RESET=1), and saves it over what was there', async () => {
    await initDb({ store });
    await db.demoRequests.create(demoRequest('demo_1', 'Berg AB'));
    await whenSaved();
    const start = await initDb({ store, fresh: true });
    await whenSaved();
    expect(start.source).toBe('seed');
    expect(store.records('demoRequests')).toEqual([]);
  });

  it('puts the seed back on reset, in memory and in the store', async () => {
    await initDb({ store });
    await db.demoRequests.create(demoRequest('demo_1', 'Berg AB'));
    await resetDb();
    expect(db.demoRequests.count()).toBe(0);
    expect(store.records('demoRequests')).toEqual([]);
  });

  it('keeps working in memory when the store is full, says so, and saves everything once it has room', async () => {
    await initDb({ store });
    await whenSaved();
    store.refuse = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    await db.demoRequests.create(demoRequest('demo_1', 'Berg AB'));
    await whenSaved();
    expect(storageStatus()).toEqual({ kind: 'not-saved', where: 'memory', reason: 'QuotaExceededError: The quota has been exceeded.' });
    expect(db.demoRequests.count()).toBe(1);

    store.refuse = null;
    await db.demoRequests.create(demoRequest('demo_2', 'Fjord AS'));
    await whenSaved();
    // The change the full store missed is saved too: the next save after a failure is a whole one.
    expect(store.records('demoRequests').map((record) => (record as { id: string }).id).sort()).toEqual(['demo_1', 'demo_2']);
    expect(storageStatus().kind).toBe('saved');
  });

  it('runs in memory and says why when the store cannot even be read', async () => {
    const refusing = new MemoryStore();
    refusing.read = () => Promise.reject(new DOMException('The user denied permission to access the database.', 'SecurityError'));
    const start = await initDb({ store: refusing });
    expect(start.source).toBe('seed');
    expect(storageStatus()).toMatchObject({ kind: 'not-saved', reason: expect.stringMatching(/^SecurityError/) });
    await db.demoRequests.create(demoRequest('demo_1', 'Berg AB'));
    await whenSaved();
    expect(refusing.writes + refusing.replaces).toBe(0); // nothing overwrites data it could not read
  });
});
