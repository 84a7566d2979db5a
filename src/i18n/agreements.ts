import { agreements as agreementsEnglish } from './en/agreements';
import { catalogue } from './runtime';

type English = { agreements: typeof agreementsEnglish };

/**
 * The agreement strings in the active language (the contract page's Agreement section and the
 * /verify page read them from here, never from a language's folder; decision 021).
 */
export const { agreements } = catalogue({ agreements: agreementsEnglish }, import.meta.glob<English>(['./*/agreements.ts', '!./en/**']));
