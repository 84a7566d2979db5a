import { getEmptyResult, parseImpl, resetResult, type IOptions, type IPublicSuffix } from 'tldts-core';

/**
 * Stands in for `tldts` in the browser build of the mock (vite.config.ts), where its Public Suffix
 * List was a quarter of the mock's code (~260 KB; a third once gzipped) parsed at every demo page
 * load (issue 16).
 *
 * Only MSW's cookie jar (tough-cookie) asks for it, and only `getDomain`: which parent domains of a
 * host a stored cookie may belong to, and whether a mocked response may set a cookie for a domain.
 * The jar only ever holds cookies that mocked responses set, and Corridor's API sets none (it
 * signs requests with a bearer token), so the answer changes nothing the demo does. It is still a
 * faithful one: tldts's own parsing (hostname extraction and validation, IP addresses) with the
 * list's prevailing rule alone, "*" — a host's right-most label is its public suffix. That is the
 * list's answer for localhost, IP addresses and any name under a one-label suffix (corridor.app,
 * a.b.example.com); only under a multi-label suffix (co.uk, github.io) would it name one label too
 * few, and treat that suffix as a site of its own.
 */
function prevailingRule(hostname: string, _options: unknown, out: IPublicSuffix): boolean {
  out.isIcann = false;
  out.isPrivate = false;
  out.publicSuffix = hostname.slice(hostname.lastIndexOf('.') + 1);
  return false; // not an exception rule
}

const result = getEmptyResult();
/** tldts's `FLAG.DOMAIN` (a const enum, which isolated modules cannot read). */
const UP_TO_DOMAIN = 3;

/** The registrable domain of a host or URL ("a.b.example.com" → "example.com"), null for an IP or a bare suffix. */
export function getDomain(url: string, options?: Partial<IOptions>): string | null {
  resetResult(result);
  return parseImpl(url, UP_TO_DOMAIN, prevailingRule, options, result).domain;
}
