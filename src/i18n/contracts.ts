import { contracts as contractsEnglish } from './en/contracts';
import { formatIcu } from './icu';
import { catalogue } from './runtime';

type English = { contracts: typeof contractsEnglish };

/**
 * The contracts feature's strings in the active language: its screens read them from here, never from a
 * language's folder (decision 021). Kept apart from `t` so they load with the feature's pages only.
 */
export const { contracts } = catalogue({ contracts: contractsEnglish }, import.meta.glob<English>(['./*/contracts.ts', '!./en/**']), formatIcu);
