/**
 * How much the mock trusts its callers (decision 014). The browser mock and a server on 127.0.0.1
 * keep the demo shortcuts: `/send-code` returns the code (the specification compares it in the
 * browser) and `/auth/google/demo` signs anyone in. A server reachable from elsewhere, or started with
 * MOCK_SAFE=1, turns them off unless MOCK_DEMO_SHORTCUTS=1 turns them back on: the code reaches only
 * the outbox, the server verifies it, and the Google demo sign-in answers 404.
 */
let shortcuts = true;

export function setDemoShortcuts(on: boolean): void {
  shortcuts = on;
}

export function demoShortcuts(): boolean {
  return shortcuts;
}

const loopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

/** The server's choice from its environment: shortcuts on only on loopback without MOCK_SAFE, or when forced on. */
export function demoShortcutsFor(host: string, env: Record<string, string | undefined>): boolean {
  if (env.MOCK_DEMO_SHORTCUTS === '1') return true;
  return loopback(host) && env.MOCK_SAFE !== '1';
}
