import { useSyncExternalStore } from 'react';

/**
 * Whether the live channel is open: `connecting` while it (re)connects, `open` once the server said
 * `ready`, `offline` between attempts, after the session ended, or when no channel runs at all.
 */
export type LiveStatus = 'connecting' | 'open' | 'offline';

let status: LiveStatus = 'offline';
const listeners = new Set<() => void>();

export const liveStatus = (): LiveStatus => status;

/** Set by the channel. */
export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live channel's status, re-rendering when it changes. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, liveStatus, () => 'offline');
}

/** A query's `refetchInterval` while live data is wanted: none while the channel is open, else `ms`. */
export const pollWhenOffline = (ms: number, now: LiveStatus = status): number | false => (now === 'open' ? false : ms);

/**
 * The polling fallback for a query that shows live data: `false` while the channel is open (its
 * events keep the cache current), `ms` otherwise. React Query pauses it while the tab is hidden.
 */
export function useFallbackInterval(ms: number): number | false {
  return pollWhenOffline(ms, useLiveStatus());
}
