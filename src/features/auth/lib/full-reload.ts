/**
 * A full page load (not a client-side navigation): after a password reset the specification asks
 * for a reload of /login, so every in-memory state of the old session is dropped. Its own module so
 * tests can replace it (jsdom does not navigate).
 */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
