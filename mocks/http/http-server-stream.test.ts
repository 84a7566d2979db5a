import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, initDb } from '../db';
import { DEMO_ACCOUNTS, DEMO_EMAILS, DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { subscriberCount } from '../domain/live';
import { openEvents } from '../domain/live/testing';
import { handlers } from '../handlers';
import { createMockHttpServer } from './http-server';

/*
 * The live stream over real HTTP (`npm run mock:server`): the head goes out at once, each event as
 * it happens, the request timeout never cuts a stream, and a client that leaves is forgotten.
 */

let base = '';
let close = () => {};

beforeAll(async () => {
  await initDb();
  // A short request timeout, checked often: a stream must outlive it.
  const server = createMockHttpServer(handlers, { requestTimeoutMs: 300, timeoutCheckMs: 100 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function signIn(email: string): Promise<string> {
  const answer = await fetch(`${base}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  return ((await answer.json()) as { token: string }).token;
}

/** The seeded request between the demo business and the demo partner. */
function demoContract() {
  const ids: string[] = [DEMO_ACCOUNTS.foreign.profileId, DEMO_ACCOUNTS.local.profileId];
  const contract = db.contracts.all().find((c) => ids.includes(c.senderProfileId) && ids.includes(c.recipientProfileId));
  if (!contract) throw new Error('the seed has no request between the demo business and the demo partner');
  return contract;
}

/** The local partner writes in the conversation, through its call. */
async function writeAsPartner(token: string, body: string): Promise<string> {
  const sent = await fetch(`${base}/conversations/${demoContract()._id}/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ body, clientId: 'http-stream-test' }),
  });
  expect(sent.status).toBe(201);
  return ((await sent.json()) as { id: string }).id;
}

describe('GET /events over HTTP', () => {
  it('streams ready, then a message the other party writes, past the request timeout', async () => {
    const [foreign, local] = await Promise.all([signIn(DEMO_EMAILS.foreign), signIn(DEMO_EMAILS.local)]);
    const { response, events } = await openEvents(base, foreign);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-length')).toBeNull();
    expect(await events.next()).toEqual({ type: 'ready' });
    // Well past the 300 ms request timeout: the stream is still open.
    await new Promise((resolve) => setTimeout(resolve, 800));
    const sentAt = performance.now();
    const id = await writeAsPartner(local, 'Salaam, Astrid — does Tuesday 10:00 Stockholm time suit you?');
    expect(await events.next(1000)).toMatchObject({ type: 'message', message: { id, body: 'Salaam, Astrid — does Tuesday 10:00 Stockholm time suit you?' } });
    expect(performance.now() - sentAt).toBeLessThan(1000);
    await events.close();
    await expect.poll(() => subscriberCount()).toBe(0);
  });

  it('forgets a client whose connection drops without a word', async () => {
    const token = await signIn(DEMO_EMAILS.investor);
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    const head = await new Promise<string>((resolve) => {
      socket.on('connect', () => socket.write(`GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`));
      socket.once('data', (part: Buffer) => resolve(part.toString('latin1')));
    });
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head).toMatch(/\r\ntransfer-encoding: chunked\r\n/i);
    await expect.poll(() => subscriberCount(DEMO_ACCOUNTS.investor.userId)).toBe(1);
    socket.destroy();
    await expect.poll(() => subscriberCount()).toBe(0);
  });

  it('answers a stream without a session with the JSON 401 every call gives', async () => {
    const answer = await fetch(`${base}/events`);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await answer.json()) as { message: string }).message).toMatch(/log in/i);
  });
});
