import { emulateReducedMotionQuery, mentionsReducedMotion, reducedMotionCss } from './reduced-motion';

/** The toolbar's `motion` global. */
export type Motion = 'full' | 'reduce';

const STYLE_ID = 'storybook-emulated-reduced-motion';

interface Emulation {
  style: HTMLStyleElement;
  observer: MutationObserver;
  onLoad: (event: Event) => void;
  matchMedia: Window['matchMedia'] | undefined;
}

let active: Emulation | null = null;

/** Refills the emulation stylesheet from the document's stylesheets and keeps it last in <head>. */
function refresh(doc: Document, style: HTMLStyleElement): void {
  const css = reducedMotionCss(Array.from(doc.styleSheets), style);
  if (style.textContent !== css) style.textContent = css;
  if (doc.head.lastElementChild !== style) doc.head.append(style);
}

/**
 * Turns the emulation on or off for the story's window; calling it again with the same value
 * changes nothing, so every story can simply state what it wants.
 *
 * On: a stylesheet with the app's reduced-motion rules, refreshed whenever a stylesheet is added
 * or changes (a lazy screen's CSS, Vite's hot updates, a <link> that finishes loading) and kept
 * last so it wins as the original media rules would; `matchMedia` answers any query about the
 * preference as a device with the setting on would. Off: both are removed.
 */
export function setReducedMotion(on: boolean, win: Window = window): void {
  const doc = win.document;
  if (!on) {
    if (!active) return;
    active.observer.disconnect();
    doc.head.removeEventListener('load', active.onLoad, true);
    active.style.remove();
    if (active.matchMedia) win.matchMedia = active.matchMedia;
    active = null;
    return;
  }
  if (active) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  const update = () => refresh(doc, style);
  // Our own re-append and refill are mutations too: skip the batches that touch only our element.
  const observer = new MutationObserver((records) => {
    if (records.every((record) => record.target === style || [...record.addedNodes].every((node) => node === style))) return;
    update();
  });
  observer.observe(doc.head, { childList: true, subtree: true, characterData: true });
  const onLoad = (event: Event) => {
    if (event.target instanceof HTMLLinkElement) update();
  };
  doc.head.addEventListener('load', onLoad, true);
  const original = typeof win.matchMedia === 'function' ? win.matchMedia : undefined;
  if (original) {
    const bound = original.bind(win);
    win.matchMedia = (query: string) => bound(mentionsReducedMotion(query) ? emulateReducedMotionQuery(query) : query);
  }
  active = { style, observer, onLoad, matchMedia: original };
  update();
}
