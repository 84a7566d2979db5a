/**
 * A prerendered public page is complete without its script (decision 018): its links are plain
 * links, and `holdEarlyInput` (./early-input.ts) keeps what the visitor clicks, types or picks
 * until the app has hydrated the page. So the app's script is not loaded with the page: it is
 * loaded at the visitor's first sign of intent — a touch, a key, the pointer over the page, a
 * scroll (the header changes its style once the page scrolls), focus moving into it, a field
 * changed — and the page hydrates then. A visitor who only reads the first screen loads no script.
 * The app loads at once where it draws the page itself or shows something the prerendered markup
 * cannot know: a path that was not prerendered (the single-page fallback), a reader of another
 * language, a signed-in visitor (the header shows the way back to their dashboard). When a sign of
 * intent loads it, `<html data-acted>` tells the app the visitor has already acted
 * (src/lib/backend-ready.ts).
 *
 * Inlined by its source text after `holdEarlyInput` (scripts/prerender-plugin.ts), so it uses
 * nothing from outside its own body.
 */
export function startOnIntent(doc: Document, entry: string, preloads: readonly string[], sessionKey: string): void {
  const intents = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'scroll', 'focusin', 'input', 'change', 'click', 'submit'];
  let started = false;
  const start = (event?: Event) => {
    if (started) return;
    started = true;
    // What the app's entry reads: the visitor has acted, so mock mode starts its backend at once.
    if (event) doc.documentElement.setAttribute('data-acted', event.type);
    intents.forEach((type) => doc.removeEventListener(type, start, true));
    const add = (element: HTMLLinkElement | HTMLScriptElement) => {
      element.crossOrigin = '';
      doc.head.appendChild(element);
    };
    preloads.forEach((href) => {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    });
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = entry;
    add(script);
  };
  let signedIn = false;
  try {
    signedIn = Boolean(doc.defaultView && doc.defaultView.localStorage.getItem(sessionKey));
  } catch {
    // No storage: nobody is signed in.
  }
  const root = doc.getElementById('root');
  // holdEarlyInput has removed data-prerendered if the markup belongs to another path.
  const drawnByTheApp = !root || !root.hasAttribute('data-prerendered') || doc.documentElement.hasAttribute('data-translating');
  if (drawnByTheApp || signedIn) {
    start();
    return;
  }
  intents.forEach((type) => doc.addEventListener(type, start, { capture: true, passive: true }));
}
