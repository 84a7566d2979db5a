import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { SEED_ANCHOR } from '../../mocks/db/seed/dates';

/**
 * The time every story sees: the mock's seed anchor. The seed dates everything relative to it, and
 * the screens say "3 days ago" relative to the clock, so a fixed clock at the anchor makes every
 * run show the same dates. `setFixedTime` freezes `Date` only; timers keep running, so the mock's
 * latency, React and the settling wait work as usual.
 */
export const fixedTime = SEED_ANCHOR;

/**
 * The origin the stories are loaded from, whatever port the static server got: every request of
 * the browser goes through that server as an HTTP proxy (see `newStoryContext`). A screen that
 * prints its own address (the contract page's "check it at http://…/verify") then shows the same
 * one on every run, and localhost is a secure context, where the mock's service worker may run.
 */
export const storyOrigin = 'http://localhost';

/**
 * The browser's environment: fontconfig reads `fonts.conf` beside this file (the system's fonts,
 * drawn without anti-aliasing), so text is the same pixels on every run and pictures are smaller.
 */
export const visualBrowserEnv = { FONTCONFIG_FILE: fileURLToPath(new URL('./fonts.conf', import.meta.url)) };

/** The viewport height that goes with each width (the toolbar's phone and desktop presets). */
export function viewportFor(width: number): { width: number; height: number } {
  return { width, height: width < 600 ? 844 : 800 };
}

/**
 * Animations, transitions and the text caret off, so a shot never catches a frame in between.
 * `reducedMotion: 'reduce'` covers the app's own motion rules; this covers everything else.
 */
const stillStyles = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/** How a shot is taken: the settling wait, the margin around a component and the height cap. */
export const shotRules = {
  /** The DOM must stay unchanged this long before the shot (ms). */
  quietMs: 150,
  /** A story still changing after this long is shot anyway and flagged (ms). */
  maxSettleMs: 8000,
  /**
   * A request the story sent holds the shot until answered or this old (ms): the mock answers in
   * a few milliseconds, so only a request that is never answered (a loading state) reaches it.
   */
  requestHoldMs: 1500,
  /** Around a padded story's box: the padded layout's own padding, so shadows and rings show (px). */
  margin: 16,
  /** A taller page is cut at this height (px); the baseline says so in the report. */
  maxHeight: 4000,
};

/**
 * A browser context for one worker: its own storage (the preview signs a demo account in through
 * localStorage before each story, so two workers must not share it) and its own service worker;
 * fixed time, reduced motion, UTC, English, device scale factor 1; every request sent to
 * `serverUrl` as a proxy, loopback included (Chromium sends loopback addresses direct unless told
 * `<-loopback>`), so `storyOrigin` reaches the static server and nothing reaches the network.
 */
export async function newStoryContext(browser: Browser, width: number, serverUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    proxy: { server: serverUrl, bypass: '<-loopback>' },
    viewport: viewportFor(width),
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  await context.clock.setFixedTime(fixedTime);
  // tsx keeps function names with an `__name` helper that does not exist in the page.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await context.addInitScript((css) => {
    const add = () => {
      const style = document.createElement('style');
      style.dataset.visualSuite = '';
      style.textContent = css;
      document.head.append(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  }, stillStyles);
  return context;
}
