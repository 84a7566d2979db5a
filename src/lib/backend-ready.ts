/**
 * Mock mode starts the in-browser backend after the first page has painted (decision 018): the
 * first API call starts it if the browser has not yet found idle time to, and every call waits
 * until it answers. With a real host nothing is held.
 */
let startBackend: (() => Promise<unknown>) | null = null;
let started: Promise<unknown> | null = null;

/** Called once by the entry point with the backend's start-up (run at most once). */
export function holdRequestsUntil(start: () => Promise<unknown>): void {
  startBackend = start;
  started = null;
}

/** Starts the backend if it is not started yet; resolves when requests may go out, rejects if it failed to start. */
export function backendReady(): Promise<unknown> {
  if (!startBackend) return Promise.resolve();
  started ??= startBackend();
  return started;
}
