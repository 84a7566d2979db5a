import { meetings as meetingsEnglish } from './en/meetings';
import { formatIcu } from './icu';
import { catalogue } from './runtime';

type English = { meetings: typeof meetingsEnglish };

/**
 * The intro meetings' strings in the active language (the conversation's meeting panel and the
 * dashboards' "Upcoming meetings" read them from here, never from a language's folder; decision 021).
 * The character counters write their numbers in the reader's digits (ICU), so the door brings the formatter.
 */
export const { meetings } = catalogue({ meetings: meetingsEnglish }, import.meta.glob<English>(['./*/meetings.ts', '!./en/**']), formatIcu);
