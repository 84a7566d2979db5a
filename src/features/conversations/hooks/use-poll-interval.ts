import { useFallbackInterval } from '@/api/live/status';

/** How often an open thread asks again while the live channel is down. */
export const THREAD_POLL_MS = 10_000;
/** How often the inbox asks again while the live channel is down. */
export const INBOX_POLL_MS = 20_000;

/** The polling fallback of the conversation screens: none while the live channel is open. */
export function usePollIntervals(): { thread: number | false; inbox: number | false } {
  return { thread: useFallbackInterval(THREAD_POLL_MS), inbox: useFallbackInterval(INBOX_POLL_MS) };
}
