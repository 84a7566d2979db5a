/** Whether what the mock holds is also saved, said plainly by the Demo tools. */
export type StorageStatus =
  | { kind: 'memory-only' }
  | { kind: 'saved'; where: string }
  | { kind: 'not-saved'; where: string; reason: string };

let status: StorageStatus = { kind: 'memory-only' };
const statusListeners = new Set<() => void>();

export const storageStatus = (): StorageStatus => status;

export function setStatus(next: StorageStatus): void {
  if (JSON.stringify(next) === JSON.stringify(status)) return; // the same failure again is no news
  status = next;
  for (const listener of statusListeners) listener();
}

export function subscribeStorageStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** A store's error in a few words, for the Demo tools. */
export const reasonOf = (error: unknown) =>
  error instanceof Error ? (error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message) : String(error);

/**
 * Leaves the last duration of `name` on the performance timeline (one entry, replaced each time),
 * for `npm run bench:storage`: "corridor.mock: load" (or "… seed" when there was nothing to load),
 * "… save changes", "… save all".
 */
export function timing(name: string, start: number): void {
  try {
    performance.clearMeasures(name);
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // A runtime without user timing (an old test DOM) only loses the figure.
  }
}
