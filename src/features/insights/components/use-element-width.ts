import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLanguage } from '@/i18n';

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
 * browser paints), so the chart never shows at the fallback width on a real screen. A language
 * switch reads it again: the page turns right to left without the element changing its width.
 */
export function useElementWidth<T extends Element>(fallback: number): ElementWidth<T> {
  const [box, setBox] = useState<Box | null>(null);
  const element = useRef<T | null>(null);
  const read = useCallback(() => {
    const current = element.current;
    if (!current) return;
    const width = Math.floor(current.getBoundingClientRect().width);
    const rtl = current.closest('[dir]')?.getAttribute('dir') === 'rtl';
    setBox((previous) => (previous && previous.width === width && previous.rtl === rtl ? previous : { width, rtl }));
  }, []);
  const ref = useCallback(
    (node: T | null) => {
      element.current = node;
      if (!node) return undefined;
      read();
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
      observer?.observe(node);
      return () => {
        observer?.disconnect();
        element.current = null;
      };
    },
    [read],
  );
  // `<html dir>` is set before the switch re-renders, so the reading after this render sees the new direction.
  const { language } = useLanguage();
  useLayoutEffect(() => read(), [language, read]);
  return { ref, width: box && box.width > 0 ? box.width : fallback, rtl: box?.rtl ?? false };
}
