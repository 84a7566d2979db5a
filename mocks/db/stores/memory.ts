import { collectionNames, type CollectionName } from '../collections';
import { keyOf, type Change, type DataStore, type StoreData, type StoreRead } from './store';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * A store that lives in a Map, for tests: it keeps what it is given the way the real stores do
 * (JSON copies, per record), counts the writes, and can be told to refuse them.
 */
export class MemoryStore implements DataStore {
  readonly label = 'memory';
  writes = 0;
  replaces = 0;
  /** When set, every write and replace fails with it (a full or refused storage). */
  refuse: Error | null = null;
  private saved: Map<CollectionName, Map<string, object>> | null = null;

  constructor(initial: StoreData | null = null) {
    if (initial) this.load(initial);
  }

  private load(data: StoreData): void {
    this.saved = new Map(collectionNames.map((name) => [name, new Map(data[name].map((record) => [keyOf(name, record), copy(record)]))]));
  }

  read(): Promise<StoreRead> {
    const saved = this.saved;
    if (!saved) return Promise.resolve({ status: 'none' });
    const data = Object.fromEntries(collectionNames.map((name) => [name, [...saved.get(name)!.values()].map(copy)])) as StoreData;
    return Promise.resolve({ status: 'ok', data });
  }

  write(changes: Change[]): Promise<void> {
    if (this.refuse) return Promise.reject(this.refuse);
    this.writes += 1;
    this.saved ??= new Map(collectionNames.map((name) => [name, new Map<string, object>()]));
    for (const { collection, key, record } of changes) {
      if (record) this.saved.get(collection)!.set(key, copy(record));
      else this.saved.get(collection)!.delete(key);
    }
    return Promise.resolve();
  }

  replace(data: StoreData): Promise<void> {
    if (this.refuse) return Promise.reject(this.refuse);
    this.replaces += 1;
    this.load(data);
    return Promise.resolve();
  }

  /** The saved records of one collection. */
  records(name: CollectionName): object[] {
    return this.saved ? [...this.saved.get(name)!.values()] : [];
  }
}
