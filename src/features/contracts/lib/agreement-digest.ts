/*
 * Digests of downloaded agreements, for /verify: the SHA-256 of an HTML file's bytes (Web Crypto,
 * the same function the mock uses when it issues a version), the digest a Corridor PDF carries
 * in its keywords, and the one an Arabic or bilingual page names.
 */

export const PDF_DIGEST_PREFIX = 'corridor-sha256:';

export async function sha256Hex(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  // A copy in this realm: a FileReader's buffer may come from another one (the test DOM), which Web Crypto refuses.
  const hash = await crypto.subtle.digest('SHA-256', new Uint8Array(new Uint8Array(bytes)));
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The digest a Corridor PDF carries ("corridor-sha256:<64 hex>" in its keywords), or null. */
export function digestInPdf(bytes: ArrayBuffer): string | null {
  const text = new TextDecoder('latin1').decode(bytes);
  return new RegExp(`${PDF_DIGEST_PREFIX}([0-9a-f]{64})`).exec(text)?.[1] ?? null;
}

/**
 * The digest an Arabic or bilingual page carries (issue 15): such a page is a rendering of the
 * version whose English text has that digest (`<meta name="corridor-sha256" content="<hex>">`), or null.
 */
export function digestInRendering(bytes: ArrayBuffer): string | null {
  const head = new TextDecoder('utf-8').decode(bytes.slice(0, 4096));
  return /<meta name="corridor-sha256" content="([0-9a-f]{64})">/.exec(head)?.[1] ?? null;
}

export const isPdf = (bytes: ArrayBuffer) => new TextDecoder('latin1').decode(bytes.slice(0, 5)) === '%PDF-';

/** A pasted digest as the server takes it (64 hex digits), or null. */
export function normalDigest(value: string): string | null {
  const digest = value.trim().toLowerCase();
  return /^[0-9a-f]{64}$/.test(digest) ? digest : null;
}
