/** Random identifiers and tokens from the platform's CSPRNG. */
export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const newId = (prefix: string) => `${prefix}_${randomHex(8)}`;

export const newToken = () => randomHex(32);

/** A 6-digit code, uniformly drawn. */
export function newCode(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(value % 1_000_000).padStart(6, '0');
}
