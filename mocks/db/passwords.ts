/** PBKDF2-SHA256 via Web Crypto (browser and Node alike). Passwords are never stored in plain text. */
/** The work factor of every password the demo and `npm run mock:server` store and check. */
export const ITERATIONS = 100_000;
/** The work factor the Vitest suites set (src/test/setup.ts; see below). */
export const TEST_ITERATIONS = 1_000;
let iterations = ITERATIONS;

/**
 * Tests only (`src/test/setup.ts`): the same derivation with fewer rounds, as the test settings of
 * password hashers usually are. The Vitest suites sign in about 2,000 times, at 35–110 ms of CPU each
 * with the full factor. Salts, the constant-time comparison, the throttle and every answer stay the
 * same; `passwords.test.ts` checks the factor the product uses. Only hashes made in this process are
 * compared with it (the seeded demo accounts' hash is made after this is set).
 */
export function _usePasswordIterations(n: number): void {
  iterations = n;
}

const toBase64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export function newSalt(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(16)));
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(salt), iterations },
    key,
    256,
  );
  return toBase64(bits);
}

/** Constant-time comparison of two hashes. */
export async function verifyPassword(password: string, salt: string, expectedHash: string): Promise<boolean> {
  if (!expectedHash) return false;
  const actual = await hashPassword(password, salt);
  if (actual.length !== expectedHash.length) return false;
  let difference = 0;
  for (let i = 0; i < actual.length; i += 1) difference |= actual.charCodeAt(i) ^ expectedHash.charCodeAt(i);
  return difference === 0;
}
