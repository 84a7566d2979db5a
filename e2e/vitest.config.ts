import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two journey files at a time: each has its own Chromium and browser contexts, and much of a
    // journey is waiting on the page, so two overlap well on two cores (about 5 minutes instead of 7).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
