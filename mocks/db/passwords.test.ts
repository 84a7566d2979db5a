import { pbkdf2Sync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ITERATIONS, TEST_ITERATIONS, _usePasswordIterations, hashPassword, newSalt, verifyPassword } from './passwords';

afterEach(() => _usePasswordIterations(TEST_ITERATIONS));

describe('password hashing', () => {
  it('derives PBKDF2-SHA256 with 100,000 rounds in the product', async () => {
    expect(ITERATIONS).toBe(100_000);
    _usePasswordIterations(ITERATIONS);
    const salt = newSalt();
    const expected = pbkdf2Sync('corridor-demo', Buffer.from(salt, 'base64'), 100_000, 32, 'sha256').toString('base64');
    expect(await hashPassword('corridor-demo', salt)).toBe(expected);
  });

  it('uses the rounds set for the tests, and a hash checks only against the rounds it was made with', async () => {
    const salt = newSalt();
    const cheap = await hashPassword('corridor-demo', salt);
    expect(cheap).toBe(pbkdf2Sync('corridor-demo', Buffer.from(salt, 'base64'), TEST_ITERATIONS, 32, 'sha256').toString('base64'));
    expect(await verifyPassword('corridor-demo', salt, cheap)).toBe(true);
    expect(await verifyPassword('corridor-demo!', salt, cheap)).toBe(false);
    _usePasswordIterations(ITERATIONS);
    expect(await verifyPassword('corridor-demo', salt, cheap)).toBe(false);
  });

  it('never matches an empty stored hash (an account that signs in only with Google)', async () => {
    expect(await verifyPassword('', newSalt(), '')).toBe(false);
  });
});
