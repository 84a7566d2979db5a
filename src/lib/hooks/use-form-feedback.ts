import { useId } from 'react';
import { useFlash } from './use-flash';
import { useSingleFlight } from './use-single-flight';
import { useTimer } from './use-timer';

/**
 * What a form that talks to the server needs to tell its user what happened: a message that clears
 * itself after `clearAfterMs` (`flash`, `show`, `clear`), the id that message is rendered with (for
 * `aria-describedby`), a guard against a second submit while one runs (`singleFlight`) and a timer
 * for the redirect after success (`redirect`, cancelled on unmount).
 */
export function useFormFeedback(clearAfterMs: number) {
  const message = useFlash(clearAfterMs);
  const singleFlight = useSingleFlight();
  const redirect = useTimer();
  const messageId = useId();
  return { ...message, singleFlight, redirect, messageId };
}
