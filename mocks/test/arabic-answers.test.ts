/**
 * What the mock really answers an Arabic reader (issue 15): every conformance case of every
 * operation, and every body the contract forbids, sent with `Accept-Language: ar`. Each message
 * of each answer — `message`, `errors[].message`, a plain-text answer — must be Arabic, with its
 * values filled. mocks/http/wording.test.ts proves the catalogue complete; this proves the code
 * answers from it (a message thrown as a literal outside the catalogue would stay English here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations } from '../../scripts/conformance/validator';
import { cases, world } from './conformance-cases';
import { bodied, forbiddenBodies, send } from './strictness-bodies';
import { withMockServer } from './harness';

withMockServer();

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** Every request of this file asks for Arabic, as the app does once its reader has chosen it. */
let plainFetch: typeof fetch;
beforeAll(() => {
  // Taken once the mock server listens (it patches fetch then).
  plainFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    request.headers.set('Accept-Language', 'ar-AE,ar;q=0.9,en;q=0.8');
    return plainFetch(request);
  };
});
afterAll(() => {
  globalThis.fetch = plainFetch;
});

/** The worded parts of an answer: its `message`, its errors' messages, or a plain-text body. */
async function wordsOf(response: Response): Promise<string[]> {
  const type = response.headers.get('Content-Type') ?? '';
  if (type.startsWith('text/plain')) return [await response.text()];
  if (!type.includes('json')) return []; // an agreement's HTML, an event stream: not messages
  const body = (await response.json()) as unknown;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const words = typeof message === 'string' ? [message] : [];
  if (Array.isArray(errors)) for (const error of errors) if (typeof error?.message === 'string') words.push(error.message as string);
  return words;
}

const notArabic = (words: string) => !ARABIC_LETTER.test(words) || /\{\w+\}|undefined|NaN/.test(words);

describe('an Arabic reader', () => {
  it('gets every answer of every conformance case in Arabic', async () => {
    const w = await world();
    const english: string[] = [];
    let worded = 0;
    for (const { operation } of contractOperations) {
      for (const testCase of cases[operation.operationId]!(w)) {
        const response = await testCase.send();
        for (const words of await wordsOf(response)) {
          worded += 1;
          if (notArabic(words)) english.push(`${operation.operationId} (${testCase.name}, ${response.status}): ${words}`);
        }
      }
    }
    expect(english).toEqual([]);
    expect(worded).toBeGreaterThan(150);
  });

  it('gets every refusal of a body the contract forbids in Arabic, zod’s own messages included', async () => {
    const english = new Set<string>();
    let refusals = 0;
    for (const operation of bodied) {
      for (const { body } of forbiddenBodies(operation)) {
        const response = await send(operation, body);
        if (response.status < 400) continue;
        refusals += 1;
        for (const words of await wordsOf(response)) if (notArabic(words)) english.add(`${operation.operationId} ${response.status}: ${words}`);
      }
    }
    expect([...english]).toEqual([]);
    expect(refusals).toBeGreaterThan(500);
  }, 300_000);
});
