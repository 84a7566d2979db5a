// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { deferEntry } from './prerender-plugin';
import { storageKeys } from '../src/lib/storage';

const built = `<html><head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/session-c3.js">
  </head><body><div id="root"></div></body></html>`;

/** Runs the loader the way a prerendered page does: its inline script's source text, nothing else in scope. */
function runLoader() {
  const { loader } = deferEntry(built);
  const source = /^<script>([\s\S]*)<\/script>$/.exec(loader)![1]!;
  new Function('document', source)(document);
}

function paint({ prerendered = location.pathname as string | null } = {}) {
  document.head.innerHTML = '';
  document.body.innerHTML = prerendered === null ? '<div id="root"></div>' : `<div id="root" data-prerendered="${prerendered}"><a href="/login">Log in</a><input /></div>`;
}

const scripts = () => Array.from(document.head.querySelectorAll('script')).map((script) => script.getAttribute('src'));
const preloads = () => Array.from(document.head.querySelectorAll('link[rel="modulepreload"]')).map((link) => link.getAttribute('href'));

afterEach(() => {
  // A loader still waiting for intent stops listening once it has started.
  document.dispatchEvent(new Event('pointerdown'));
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-translating');
  document.documentElement.removeAttribute('data-acted');
  localStorage.clear();
});

describe('deferEntry', () => {
  it('takes the entry script and its preloads out of the head', () => {
    const { template } = deferEntry(built);
    expect(template).not.toContain('index-a1.js');
    expect(template).not.toContain('modulepreload');
    expect(template).toContain('<div id="root"></div>');
  });

  it('refuses a page without an entry script rather than writing pages that never start', () => {
    expect(() => deferEntry('<html><head></head><body></body></html>')).toThrow(/no entry script/);
  });
});

describe('startOnIntent (inlined in a prerendered page)', () => {
  it('loads no script while the visitor only reads', () => {
    paint();
    runLoader();
    expect(scripts()).toEqual([]);
    expect(preloads()).toEqual([]);
  });

  it.each([
    ['a touch', () => document.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['the pointer over the page', () => document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }))],
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))],
    ['focus moving in', () => document.querySelector('input')!.focus()],
    ['a field changed without a key (autofill)', () => document.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }))],
  ])('loads the app, with its preloads, at %s, once', (_name, act) => {
    paint();
    runLoader();
    act();
    act();
    document.body.dispatchEvent(new Event('click', { bubbles: true }));
    expect(scripts()).toEqual(['/assets/index-a1.js']);
    expect(preloads()).toEqual(['/assets/runtime-b2.js', '/assets/session-c3.js']);
    // The entry reads that the visitor has acted (src/lib/backend-ready.ts starts the mock at once).
    expect(document.documentElement.hasAttribute('data-acted')).toBe(true);
    const script = document.head.querySelector('script')!;
    expect(script.type).toBe('module');
    expect(script.crossOrigin).toBe('');
  });

  it('loads the app at once on a path the page was not prerendered for (the single-page fallback)', () => {
    paint({ prerendered: null });
    runLoader();
    expect(scripts()).toEqual(['/assets/index-a1.js']);
    expect(document.documentElement.hasAttribute('data-acted')).toBe(false);
  });

  it('loads the app at once for a reader of another language: it draws the page in that language', () => {
    paint();
    document.documentElement.setAttribute('data-translating', '');
    runLoader();
    expect(scripts()).toEqual(['/assets/index-a1.js']);
  });

  it('loads the app at once for a signed-in visitor: the header shows the way back to their dashboard', () => {
    paint();
    localStorage.setItem(storageKeys.token, 'a-token');
    runLoader();
    expect(scripts()).toEqual(['/assets/index-a1.js']);
  });
});
