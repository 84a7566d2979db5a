import { collectionNames, keyFields, SCHEMA_VERSION, type CollectionName } from '../collections';

/** Every collection's records, as plain JSON objects. */
export type StoreData = Record<CollectionName, object[]>;

/** One record written (`record`) or deleted (`record: null`). */
export interface Change {
  collection: CollectionName;
  key: string;
  record: object | null;
}

export type StoreRead =
  | { status: 'none' }
  | {
      status: 'ok';
      data: StoreData;
      /** Found elsewhere (an older place): save it whole here. */
      moved?: boolean;
      /**
       * Reads the collections `read` was asked to leave out (empty in `data` meanwhile), when a store
       * can read them apart: their well-formed records (an unreadable one is dropped). See
       * mocks/db/deferred.ts.
       */
      later?: () => Promise<Partial<StoreData>>;
    }
  | { status: 'set-aside'; reason: string };

/**
 * Where the mock keeps its data between starts: IndexedDB in the browser, a file for
 * `npm run mock:server`. A store may throw from any method (refused, full, gone): the database
 * then keeps working in memory and says so.
 */
export interface DataStore {
  /** Said to the user: "saved in IndexedDB", "saved in .mock-data/corridor.json". */
  readonly label: string;
  /**
   * The saved data; unreadable or other-version data is set aside (kept for inspection) and reported.
   * `defer`: collections the caller would rather read later, if the store can (then `later` reads them).
   */
  read(options?: { defer?: readonly CollectionName[] }): Promise<StoreRead>;
  /** Saves these changes. `current(name)` is the collection as it is now, for stores that write whole. */
  write(changes: Change[], current: (name: CollectionName) => object[]): Promise<void>;
  /** Replaces everything saved (the seed, a reset, a migration, a repair after a failed write). */
  replace(data: StoreData): Promise<void>;
}

/** The saved form of a whole database (the data file; the old localStorage snapshot). */
export interface Snapshot {
  version: number;
  savedAt: string;
  data: StoreData;
}

/** The key a record is saved under: its `id`, `_id` or `token`, whichever its collection names it by. */
export const keyOf = (name: CollectionName, record: object): string => (record as Record<string, string>)[keyFields[name]]!;

export const isRecordOf = (name: CollectionName) => (item: unknown) =>
  typeof item === 'object' && item !== null && typeof (item as Record<string, unknown>)[keyFields[name]] === 'string';

/** Why saved data cannot be used, or null when every collection holds well-formed records. */
export function problemWith(version: unknown, data: unknown): string | null {
  if (version !== SCHEMA_VERSION) return `it was saved by schema version ${String(version)}`;
  if (!data || typeof data !== 'object') return 'its collections are malformed';
  const collections = data as Partial<Record<CollectionName, unknown>>;
  // A collection added after the data was saved is missing from it: that is empty, not malformed.
  const fine = collectionNames.every((name) => {
    const items = collections[name];
    return items === undefined || (Array.isArray(items) && items.every(isRecordOf(name)));
  });
  return fine ? null : 'its collections are malformed';
}

/** Reads a whole-database snapshot from its JSON text: the data, or why it cannot be used. */
export function parseSnapshot(text: string): { data: StoreData } | { reason: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { reason: 'it is not valid JSON' };
  }
  const { version, data } = (parsed ?? {}) as Partial<Snapshot>;
  const reason = problemWith(version, data);
  return reason ? { reason } : { data: withEveryCollection(data as Partial<StoreData>) };
}

/** The data with an empty list for every collection it does not have (added after it was saved). */
export function withEveryCollection(data: Partial<StoreData>): StoreData {
  return Object.fromEntries(collectionNames.map((name) => [name, data[name] ?? []])) as StoreData;
}

