import { useCallback, useEffect, useRef } from 'react';

/**
 * One pending timeout per hook (a redirect, a step change): scheduling again replaces it, and it is
 * cleared on unmount so nothing fires on a page the user already left.
 */
export function useTimer() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const schedule = useCallback((run: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  }, []);
  return { schedule, cancel };
}
