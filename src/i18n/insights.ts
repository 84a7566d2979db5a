import { insights as insightsEnglish } from './en/insights';
import { catalogue } from './runtime';

type English = { insights: typeof insightsEnglish };

/**
 * The admin insights strings in the active language (decision 021). English's messages are plain;
 * Arabic words its counts by plural (ICU), and the runtime brings the formatter with that file.
 */
export const { insights } = catalogue({ insights: insightsEnglish }, import.meta.glob<English>(['./*/insights.ts', '!./en/**']));
