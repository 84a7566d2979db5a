import { parseSnapshot, type StoreRead } from './stores/store';

/** localStorage, or anything with its three methods (tests pass a Map-backed one). */
export interface SnapshotStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Where the browser mock kept its data before IndexedDB: one JSON snapshot in localStorage
 * (prefixed so the app's logout never clears it). It is read once, moved to IndexedDB, then removed.
 */
export const SNAPSHOT_KEY = 'corridor.mock.db';
export const SET_ASIDE_KEY = 'corridor.mock.db.set-aside';

/**
 * Reads the old localStorage snapshot. One that does not parse, or was written by another
 * schema version, is moved to SET_ASIDE_KEY (kept for inspection) and reported.
 */
export function readLegacySnapshot(storage: SnapshotStorage): StoreRead {
  const raw = storage.getItem(SNAPSHOT_KEY);
  if (raw === null) return { status: 'none' };
  const parsed = parseSnapshot(raw);
  if ('data' in parsed) return { status: 'ok', data: parsed.data };
  try {
    storage.setItem(SET_ASIDE_KEY, raw);
  } catch {
    // No room to keep the broken copy: it is dropped.
  }
  storage.removeItem(SNAPSHOT_KEY);
  return { status: 'set-aside', reason: parsed.reason };
}
