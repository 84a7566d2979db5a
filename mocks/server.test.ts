import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initDb } from './db';
import { handlers } from './handlers';
import { createMockHttpServer } from './http/http-server';

/** The same handlers served over real HTTP, as `npm run mock:server` does. */
let base = '';
let close: () => void = () => {};

beforeAll(async () => {
  await initDb();
  const server = createMockHttpServer(handlers);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => close());

describe('the mock over HTTP', () => {
  it('answers the contract paths at the root, with the same rules', async () => {
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo.admin@nowhere.test', password: 'corridor-demo' }),
    });
    expect(login.status).toBe(401);
    const admin = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@corridor.test', password: 'corridor-demo' }),
    });
    const { token } = (await admin.json()) as { token: string };
    const rows = await fetch(`${base}/adminPanel`, { headers: { Authorization: `Bearer ${token}` } });
    expect(rows.status).toBe(201);
    expect(((await rows.json()) as unknown[]).length).toBeGreaterThan(100);
    expect((await fetch(`${base}/adminPanel`)).status).toBe(401);
  });

  it('admits the largest legitimate body (a profile with a 1 MB logo, about 1.4 MB) by default', async () => {
    const body = JSON.stringify({ email: 'x@y.se', password: 'p'.repeat(1_400_000) });
    const answer = await fetch(`${base}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(answer.status).toBe(400);
  });
});
