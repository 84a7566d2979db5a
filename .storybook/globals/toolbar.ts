import type { Preview } from '@storybook/react-vite';

/**
 * The toolbar's globals (names shared with the introduction page; they can also be set in a
 * story's address, `iframe.html?id=<story>&globals=viewport:phone;motion:reduce`):
 * - `viewport`: Storybook's own viewport tool, with the three widths the app is designed and
 *   checked at (phone 390, tablet 768, desktop 1280; the journeys' and the visual suite's widths);
 * - `locale`: `en` | `ar` (the catalogue the story reads; Arabic is right to left. Arabic is written
 *   but not yet offered to readers of the app, so this is where its screens are reviewed);
 * - `direction`: `ltr` | `rtl` (sets `dir` on the story's wrapper and on <html>);
 * - `motion`: `full` | `reduce` (emulates `prefers-reduced-motion: reduce`, see motion.ts);
 * - `mockLatency`: `none` | `demo` (250 ms) | `slow` (2 s) | `never` (loading states);
 * - `mockAnswer`: `normal` | `error` (every call answers 500) | `empty` (every list is empty).
 */
export const viewportOptions = {
  phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export const globalTypes: Preview['globalTypes'] = {
  locale: {
    description: 'Language of the catalogue',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: [
        { value: 'en', title: 'English' },
        { value: 'ar', title: 'العربية (Arabic)' },
      ],
      dynamicTitle: true,
    },
  },
  direction: {
    description: 'Text direction',
    toolbar: {
      title: 'Direction',
      icon: 'transfer',
      items: [
        { value: 'ltr', title: 'Left to right' },
        { value: 'rtl', title: 'Right to left' },
      ],
      dynamicTitle: true,
    },
  },
  motion: {
    description: 'Emulates the reduced-motion setting (prefers-reduced-motion: reduce)',
    toolbar: {
      title: 'Motion',
      icon: 'play',
      items: [
        { value: 'full', title: 'Full motion', icon: 'play' },
        { value: 'reduce', title: 'Reduced motion', icon: 'stopalt' },
      ],
      dynamicTitle: true,
    },
  },
  mockLatency: {
    description: 'Latency of every call to the mock API',
    toolbar: {
      title: 'Latency',
      icon: 'timer',
      items: [
        { value: 'none', title: 'Latency: none' },
        { value: 'demo', title: 'Latency: demo (250 ms)' },
        { value: 'slow', title: 'Latency: slow (2 s)' },
        { value: 'never', title: 'Latency: never answers (loading)' },
      ],
      dynamicTitle: true,
    },
  },
  mockAnswer: {
    description: 'What every call to the mock API answers',
    toolbar: {
      title: 'Answers',
      icon: 'database',
      items: [
        { value: 'normal', title: 'Answers: normal' },
        { value: 'error', title: 'Answers: server error (500)' },
        { value: 'empty', title: 'Answers: empty lists' },
      ],
      dynamicTitle: true,
    },
  },
};

export const initialGlobals: Preview['initialGlobals'] = {
  backgrounds: { value: 'page' },
  locale: 'en',
  direction: 'ltr',
  motion: 'full',
  mockLatency: 'none',
  mockAnswer: 'normal',
};

/** Changes with the mock globals: the story remounts (fresh queries through the new answers). */
export function mockGlobalsKey(globals: Record<string, unknown>): string {
  return `${String(globals.mockLatency ?? 'none')}/${String(globals.mockAnswer ?? 'normal')}`;
}
