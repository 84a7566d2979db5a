import { meetings as meetingsEnglish } from './en/meetings';
import { catalogue } from './runtime';

type English = { meetings: typeof meetingsEnglish };

/**
 * The intro meetings' strings in the active language (the conversation's meeting panel and the
 * dashboards' "Upcoming meetings" read them from here, never from a language's folder; decision 021).
 */
export const { meetings } = catalogue({ meetings: meetingsEnglish }, import.meta.glob<English>(['./*/meetings.ts', '!./en/**']));
