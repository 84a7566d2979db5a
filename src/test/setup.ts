import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { TEST_ITERATIONS, _usePasswordIterations } from '../../mocks/db/passwords';

// Passwords are hashed with 1,000 PBKDF2 rounds in the tests instead of the product's 100,000
// (mocks/db/passwords.ts): the suites sign in about 2,000 times. mocks/db/passwords.test.ts checks
// the product's factor; the journeys and `npm run mock:server` run with it.
_usePasswordIterations(TEST_ITERATIONS);

// How long findBy… and waitFor wait for what a test expects. Testing Library's 1 s default is
// shorter than a lazy screen's first load on a busy 2-core CI machine (a first findBy failed there
// at 1.0–1.5 s); a test that passes waits only as long as it needs. Files may ask for more.
configure({ asyncUtilTimeout: 5000 });

// A console.error during a test is a defect: React warnings, failed prop types,
// act() warnings and unhandled render errors all surface here.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// jsdom does not implement scrolling; the app scrolls to the top on every route change.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}
