import { useCallback, useSyncExternalStore } from 'react';

/**
 * The window's vertical scroll position, kept from its scroll and resize events. Reading
 * `window.scrollY` makes the browser lay the page out at once if the DOM has changed since the
 * last layout, and React asks a store for its value at every render of the header and again after
 * each commit: read there, it cost a dashboard load ~35 ms of forced layouts (issue 16's profile).
 * So it is read when the first header mounts (`null`: not kept, nobody listens) and then only in
 * the events, where the browser has laid the page out for the scroll anyway.
 */
let position: number | null = null;
const listeners = new Set<() => void>();

function onScrollOrResize() {
  position = window.scrollY;
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    // What was read before anyone listened may be old: React reads again once subscribed.
    position = null;
    window.addEventListener('scroll', onScrollOrResize, { passive: true });
    window.addEventListener('resize', onScrollOrResize);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', onScrollOrResize);
    window.removeEventListener('resize', onScrollOrResize);
    // Nobody hears the events any more: the next header reads the position afresh.
    position = null;
  };
}

function currentPosition(): number {
  position ??= window.scrollY;
  return position;
}

/**
 * True once the window has scrolled **more than** `threshold` pixels (the header's scrolled style:
 * "after more than 10 px of scrolling"). Exactly `threshold` is still not scrolled.
 */
export function useScrolled(threshold = 10): boolean {
  const getSnapshot = useCallback(() => currentPosition() > threshold, [threshold]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
