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
    // More was measured in session 20 (93 journeys, two cores): three took 344 s against 482 s once,
    // but in the next run, with the machine's load at 12–16, both axe-every-marketing-page journeys
    // ran past their 60 s; four took 353 s and two 5,000-business journeys ran past their waits.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
