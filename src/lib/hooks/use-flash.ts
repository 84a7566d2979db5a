import { useCallback, useState } from 'react';
import { useTimer } from './use-timer';

export type FlashTone = 'success' | 'error' | 'info';

export interface Flash {
  tone: FlashTone;
  text: string;
}

export interface ShowOptions {
  /** Keep the message until replaced (success messages before a redirect). */
  persist?: boolean;
  /** Runs when the message clears by itself (e.g. to unmark the fields it was about). */
  onExpire?: () => void;
}

/** The one message of a form, cleared after `clearAfterMs` (the specification's 2.5 s or 3 s). */
export function useFlash(clearAfterMs: number) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const { schedule, cancel } = useTimer();

  const clear = useCallback(() => {
    cancel();
    setFlash(null);
  }, [cancel]);

  const show = useCallback(
    (next: Flash, options: ShowOptions = {}) => {
      cancel();
      setFlash(next);
      if (options.persist) return;
      schedule(() => {
        setFlash(null);
        options.onExpire?.();
      }, clearAfterMs);
    },
    [cancel, schedule, clearAfterMs],
  );

  return { flash, show, clear };
}
