import { dashboards as dashboardsEnglish } from './en/dashboards';
import { formatIcu } from './icu';
import { catalogue } from './runtime';

type English = { dashboards: typeof dashboardsEnglish };

/**
 * The dashboards feature's strings in the active language: its screens read them from here, never from a
 * language's folder (decision 021). Kept apart from `t` so they load with the feature's pages only.
 */
export const { dashboards } = catalogue({ dashboards: dashboardsEnglish }, import.meta.glob<English>(['./*/dashboards.ts', '!./en/**']), formatIcu);
