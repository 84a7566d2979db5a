import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { setDemoShortcuts } from '../../http/mode';
import { BASE_URL, demo, signIn, withMockServer } from '../../test/harness';
import { resetMessages } from './reset-demo-data';

withMockServer();

const reset = (token?: string) =>
  fetch(`${BASE_URL}/demo/reset`, { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {} });

async function changeSomething() {
  await db.demoRequests.create({
    id: 'demo_1', firstName: 'Ines', lastName: 'Berg', email: 'ines@berg.se', company: 'Berg AB',
    employees: '1-29', website: 'berg.se', phone: '+46 8 123', message: 'Hello', createdAt: new Date().toISOString(),
  });
}

describe('POST /demo/reset', () => {
  it('puts the seed back and ends every session, for anyone on a mock that trusts its callers', async () => {
    const { token } = await signIn(demo.foreign);
    await changeSomething();
    const response = await reset();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: resetMessages.done });
    expect(db.demoRequests.count()).toBe(0);
    expect(db.sessions.findFirst((q) => q.where({ token }))).toBeUndefined();
    expect(db.users.count()).toBeGreaterThan(100);
  });

  it('asks for an admin on a server reachable by others', async () => {
    const admin = await signIn(demo.admin);
    const local = await signIn(demo.local);
    await changeSomething();
    setDemoShortcuts(false);
    expect((await reset()).status).toBe(401);
    const refused = await reset(local.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: resetMessages.adminOnly });
    expect(db.demoRequests.count()).toBe(1); // nothing was reset
    expect((await reset(admin.token)).status).toBe(200);
    expect(db.demoRequests.count()).toBe(0);
  });
});
