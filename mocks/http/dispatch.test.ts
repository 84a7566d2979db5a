import { HttpHandler, matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { sifter } from './dispatch';
import { operations } from './operations';

const candidates = sifter(handlers);
/** What MSW itself would try: every handler of that method whose path matches the URL, in order. */
const takers = (method: string, url: string) =>
  handlers.filter(
    (handler) =>
      handler instanceof HttpHandler &&
      (handler.info.method instanceof RegExp ? handler.info.method.test(method) : handler.info.method === method) &&
      typeof handler.info.path === 'string' &&
      matchRequestUrl(new URL(url), handler.info.path).matches,
  );

describe('the dispatching handler of the browser mock', () => {
  const urls = operations.flatMap((operation) => {
    const path = operation.path.replace(/\{[^}]+\}/g, 'x1');
    return ['http://localhost:5173', 'https://demo.corridor.example/base'].flatMap((origin) =>
      [path, `${path}/`, `${path}?page=2#top`, path.toUpperCase()].map((rest) => [operation.method, `${origin}${rest}`] as const),
    );
  });

  it('hands MSW every handler that takes a request, in their order, and few others', () => {
    for (const [method, url] of urls) {
      const handed = candidates(method, url);
      const taking = takers(method, url);
      expect(taking.length, `${method} ${url}`).toBeGreaterThan(0);
      expect(handed.filter((handler) => taking.includes(handler)), `${method} ${url}`).toEqual(taking);
      expect(handed.length, `${method} ${url}`).toBeLessThanOrEqual(taking.length + 1);
    }
  });

  it('hands nothing but the catch-all scenario handler for an unknown request', () => {
    expect(candidates('GET', 'http://localhost:5173/assets/app.js')).toEqual(takers('GET', 'http://localhost:5173/assets/app.js'));
  });
});
