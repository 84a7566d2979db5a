/**
 * The language the mock server words its answer in (decision 029): the first language of the
 * request's `Accept-Language` that Corridor writes, else English. The app sends its active
 * language on every call (src/api/client.ts); a client that sends none gets English, so every
 * string of the specification reads exactly as specified.
 */
export type ServerLanguage = 'en' | 'ar';

export const serverLanguages: readonly ServerLanguage[] = ['en', 'ar'];

/** Reads an `Accept-Language` value ("ar-AE,ar;q=0.9,en;q=0.8") by its q-weights, ties in order. */
export function languageOfHeader(header: string | null | undefined): ServerLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    if ((serverLanguages as readonly string[]).includes(entry.base)) return entry.base as ServerLanguage;
  }
  return 'en';
}

/** The language of a request. */
export const requestLanguage = (request: Request): ServerLanguage => languageOfHeader(request.headers.get('Accept-Language'));
