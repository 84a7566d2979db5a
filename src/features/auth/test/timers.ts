import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Moves the fake clock and lets React render what the timers changed. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
