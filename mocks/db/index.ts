import { collectionNames, createCollections, emptyCollection, keyFields, loose, type CollectionName, type Collections } from './collections';
import { loadSeed, type SeedOptions } from './seed-loader';
import { keyOf, type Change, type DataStore, type StoreData, type StoreRead } from './stores/store';
import { reasonOf, setStatus, storageStatus, timing } from './storage-status';
import { addLater, idOf } from './late-fill';

export { storageStatus, subscribeStorageStatus, type StorageStatus } from './storage-status';

/** The mock server's database: one set of collections per page or process. */
export const db: Collections = createCollections();

let store: DataStore | null = null;
/** What the seed was built with at start; a reset builds it the same way unless told otherwise. */
let seedOptions: SeedOptions = {};
const savedListeners = new Set<(changes: Change[] | 'all') => void>();

/** Set while the seed or the saved data fills the collections: those are not changes to save. */
let loading = false;

/** Changes not saved yet, one per record (the last one wins). */
const pending = new Map<string, Change>();
/** Records being applied from another tab, which has saved them already. */
const fromElsewhere = new Set<string>();
/** Records a start left for later being put back (deferred.ts): saved already, or saved with the seed. */
const puttingBack = new Set<string>();

/**
 * Whether the seed or saved data is filling the collections now (their hooks announce no news
 * then); given a record, also whether it is one of those put back after the start (the seed's
 * history, the saved event log), which no one changed either.
 */
export const isFilling = (collection?: CollectionName, record?: object): boolean =>
  loading || (collection !== undefined && record !== undefined && puttingBack.has(idOf(collection, keyOf(collection, record))));
/** A save failed: the next one writes everything, so the store never misses a change. */
let wholeSaveNeeded = false;
let chain: Promise<void> = Promise.resolve();
let queued: Promise<void> | null = null;

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function track(collection: CollectionName, record: object, deleted: boolean): void {
  if (!store || loading) return;
  const key = keyOf(collection, record);
  const id = idOf(collection, key);
  if (fromElsewhere.has(id) || puttingBack.has(id)) return;
  pending.set(id, { collection, key, record: deleted ? null : record });
  void queueSave();
}

/**
 * The hooks that track changes, taken off while the collections are filled: a create nobody
 * listens to skips the library's event, a good part of restoring a few thousand records at every
 * page load (issue 16).
 */
let tracking: AbortController[] = [];

function trackChanges(on: boolean): void {
  for (const controller of tracking) controller.abort();
  tracking = [];
  if (!on) return;
  // One signal per collection: its three hooks stay under Node's ten-listener warning.
  for (const name of collectionNames) {
    const controller = new AbortController();
    tracking.push(controller);
    const { signal } = controller;
    const { hooks } = db[name];
    hooks.on('create', (event) => track(name, event.data.record, false), { signal });
    hooks.on('update', (event) => track(name, event.data.nextRecord, false), { signal });
    hooks.on('delete', (event) => track(name, event.data.deletedRecord, true), { signal });
  }
}
trackChanges(true);

const dataNow = (): StoreData =>
  Object.fromEntries(collectionNames.map((name) => [name, plain(db[name].all())])) as StoreData;

async function persist(target: DataStore, work: () => Promise<void>, saved: Change[] | 'all'): Promise<void> {
  const began = performance.now();
  try {
    await work();
    timing(saved === 'all' ? 'corridor.mock: save all' : 'corridor.mock: save changes', began);
    if (saved === 'all') wholeSaveNeeded = false;
    if (storageStatus().kind !== 'saved') setStatus({ kind: 'saved', where: target.label });
    for (const listener of savedListeners) listener(saved);
  } catch (error) {
    wholeSaveNeeded = true;
    setStatus({ kind: 'not-saved', where: target.label, reason: reasonOf(error) });
  }
}

/** Writes everything as it is now (the deferred collections read first): the seed, a reset, the repair after a failed save. */
const saveWhole = (target: DataStore) => persist(target, () => whenComplete().then(() => target.replace(dataNow())), 'all');

/** Saves everything, after whatever save is under way. */
function saveAll(): Promise<void> {
  const target = store;
  if (!target) return chain;
  chain = chain.then(() => saveWhole(target));
  return chain;
}

/**
 * The next save of the pending changes, one task after the first of them: the library announces
 * a create before it stores the record. Saves run one at a time, in order.
 */
function queueSave(): Promise<void> {
  if (queued) return queued;
  const next = chain
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    .then(async () => {
      queued = null;
      const target = store;
      const changed = [...pending.values()];
      pending.clear();
      if (!target || changed.length === 0) return;
      if (wholeSaveNeeded) {
        await saveWhole(target);
        return;
      }
      const changes = changed.map((change) => ({ ...change, record: change.record && plain(change.record) }));
      await persist(target, () => target.write(changes, (name) => db[name].all()), changes);
    });
  queued = next;
  chain = next;
  return next;
}

/** Resolves once every change made so far is saved (or has failed to be): a handler answers after it. */
export function whenSaved(): Promise<void> {
  return queued ?? chain;
}

async function restore(data: StoreData): Promise<void> {
  for (const name of collectionNames) {
    const collection = loose(name, db);
    for (const item of data[name]) await collection.create(item);
  }
}

/**
 * Records a start left for later (deferred.ts): the saved ones, read when first needed, or the
 * seed's, added when first needed. A whole fill drops them (they belong to an older world).
 */
