import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFlash } from './use-flash';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useFlash', () => {
  it('clears a message after the given time and tells the caller', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useFlash(2500));
    act(() => result.current.show({ tone: 'error', text: 'Email and password are required' }, { onExpire }));
    act(() => vi.advanceTimersByTime(2499));
    expect(result.current.flash?.text).toBe('Email and password are required');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.flash).toBeNull();
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('restarts the clock when a new message replaces the old one', () => {
    const { result } = renderHook(() => useFlash(3000));
    act(() => result.current.show({ tone: 'error', text: 'first' }));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.show({ tone: 'error', text: 'second' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.flash?.text).toBe('second');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.flash).toBeNull();
  });

  it('keeps a persistent message, and clears on demand', () => {
    const { result } = renderHook(() => useFlash(2500));
    act(() => result.current.show({ tone: 'success', text: 'Logged in Successfully' }, { persist: true }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.flash?.text).toBe('Logged in Successfully');
    act(() => result.current.clear());
    expect(result.current.flash).toBeNull();
  });

  it('leaves no timer behind after unmount', () => {
    const onExpire = vi.fn();
    const { result, unmount } = renderHook(() => useFlash(2500));
    act(() => result.current.show({ tone: 'error', text: 'x' }, { onExpire }));
    unmount();
    vi.advanceTimersByTime(5000);
    expect(onExpire).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
