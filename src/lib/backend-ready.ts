/**
 * Mock mode starts the in-browser backend when it is wanted (decision 018): after a public page has
 * painted, at once on any other (startBackendWhenWanted), and at the first API call in any case;
 * every call waits until it answers. With a real host nothing is held.
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

// A visitor's own touch or key (not focus: a page may move focus by itself, as /login does).
const intentEvents = ['pointerdown', 'keydown', 'touchstart'] as const;
const IDLE_START_MS = 3000;

/**
 * When the entry starts the held backend; `prerendered`: the page holds the markup prerendered for
 * its path (`holdsPrerenderedPage`, src/lib/early-input.ts). A prerendered public page paints and becomes interactive
 * first: its backend starts at the visitor's first touch or key (at once when such a sign of intent
 * is what loaded the app), or after a few idle seconds from load, whichever comes first (or at its
 * first API call). Any other page (a signed-in route) paints only once the app's code has run and
 * asks the API as soon as it renders, so its backend starts at once, its chunk loading and its data
 * restoring while the route's code loads (issue 16).
 */
export function startBackendWhenWanted(prerendered: boolean): void {
  // A failed start is reported by the calls that wait for it (as a network error).
  const startNow = () => {
    intentEvents.forEach((type) => document.removeEventListener(type, startNow, true));
    void backendReady().catch(() => undefined);
  };
  // The page's loader (src/lib/start-on-intent.ts) loaded the app at the visitor's first touch,
  // key or pointer: that is the moment a public page's backend starts.
  const acted = document.documentElement.hasAttribute('data-acted');
  if (!prerendered || acted) {
    startNow();
    return;
  }
  intentEvents.forEach((type) => document.addEventListener(type, startNow, { capture: true, passive: true }));
  const afterLoad = () =>
    setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(startNow, { timeout: 2000 }) : startNow()), IDLE_START_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
