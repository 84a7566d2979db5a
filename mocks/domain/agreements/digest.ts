/**
 * The SHA-256 of a text's UTF-8 bytes, in lowercase hex, through Web Crypto: the same function in
 * the browser's mock, in Node tests and behind `npm run mock:server`, and the one a reader can run on
 * a downloaded document (`sha256sum`, or the /verify page) to check it is the version Corridor issued.
 */
export async function sha256Hex(text: string | Uint8Array): Promise<string> {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const hash = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A digest as the calls accept it: 64 hex digits, any case, surrounding spaces ignored. */
export function normalDigest(value: string): string | null {
  const digest = value.trim().toLowerCase();
  return /^[0-9a-f]{64}$/.test(digest) ? digest : null;
}
