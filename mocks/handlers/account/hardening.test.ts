import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { MAX_CODE_ATTEMPTS } from '../../domain/codes';
import { CLIENT_ADDRESS_HEADER } from '../../domain/throttle';
import { demoShortcutsFor, setDemoShortcuts } from '../../http/mode';
import { BASE_URL, demo, DEMO_PASSWORD, withMockServer } from '../../test/harness';

withMockServer();

/** A JSON POST; `address` stands for the socket address the HTTP server puts on every request. */
async function post(path: string, body: unknown, address?: string) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(address ? { [CLIENT_ADDRESS_HEADER]: address } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

const login = (email: string, password: string, address?: string) => post('/login', { email, password }, address);
const lastCode = (email: string) =>
  db.outbox
    .findMany((q) => q.where({ to: email, kind: 'code' }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .at(-1)!
    .body.match(/\d{6}/)![0];

describe('throttled sign-in', () => {
  it('refuses the sixth attempt after five wrong passwords with 429, Retry-After and a sentence, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(demo.admin, 'not-the-password')).status).toBe(402);
    const refused = await login(demo.admin, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(800);
    expect(refused.body.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.');
    // Another account is not locked by someone else's failures.
    expect((await login(demo.local, DEMO_PASSWORD)).status).toBe(200);
  });

  it('clears an account’s count when it signs in', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await login(demo.investor, 'not-the-password');
    expect((await login(demo.investor, DEMO_PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(demo.investor, 'not-the-password')).status).toBe(402);
    expect((await login(demo.investor, DEMO_PASSWORD)).status).toBe(200);
  });

  it('limits failures per client address across accounts (over HTTP)', async () => {
    const emails = ['a@x.se', 'b@x.se', 'c@x.se', 'd@x.se', 'e@x.se'];
    for (const email of emails) expect((await login(email, 'guess-1234', '203.0.113.7')).status).toBe(401);
    expect((await login(demo.foreign, DEMO_PASSWORD, '203.0.113.7')).status).toBe(429);
    expect((await login(demo.foreign, DEMO_PASSWORD, '198.51.100.1')).status).toBe(200);
  });

  it('limits code requests per client address', async () => {
    for (let request = 0; request < 10; request += 1) {
      expect((await post('/send-code', { email: `new${request}@fjord.no`, purpose: 'signup' }, '203.0.113.9')).status).toBe(200);
    }
    const refused = await post('/send-code', { email: 'one.more@fjord.no', purpose: 'signup' }, '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(/^Too many codes were requested from this network\./);
  });
});

describe('codes cannot be guessed', () => {
  it(`ends a live code after ${MAX_CODE_ATTEMPTS} wrong guesses, even if the next guess is right`, async () => {
    await post('/send-code', { email: demo.local, purpose: 'reset' });
    const code = lastCode(demo.local);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < MAX_CODE_ATTEMPTS; guess += 1) {
      expect((await post('/verify-code', { email: demo.local, purpose: 'reset', code: wrong })).status).toBe(400);
    }
    expect((await post('/verify-code', { email: demo.local, purpose: 'reset', code })).status).toBe(400);
    expect((await post('/setNewPassword', { email: demo.local, password: 'brand-new-pass', code })).status).toBe(400);
  });

  it('checks a code without using it up', async () => {
    await post('/send-code', { email: demo.local, purpose: 'reset' });
    const code = lastCode(demo.local);
    expect((await post('/verify-code', { email: demo.local, purpose: 'reset', code })).status).toBe(200);
    expect((await post('/setNewPassword', { email: demo.local, password: 'brand-new-pass', code })).status).toBe(200);
    expect((await post('/verify-code', { email: demo.local, purpose: 'reset', code })).status).toBe(400);
  });
});

describe('safe mode (a mock reachable by others)', () => {
  it('sends the code to the outbox only, and creates the account with the typed code', async () => {
    setDemoShortcuts(false);
    const sent = await post('/send-code', { email: 'sofia@aalto.fi', purpose: 'signup' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: 'A 6-digit code was sent to sofia@aalto.fi' });
    const details = { name: 'Sofia Virtanen', businessName: 'Aalto Learning Oy', email: 'sofia@aalto.fi', category: 'foreign', password: 'sauna-2026', hasCompletedProfile: false };
    expect((await post('/addUser', { ...details, code: '999999' === lastCode('sofia@aalto.fi') ? '888888' : '999999' })).status).toBe(202);
    expect((await post('/addUser', { ...details, code: lastCode('sofia@aalto.fi') })).status).toBe(201);
  });

  it('has no demo Google sign-in: nobody becomes the admin without credentials', async () => {
    setDemoShortcuts(false);
    const answer = await post('/auth/google/demo', { email: demo.admin });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('This server has no demo sign-in. Sign in with your e-mail and password.');
  });

  it('is chosen by where the server listens, MOCK_SAFE and MOCK_DEMO_SHORTCUTS', () => {
    expect(demoShortcutsFor('127.0.0.1', {})).toBe(true);
    expect(demoShortcutsFor('localhost', {})).toBe(true);
    expect(demoShortcutsFor('0.0.0.0', {})).toBe(false);
    expect(demoShortcutsFor('192.0.2.10', {})).toBe(false);
    expect(demoShortcutsFor('127.0.0.1', { MOCK_SAFE: '1' })).toBe(false);
    expect(demoShortcutsFor('0.0.0.0', { MOCK_DEMO_SHORTCUTS: '1' })).toBe(true);
  });
});
