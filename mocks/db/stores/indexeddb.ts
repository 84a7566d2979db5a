import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { collectionNames, SCHEMA_VERSION, type CollectionName } from '../collections';
import { readLegacySnapshot, SNAPSHOT_KEY, type SnapshotStorage } from '../persistence';
import { isRecordOf, keyOf, problemWith, type Change, type DataStore, type StoreData, type StoreRead } from './store';

type RecordKey = [CollectionName, string];

interface MockDatabase extends DBSchema {
  /** Every record of every collection, under [collection, key]: a change writes only its records. */
  records: { key: RecordKey; value: object };
  meta: { key: 'state'; value: { version: number; savedAt: string } };
  /** The last unreadable data, kept for inspection when it was replaced by the seed. */
  setAside: { key: 'last'; value: { setAsideAt: string; reason: string; version: unknown; records: object[] } };
}

/** The browser mock's database name (one per origin). */
export const INDEXED_DB_NAME = 'corridor.mock';

const rangeOf = (name: CollectionName) => IDBKeyRange.bound([name], [name, []]);

export interface IndexedDbStoreOptions {
  name?: string;
  /** Where the mock saved before (localStorage): read once when IndexedDB is empty, removed once moved. */
  legacy?: SnapshotStorage | null;
}

/** The browser mock's store: IndexedDB through `idb`, written incrementally (decision 022). */
export function createIndexedDbStore(options: IndexedDbStoreOptions = {}): DataStore {
  const name = options.name ?? INDEXED_DB_NAME;
  let opened: Promise<IDBPDatabase<MockDatabase>> | null = null;
  const open = () =>
    (opened ??= openDB<MockDatabase>(name, 1, {
      upgrade(database) {
        database.createObjectStore('records');
        database.createObjectStore('meta');
        database.createObjectStore('setAside');
      },
    }));
  const state = () => ({ version: SCHEMA_VERSION, savedAt: new Date().toISOString() });

  async function setAside(database: IDBPDatabase<MockDatabase>, reason: string, version: unknown): Promise<StoreRead> {
    const tx = database.transaction(['records', 'meta', 'setAside'], 'readwrite');
    const records = await tx.objectStore('records').getAll();
    await tx.objectStore('setAside').put({ setAsideAt: new Date().toISOString(), reason, version, records }, 'last');
    await tx.objectStore('records').clear();
    await tx.objectStore('meta').clear();
    await tx.done;
    return { status: 'set-aside', reason };
  }

  return {
    label: 'IndexedDB',
    async read(readOptions = {}) {
      const deferred = new Set(readOptions.defer ?? []);
      const database = await open();
      const tx = database.transaction(['records', 'meta'], 'readonly');
      const [meta, ...lists] = await Promise.all([
        tx.objectStore('meta').get('state'),
        ...collectionNames.map((collection) => (deferred.has(collection) ? [] : tx.objectStore('records').getAll(rangeOf(collection)))),
      ]);
      await tx.done;
      if (!meta) {
        // Nothing here yet: what the mock saved in localStorage before, if anything, moves in.
        const legacy = options.legacy ? readLegacySnapshot(options.legacy) : ({ status: 'none' } as const);
        return legacy.status === 'ok' ? { ...legacy, moved: true } : legacy;
      }
      const data = Object.fromEntries(collectionNames.map((collection, index) => [collection, lists[index]])) as StoreData;
      const reason = problemWith(meta.version, data);
      if (reason) return setAside(database, reason, meta.version);
      if (deferred.size === 0) return { status: 'ok', data };
      // Read in a transaction of its own, after any write queued before it (IndexedDB runs them in order).
      const later = async () => {
        const names = [...deferred];
        const again = database.transaction('records', 'readonly');
        const read = await Promise.all(names.map((collection) => again.objectStore('records').getAll(rangeOf(collection))));
        await again.done;
        return Object.fromEntries(names.map((collection, index) => [collection, read[index]!.filter(isRecordOf(collection))]));
      };
      return { status: 'ok', data, later };
    },
    async write(changes: Change[]) {
      const database = await open();
      const tx = database.transaction(['records', 'meta'], 'readwrite');
      const records = tx.objectStore('records');
      const done = changes.map(({ collection, key, record }) =>
        record ? records.put(record, [collection, key]) : records.delete([collection, key]),
      );
      await Promise.all([...done, tx.objectStore('meta').put(state(), 'state'), tx.done]);
    },
    async replace(data: StoreData) {
      const database = await open();
      const tx = database.transaction(['records', 'meta'], 'readwrite');
      const records = tx.objectStore('records');
      const done: Promise<unknown>[] = [records.clear()];
      for (const collection of collectionNames) {
        for (const record of data[collection]) {
          done.push(records.put(record, [collection, keyOf(collection, record)]));
        }
      }
      done.push(tx.objectStore('meta').put(state(), 'state'));
      await Promise.all([...done, tx.done]);
      options.legacy?.removeItem(SNAPSHOT_KEY);
    },
  };
}
