import { legal as legalEnglish } from './en/legal';
import { catalogue } from './runtime';

type English = { legal: typeof legalEnglish };

/**
 * The legal feature's strings in the active language: its screens read them from here, never from a
 * language's folder (decision 021). Kept apart from `t` so they load with the feature's pages only.
 */
export const { legal } = catalogue({ legal: legalEnglish }, import.meta.glob<English>(['./*/legal.ts', '!./en/**']));
