import { auth as authEnglish } from './en/auth';
import { catalogue } from './runtime';

type English = { auth: typeof authEnglish };

/**
 * The auth feature's strings in the active language: its screens read them from here, never from a
 * language's folder (decision 021). Kept apart from `t` so they load with the feature's pages only.
 */
export const { auth } = catalogue({ auth: authEnglish }, import.meta.glob<English>(['./*/auth.ts', '!./en/**']));
