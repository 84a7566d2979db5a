import { useEffect, useState } from 'react';

/** The time now (ms), moving on every `everyMs`, for "5 min. ago" and a party's local time. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
