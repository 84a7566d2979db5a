import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The Chromium to drive: CHROME_PATH when set, else a system install. */
export function findChromium(): string {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`CHROME_PATH is set to ${configured}, but no file is there.`);
  }
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    'No Chromium found for the browser tests. Install one with `sudo apt-get install -y chromium` ' +
      '(Debian/Ubuntu), or set CHROME_PATH to a Chromium or Chrome binary. ' +
      '(`npx playwright install` downloads are not used by this project.)',
  );
}

/** Flags that keep a headless Chromium quiet and offline-safe on a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** `env` adds to the browser's environment (the visual suite's font settings, for one). */
export function launchChromium(options: { env?: Record<string, string> } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: chromiumArgs,
    ...(options.env ? { env: { ...process.env, ...options.env } as Record<string, string> } : {}),
  });
}