let later: { fill: (current: () => boolean) => Promise<void>; filling: Promise<void> | null } | null = null;

/** Resolves once every collection is in memory: adds the deferred collections' records if a start left them. */
export function whenComplete(): Promise<void> {
  const current = later;
  if (!current) return Promise.resolve();
  current.filling ??= current.fill(() => later === current).finally(() => {
    if (later === current) later = null;
  });
  return current.filling;
}

/** Fills the collections without saving them record by record; the seed may leave records for later. */
async function fill(work: () => Promise<Partial<StoreData> | void>): Promise<void> {
  const unfinished = later?.filling;
  later = null;
  if (unfinished) await unfinished;
  loading = true;
  pending.clear();
  trackChanges(false);
  try {
    for (const name of collectionNames) emptyCollection(loose(name, db));
    const seededLater = await work();
    if (seededLater && Object.keys(seededLater).length > 0) later = { fill: (current) => addLater(db, seededLater, 'seed first', { current, quiet: puttingBack }), filling: null };
  } finally {
    trackChanges(true);
    loading = false;
  }
}

export interface DbStart {
  /** What happened to the saved data: restored, seeded fresh, or set aside as unreadable. */
  source: 'snapshot' | 'seed' | 'seed-after-set-aside';
  /** A sentence for the user when the saved data could not be used, else null. */
  notice: string | null;
  /** Why the saved data could not be used (the store's words), when it was set aside. */
  reason?: string;
}

export interface InitOptions extends SeedOptions {
  /** Where the data is saved (IndexedDB in the browser, a file over HTTP); none keeps it in memory. */
  store?: DataStore | null;
  /** Start from the seed whatever is saved (MOCK_RESET=1), and save the seed over it. */
  fresh?: boolean;
  /** Collections to read after the start, when the store can (deferred.ts); whenComplete() waits for them. */
  defer?: readonly CollectionName[];
}

/**
 * Restores the saved data, or loads the seed when there is none or it is unreadable. The first
 * whole save is under way when this resolves (whenSaved waits for it), so the mock answers sooner.
 */
export async function initDb(options: InitOptions = {}): Promise<DbStart> {
  await whenSaved();
  const began = performance.now();
  store = options.store ?? null;
  seedOptions = { extraBusinesses: options.extraBusinesses ?? 0, extraNotifications: options.extraNotifications ?? 0, extraConversations: options.extraConversations ?? 0 };
  wholeSaveNeeded = false;
  setStatus(store ? { kind: 'saved', where: store.label } : { kind: 'memory-only' });
  let read: StoreRead = { status: 'none' };
  if (store && !options.fresh) {
    try {
      read = await store.read(options.defer ? { defer: options.defer } : undefined);
    } catch (error) {
      // Storage refused (private mode, blocked site data): the demo runs in memory and says so.
      setStatus({ kind: 'not-saved', where: store.label, reason: reasonOf(error) });
      store = null;
    }
  }
  const saved = read;
  await fill(() => (saved.status === 'ok' ? restore(saved.data) : loadSeed(db, options)));
  const readLater = saved.status === 'ok' ? saved.later : undefined;
  if (readLater) {
    later = {
      fill: (current) =>
        readLater()
          .catch((error: unknown) => void console.error('Corridor mock: saved records could not be read', error))
          .then((more) => addLater(db, more ?? {}, 'by key', { current, quiet: puttingBack })),
      filling: null,
    };
  }
  timing(saved.status === 'ok' ? 'corridor.mock: load' : 'corridor.mock: seed', began);
  if (saved.status !== 'ok' || saved.moved) void saveAll();
  if (saved.status === 'ok') return { source: 'snapshot', notice: null };
  if (saved.status === 'set-aside') {
    return {
      source: 'seed-after-set-aside',
      reason: saved.reason,
      notice: `The saved demo data could not be read (${saved.reason}), so it was set aside and the demo data was restored.`,
    };
  }
  return { source: 'seed', notice: null };
}

/** Puts the seed back, saved (Demo tools → Reset demo data, POST /demo/reset, every test's fresh start). */
export function resetDb(options: SeedOptions = seedOptions): Promise<void> {
  return refill(() => loadSeed(db, options));
}

/** After whatever save is under way, fills the collections anew and saves them whole. */
async function refill(work: () => Promise<Partial<StoreData> | void>): Promise<void> {
  await whenSaved();
  await fill(work);
  await saveAll();
}

/** Applies records another tab has saved, without saving them again. */
export async function applyChangesFromElsewhere(changes: Change[]): Promise<void> {
  for (const { collection, key, record } of changes) {
    const id = idOf(collection, key);
    const target = loose(collection, db);
    fromElsewhere.add(id);
    try {
      target.delete((q) => q.where({ [keyFields[collection]]: key }));
      if (record) await target.create(record);
    } finally {
      fromElsewhere.delete(id);
    }
  }
}

/** Reads everything again from the store (another tab reset the data). */
export async function reloadFromStore(): Promise<void> {
  const target = store;
  if (!target) return;
  await whenSaved();
  const read = await target.read();
  if (read.status === 'ok') await fill(() => restore(read.data));
}

/** Called after each save with what was saved ('all' after a whole save): the tabs tell each other. */
export function onSaved(listener: (changes: Change[] | 'all') => void): () => void {
  savedListeners.add(listener);
  return () => savedListeners.delete(listener);
}
