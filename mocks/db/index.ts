import { collectionNames, createCollections, type Collections } from './collections';
import { readSnapshot, writeSnapshot, type Snapshot, type SnapshotStorage } from './persistence';
import { loadSeed, type SeedOptions } from './seed-loader';

/** The mock server's database: one set of collections per page or process. */
export const db: Collections = createCollections();

let storage: SnapshotStorage | null = null;
let suspended = false;
let saveQueued = false;
let storageFull = false;

/**
 * Saves after every change, not only on unload. Batched into the next task: the library
 * announces a create before it stores the record, so the save must wait for that to finish.
 */
function queueSave(): void {
  if (!storage || suspended || saveQueued) return;
  saveQueued = true;
  setTimeout(() => {
    saveQueued = false;
    if (storage && !suspended) storageFull = !writeSnapshot(storage, db);
  }, 0);
}

for (const name of collectionNames) {
  const { hooks } = db[name];
  hooks.on('create', queueSave);
  hooks.on('update', queueSave);
  hooks.on('delete', queueSave);
}

function clearAll(): void {
  for (const name of collectionNames) db[name].clear();
}

async function restore(snapshot: Snapshot): Promise<void> {
  for (const name of collectionNames) {
    const collection = db[name] as unknown as { create(value: object): Promise<unknown> };
    for (const item of snapshot.data[name]) await collection.create(item);
  }
}

export interface DbStart {
  /** What happened to the saved data: restored, seeded fresh, or set aside as unreadable. */
  source: 'snapshot' | 'seed' | 'seed-after-set-aside';
  /** A sentence for the user when the saved data could not be used, else null. */
  notice: string | null;
}

export interface InitOptions extends SeedOptions {
  /** Where the snapshot lives (localStorage in the browser); none keeps data in memory. */
  storage?: SnapshotStorage | null;
}

/** Restores the saved database, or loads the seed when there is none or it is unreadable. */
export async function initDb(options: InitOptions = {}): Promise<DbStart> {
  storage = options.storage ?? null;
  suspended = true;
  try {
    clearAll();
    const saved = storage ? readSnapshot(storage) : ({ status: 'none' } as const);
    if (saved.status === 'ok') {
      await restore(saved.snapshot);
      return { source: 'snapshot', notice: null };
    }
    await loadSeed(db, options);
    if (saved.status === 'set-aside') {
      return {
        source: 'seed-after-set-aside',
        notice: `The saved demo data could not be read (${saved.reason}), so it was set aside and the demo data was restored.`,
      };
    }
    return { source: 'seed', notice: null };
  } finally {
    suspended = false;
    if (storage) storageFull = !writeSnapshot(storage, db);
  }
}

/** Puts the seed back: the "Reset demo data" control and every test's fresh start. */
export async function resetDb(options: SeedOptions = {}): Promise<void> {
  suspended = true;
  try {
    clearAll();
    await loadSeed(db, options);
  } finally {
    suspended = false;
    if (storage) storageFull = !writeSnapshot(storage, db);
  }
}

/** True when the last save did not fit in the storage (the data then lives in memory). */
export const isStorageFull = () => storageFull;

/** Writes pending changes now (tests; before a reload). */
export function flushDb(): void {
  if (storage) storageFull = !writeSnapshot(storage, db);
}
