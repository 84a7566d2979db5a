import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormFeedback } from './use-form-feedback';

afterEach(() => {
  vi.useRealTimers();
});

describe('useFormFeedback', () => {
  it('shows a message that clears itself, runs one submit at a time and keeps a redirect timer', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFormFeedback(3000));
    expect(result.current.messageId).toMatch(/\S/);

    act(() => result.current.show({ tone: 'error', text: 'Please fill all required fields' }));
    expect(result.current.flash?.text).toBe('Please fill all required fields');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(result.current.flash).toBeNull();

    let release!: () => void;
    const work = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    let first!: Promise<unknown>;
    act(() => {
      first = result.current.singleFlight(work);
      void result.current.singleFlight(work);
    });
    expect(work).toHaveBeenCalledTimes(1);
    await act(async () => {
      release();
      await first;
    });

    const later = vi.fn();
    act(() => result.current.redirect.schedule(later, 2000));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(later).toHaveBeenCalledTimes(1);
  });
});
