import { useCallback, useRef } from 'react';

/**
 * Runs one async action at a time: a second call while the first is still running is ignored.
 * Buttons are disabled while a request is pending too, but a double click can land before React
 * has re-rendered the disabled button; this guard makes "a double click never sends twice" hold.
 */
export function useSingleFlight() {
  const running = useRef(false);
  return useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    try {
      await action();
    } finally {
      running.current = false;
    }
  }, []);
}
