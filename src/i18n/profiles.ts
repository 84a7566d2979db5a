import { profiles as profilesEnglish } from './en/profiles';
import { catalogue } from './runtime';

type English = { profiles: typeof profilesEnglish };

/**
 * The profiles feature's strings in the active language: its screens read them from here, never from a
 * language's folder (decision 021). Kept apart from `t` so they load with the feature's pages only.
 */
export const { profiles } = catalogue({ profiles: profilesEnglish }, import.meta.glob<English>(['./*/profiles.ts', '!./en/**']));
