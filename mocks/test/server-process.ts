/**
 * `npm run mock:server` as a child process on a free loopback port, for tests and benchmarks that
 * must talk to the real thing over HTTP (the raw-HTTP storm, `npm run bench:server`, `npm run perf`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nothing listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface MockServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** The exit code once the process has ended, else null. */
  exitCode: () => number | null;
  stop: () => void;
}

/**
 * Starts the server with `env` added to this process's environment; resolves once it listens. Its
 * data file is a fresh one in the system's temporary folder unless `env.MOCK_DATA_FILE` names one,
 * so a test never reads what another run left in `.mock-data/`.
 */
export async function startMockServerProcess(env: Record<string, string> = {}, timeoutMs = 60_000): Promise<MockServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MOCK_DATA_FILE: join(mkdtempSync(join(tmpdir(), 'corridor-mock-')), 'corridor.json'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock:server did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock:server exited with ${code} before listening`));
    });
    child.stdout?.on('data', (part: Buffer) => {
      if (part.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { child, port, url: `http://127.0.0.1:${port}`, exitCode: () => exited, stop: () => void child.kill() };
}
