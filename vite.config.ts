/// <reference types="vitest/config" />
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerender } from './scripts/prerender-plugin.ts';
import { screenTestFiles, serverTestFiles } from './scripts/test-projects.ts';
import { fileURLToPath, URL } from 'node:url';

const src = fileURLToPath(new URL('./src', import.meta.url));
/**
 * react-router's package exports only its development build (dev warnings, extra checks); a
 * production build points both of its entry points at the production files, which share one copy
 * of the router's code. Tests and the dev server keep the development build.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/** jsPDF's optional renderers, never used (src/lib/stubs/unused-optional.ts). */
const jspdfOptional = [{ find: /^(html2canvas|canvg|dompurify)$/, replacement: fileURLToPath(new URL('./src/lib/stubs/unused-optional.ts', import.meta.url)) }];

/**
 * The mock's cookie jar (MSW → tough-cookie) asks tldts for registrable domains; a build answers
 * with the Public Suffix List's prevailing rule instead of the whole list (mocks/http/public-suffix.ts).
 * Tests, the dev server and `npm run mock:server` keep tldts.
 */
const publicSuffixRule = [{ find: /^tldts$/, replacement: fileURLToPath(new URL('./mocks/http/public-suffix.ts', import.meta.url)) }];

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), prerender()],
  // The day of the build: the legal pages' prerendered "last updated" date (the browser shows today's).
  define: { __BUILD_DAY__: JSON.stringify(new Date().toLocaleDateString('sv-SE')) },
  resolve: {
    alias: [{ find: '@', replacement: src }, ...jspdfOptional, ...(command === 'build' && mode === 'production' ? [...reactRouterProduction, ...publicSuffixRule] : [])],
  },
  build: {
    target: 'es2022',
    // Every browser of the target but Safari 15.4–16 preloads modules natively; there, a preload
    // is only skipped (nothing breaks), so the polyfill's bytes are not worth shipping to all.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // The mock backend (MSW, seed, matching) is one lazy chunk loaded only in mock mode.
    chunkSizeWarningLimit: 1500,
  },
  preview: { port: 4173, strictPort: false },
  test: mode === 'test' ? testConfig() : undefined,
}));

/** Vitest's projects: read only when testing (the split reads every screen test's text). */
function testConfig(): NonNullable<UserConfig['test']> {
  const screens = screenTestFiles();
  const server = serverTestFiles();
  return {
    setupFiles: ['./src/test/setup.ts'],
    projects: [
      // The screens share their modules within a worker, except the files that replace a module or a
      // global, or set Storybook's annotations (scripts/test-projects.ts; decision 013).
      { extends: true, test: { name: 'screens', environment: 'jsdom', include: screens.shared, isolate: false } },
      { extends: true, test: { name: 'screens (own modules)', environment: 'jsdom', include: screens.isolated } },
      // The server tests likewise: the mock backend, the contract and the scripts, in Node.
      {
        extends: true,
        test: { name: 'server', environment: 'node', include: server.shared, isolate: false, setupFiles: ['./mocks/test/setup-server.ts'] },
      },
      { extends: true, test: { name: 'server (own modules)', environment: 'node', include: server.isolated } },
    ],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    testTimeout: 15000,
    pool: 'threads',
    // Screen tests wait on timers and user events as much as they compute: three workers keep
    // two cores busy (1.64 cores used instead of 1.23; 329 s instead of 400 s on this machine).
    maxWorkers: 3,
  };
}
