import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';

/** Counts the requests the app sends to one path (e.g. to prove a double click sends once). */
export function countRequests(method: string, path: string): { readonly count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method.toUpperCase() && new URL(request.url).pathname === path) seen.count += 1;
  });
  return seen;
}

/** The JSON bodies the app sent to one path. */
export function captureBodies(method: string, path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method.toUpperCase() && new URL(request.url).pathname === path) {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    }
  });
  return bodies;
}

/** Called in afterEach: forget the listeners of the test. */
export function resetRequestListeners(): void {
  server.events.removeAllListeners();
}

/** The latest code e-mailed to an address (what a demo user reads in the Demo tools outbox). */
export function latestCode(email: string): string {
  const mails = db.outbox.findMany((q) => q.where({ to: email })).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const code = mails[0]?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was e-mailed to ${email}`);
  return code;
}
