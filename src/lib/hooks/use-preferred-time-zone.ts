import { useSyncExternalStore } from 'react';
import { browserTimeZone, preferredTimeZone, subscribePreferredTimeZone } from '../zoned-time';

/**
 * The zone to show times in, re-rendering when another screen or tab changes it. Apart from
 * zoned-time.ts so the calendar chunk, which needs only the plain helpers, does not pull in React.
 */
export function usePreferredTimeZone(): string {
  return useSyncExternalStore(subscribePreferredTimeZone, preferredTimeZone, browserTimeZone);
}
