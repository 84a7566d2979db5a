import { marketing as marketingEnglish } from './en/marketing';
import { catalogue } from './runtime';

type English = { marketing: typeof marketingEnglish };

/**
 * The marketing feature's strings in the active language: its screens read them from here, never from a
 * language's folder (decision 021). Kept apart from `t` so they load with the feature's pages only.
 */
export const { marketing } = catalogue({ marketing: marketingEnglish }, import.meta.glob<English>(['./*/marketing.ts', '!./en/**']));
