import { getDomain as listed } from 'tldts';
import { describe, expect, it } from 'vitest';
import { getDomain } from './public-suffix';

/** The options tough-cookie passes (lib/getPublicSuffix.ts), the only caller in the mock. */
const asTheCookieJarAsks = { allowIcannDomains: true, allowPrivateDomains: true };

describe('the public-suffix stand-in of the browser build', () => {
  it('answers as tldts for local, IP and one-label-suffix hosts', () => {
    const hosts = ['localhost', '127.0.0.1', '::1', '[::1]', 'example.com', 'a.b.example.com', 'corridor.app', 'demo.corridor.app', 'com', 'corridor.test', 'x..y.com', 'http://a.example.org/path'];
    for (const host of hosts) expect(getDomain(host, asTheCookieJarAsks), host).toBe(listed(host, asTheCookieJarAsks));
  });

  it('treats a multi-label public suffix as a site, one label short of the list', () => {
    expect(listed('a.b.co.uk', asTheCookieJarAsks)).toBe('b.co.uk');
    expect(getDomain('a.b.co.uk', asTheCookieJarAsks)).toBe('co.uk');
  });
});
