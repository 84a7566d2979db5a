import { admin as adminEnglish } from './en/admin';
import { formatIcu } from './icu';
import { catalogue } from './runtime';

type English = { admin: typeof adminEnglish };

/**
 * The admin feature's strings in the active language: its screens read them from here, never from a
 * language's folder (decision 021). Kept apart from `t` so they load with the feature's pages only.
 */
export const { admin } = catalogue({ admin: adminEnglish }, import.meta.glob<English>(['./*/admin.ts', '!./en/**']), formatIcu);
