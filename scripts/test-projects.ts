import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which screen tests may share one module graph per Vitest worker (`isolate: false`) and which need
 * a fresh one (decision 013, "Shared modules"). Sharing skips re-importing React, the router, the
 * design system and the mock backend for every file. A file needs its own graph when it replaces a
 * module or a global, fakes the clock, or sets Storybook's project annotations: another file's
 * modules would keep the replacement, or its own would keep the previous file's. Read from each
 * file's text, so a new test that mocks lands isolated by itself.
 */
const NEEDS_ITS_OWN_MODULES = [
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|resetModules)\(/,
  /\bcomposeStor(y|ies)\b|\bsetProjectAnnotations\b/,
  /\bcreateObjectURL\b/,
  // A module first imported under fake timers, directly or through the screen harness's
  // withFakeTimers (a lazy screen imports mid-test), keeps the fake Date: @date-fns/tz's TZDate extends it.
  /\bvi\.(useFakeTimers|setSystemTime)\(|\bwithFakeTimers\(/,
  /\bvi\.spyOn\((window|globalThis|document|URL|HTMLAnchorElement|navigator)\b/,
  // A global replaced by hand (globalThis.fetch = …), or the environment changed: a worker's files share both.
  /\bglobalThis\.\w+\s*=(?!=)/,
  /\bprocess\.env\.\w+\s*=(?!=)|\bdelete process\.env\b/,
];

const SCREEN_ROOTS = ['src', 'mocks/devtools', '.storybook'];
const TEST_FILE = /\.test\.tsx?$/;

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') walk(path, found);
    } else if (TEST_FILE.test(entry.name)) {
      found.push(path);
    }
  }
  return found;
}

const SERVER_ROOTS = ['mocks', 'openapi', 'scripts'];
const SERVER_TEST = /\.test\.ts$/;

/**
 * The server tests (Node: the mock backend, the contract, the scripts), split the same way. Each
 * imported the whole mock backend afresh (MSW, the data library, every handler, the seed): about
 * 190 s of imports over the project's 106 files. Shared, a worker imports it once. Each file still
 * starts from a fresh database, scenarios and throttles (mocks/test/setup-server.ts).
 */
export function serverTestFiles(): { shared: string[]; isolated: string[] } {
  return splitByModules(SERVER_ROOTS.flatMap((dir) => walk(dir)).filter((file) => SERVER_TEST.test(file)));
}

/** Files in name order, split by whether they may share a worker's modules (`ownAlways`: those that never may). */
function splitByModules(files: string[], ownAlways = (_file: string) => false): { shared: string[]; isolated: string[] } {
  const split = { shared: [] as string[], isolated: [] as string[] };
  for (const file of files.sort()) (ownAlways(file) || needsItsOwnModules(readFileSync(file, 'utf8')) ? split.isolated : split.shared).push(file);
  return split;
}

/** Whether a test file's text replaces a module or a global (see above). */
export const needsItsOwnModules = (text: string): boolean => NEEDS_ITS_OWN_MODULES.some((pattern) => pattern.test(text));

/** The screen test files (jsdom), split into those that may share modules and those that may not. */
export function screenTestFiles(): { shared: string[]; isolated: string[] } {
  // Outside src, only the .tsx tests are screens (a .ts test under mocks/ is the server project's).
  const screens = SCREEN_ROOTS.flatMap((dir) => walk(dir)).filter((file) => file.startsWith('src/') || file.endsWith('.tsx'));
  return splitByModules(screens, (file) => file.startsWith('.storybook/'));
}
