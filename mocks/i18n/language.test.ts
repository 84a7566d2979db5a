import { describe, expect, it } from 'vitest';
import { languageOfHeader, requestLanguage } from './language';

describe('the language of a request', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['ar-AE', 'ar'],
    ['AR-ae', 'ar'],
    ['en', 'en'],
    ['fr-FR,ar;q=0.5', 'ar'],
    ['fr, de', 'en'],
    ['en;q=0.4, ar;q=0.8', 'ar'],
    ['ar;q=0, en', 'en'],
    ['ar;q=nonsense', 'en'],
    ['en, ar', 'en'],
  ] as const)('reads %s as %s', (header, language) => {
    expect(languageOfHeader(header)).toBe(language);
  });

  it('reads the header of a request', () => {
    expect(requestLanguage(new Request('http://x/api', { headers: { 'Accept-Language': 'ar' } }))).toBe('ar');
    expect(requestLanguage(new Request('http://x/api'))).toBe('en');
  });
});
