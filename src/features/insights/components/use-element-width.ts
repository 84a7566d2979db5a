import { useCallback, useState } from 'react';

export interface ElementWidth<T extends Element> {
  /** Give it to the element to measure (a block whose width does not depend on its content). */
  ref: (element: T | null) => (() => void) | undefined;
  /** Its width in whole CSS pixels; `fallback` until measured, or where nothing has a layout (jsdom). */
  width: number;
  /** Whether the element sits in a right-to-left context (the nearest `dir` attribute says rtl). */
  rtl: boolean;
}

interface Box {
  width: number;
  rtl: boolean;
}

/**
 * The width of an element, kept up to date with a ResizeObserver, so a chart draws to the width it
 * has instead of scrolling. The first reading happens as React attaches the ref (before the
 * browser paints), so the chart never shows at the fallback width on a real screen.
 */
export function useElementWidth<T extends Element>(fallback: number): ElementWidth<T> {
  const [box, setBox] = useState<Box | null>(null);
  const ref = useCallback((element: T | null) => {
    if (!element) return undefined;
    const read = () => {
      const width = Math.floor(element.getBoundingClientRect().width);
      const rtl = element.closest('[dir]')?.getAttribute('dir') === 'rtl';
      setBox((previous) => (previous && previous.width === width && previous.rtl === rtl ? previous : { width, rtl }));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width: box && box.width > 0 ? box.width : fallback, rtl: box?.rtl ?? false };
}
