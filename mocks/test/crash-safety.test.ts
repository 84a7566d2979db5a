/**
 * The data file of `npm run mock:server` survives a SIGKILL at any moment: a child server is
 * killed in the middle of a burst of writes, restarted on the same file, and every write it had
 * acknowledged is there (decision 022).
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { startMockServerProcess, type MockServerProcess } from './server-process';

const running: MockServerProcess[] = [];
afterEach(() => {
  while (running.length) running.pop()!.stop();
});

async function start(file: string): Promise<MockServerProcess> {
  const server = await startMockServerProcess({ MOCK_DATA_FILE: file });
  running.push(server);
  return server;
}

/** Signs in again and again on `lanes` connections until stopped; returns the acknowledged tokens. */
function burst(url: string, lanes: number) {
  const tokens: string[] = [];
  let stopped = false;
  const lane = async () => {
    while (!stopped) {
      try {
        const response = await fetch(`${url}/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: DEMO_EMAILS.foreign, password: DEMO_PASSWORD }),
        });
        if (response.ok) tokens.push(((await response.json()) as { token: string }).token);
      } catch {
        return; // the server is gone: the request in flight is the one that may be lost
      }
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, lane));
  return { tokens, stop: () => ((stopped = true), done) };
}

const profileStatus = (url: string, token: string) =>
  fetch(`${url}/foreign-dashboard/profile`, { headers: { Authorization: `Bearer ${token}` } }).then((response) => response.status);

describe('the mock server’s data file under SIGKILL', () => {
  it('keeps every acknowledged write and a file that parses, killed mid-burst three times over', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'corridor-crash-'));
    const file = join(folder, 'corridor.json');
    const acknowledged: string[] = [];
    for (const [round, after] of [17, 41, 63].entries()) {
      const server = await start(file);
      // the writes of the rounds before are all there
      for (const token of acknowledged) expect(await profileStatus(server.url, token), `token of an earlier round (${round})`).toBe(201);
      const writes = burst(server.url, 4);
      while (writes.tokens.length < after) await new Promise((resolve) => setTimeout(resolve, 2));
      server.child.kill('SIGKILL');
      await writes.stop();
      acknowledged.push(...writes.tokens);
      running.pop();
      const text = await readFile(file, 'utf8');
      expect(() => JSON.parse(text)).not.toThrow();
    }
    const last = await start(file);
    const statuses = await Promise.all(acknowledged.map((token) => profileStatus(last.url, token)));
    expect(acknowledged.length).toBeGreaterThanOrEqual(17 + 41 + 63);
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
  }, 180_000);

  it('starts from the seed with MOCK_RESET=1, and from the file without it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'corridor-reset-'));
    const file = join(folder, 'corridor.json');
    const first = await start(file);
    const writes = burst(first.url, 1);
    while (writes.tokens.length < 3) await new Promise((resolve) => setTimeout(resolve, 2));
    await writes.stop();
    first.stop();
    running.pop();
    await new Promise((resolve) => first.child.once('exit', resolve));

    const kept = await start(file);
    expect(await profileStatus(kept.url, writes.tokens[0]!)).toBe(201);
    kept.stop();
    running.pop();
    await new Promise((resolve) => kept.child.once('exit', resolve));

    const reset = await startMockServerProcess({ MOCK_DATA_FILE: file, MOCK_RESET: '1' });
    running.push(reset);
    expect(await profileStatus(reset.url, writes.tokens[0]!)).toBe(401);
    const saved = JSON.parse(await readFile(file, 'utf8')) as { data: { sessions: unknown[] } };
    expect(saved.data.sessions).toEqual([]);
  }, 120_000);
});
