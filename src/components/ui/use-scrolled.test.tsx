import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolled } from './use-scrolled';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useScrolled', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  });

  it('is false at the top of the page', () => {
    const { result } = renderHook(() => useScrolled());
    expect(result.current).toBe(false);
  });

  it('stays false at exactly 10 px and turns true above 10 px', () => {
    const { result } = renderHook(() => useScrolled());
    scrollTo(10);
    expect(result.current).toBe(false);
    scrollTo(11);
    expect(result.current).toBe(true);
    scrollTo(3);
    expect(result.current).toBe(false);
  });

  it('reads the position on mount when the page is already scrolled', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 400 });
    const { result } = renderHook(() => useScrolled());
    expect(result.current).toBe(true);
  });

  it('does not read the position again when the header re-renders: each read may force a layout', () => {
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return 0;
      },
    });
    const { result, rerender } = renderHook(() => useScrolled());
    const atMount = reads;
    expect(atMount).toBeGreaterThan(0);
    for (let render = 0; render < 5; render += 1) rerender();
    expect(reads).toBe(atMount);
    expect(result.current).toBe(false);
    // a scroll reads it once, for every header alike
    window.dispatchEvent(new Event('scroll'));
    expect(reads).toBe(atMount + 1);
  });

  it('accepts another threshold', () => {
    const { result } = renderHook(() => useScrolled(100));
    scrollTo(100);
    expect(result.current).toBe(false);
    scrollTo(101);
    expect(result.current).toBe(true);
  });
});
