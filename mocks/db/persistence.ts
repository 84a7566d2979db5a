import { collectionNames, SCHEMA_VERSION, type CollectionName, type Collections } from './collections';

/** localStorage, or anything with its three methods (tests pass a Map-backed one). */
export interface SnapshotStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The mock server's database snapshot (prefixed so the app's logout never clears it). */
export const SNAPSHOT_KEY = 'corridor.mock.db';
export const SET_ASIDE_KEY = 'corridor.mock.db.set-aside';

export interface Snapshot {
  version: number;
  savedAt: string;
  data: Record<CollectionName, object[]>;
}

export type SnapshotRead =
  | { status: 'none' }
  | { status: 'ok'; snapshot: Snapshot }
  | { status: 'set-aside'; reason: string };

function isSnapshot(value: unknown): value is Snapshot {
  if (!value || typeof value !== 'object') return false;
  const { version, data } = value as Partial<Snapshot>;
  if (version !== SCHEMA_VERSION || !data || typeof data !== 'object') return false;
  return collectionNames.every(
    (name) =>
      Array.isArray(data[name]) && data[name].every((item) => typeof item === 'object' && item !== null),
  );
}

/**
 * Reads the saved database. A snapshot that does not parse, or was written by another
 * schema version, is moved to SET_ASIDE_KEY (kept for inspection) and reported.
 */
export function readSnapshot(storage: SnapshotStorage): SnapshotRead {
  const raw = storage.getItem(SNAPSHOT_KEY);
  if (raw === null) return { status: 'none' };
  let reason: string;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSnapshot(parsed)) return { status: 'ok', snapshot: parsed };
    const version = (parsed as { version?: unknown } | null)?.version;
    reason = version !== SCHEMA_VERSION ? `it was saved by schema version ${String(version)}` : 'its collections are malformed';
  } catch {
    reason = 'it is not valid JSON';
  }
  try {
    storage.setItem(SET_ASIDE_KEY, raw);
  } catch {
    // No room to keep the broken copy: it is dropped.
  }
  storage.removeItem(SNAPSHOT_KEY);
  return { status: 'set-aside', reason };
}

export function buildSnapshot(collections: Collections): Snapshot {
  const data = {} as Record<CollectionName, object[]>;
  for (const name of collectionNames) data[name] = collections[name].all() as object[];
  return { version: SCHEMA_VERSION, savedAt: new Date().toISOString(), data };
}

/** Returns false when the storage refused (quota): the data then lives in memory only. */
export function writeSnapshot(storage: SnapshotStorage, collections: Collections): boolean {
  try {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify(buildSnapshot(collections)));
    return true;
  } catch {
    return false;
  }
}
