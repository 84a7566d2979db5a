/**
 * A prerendered page paints before its script runs (decision 018), so for a moment its buttons are
 * drawn but not yet wired. React drops a click that lands on markup it has not hydrated, and a
 * form submitted then would post natively and reload the page. `holdEarlyInput` runs inline in the
 * page's HTML before any module script: it holds the visitor's clicks on buttons (and any submit)
 * until the page is hydrated, and `releaseEarlyInput` replays them then, in order, on the same
 * elements (hydration keeps the server's DOM nodes). What the visitor types needs no help: it stays
 * in the fields and React reads it on hydration.
 *
 * `holdEarlyInput` is inlined by its source text (scripts/prerender-plugin.ts), so it uses nothing
 * from outside its own body.
 */
declare global {
  interface Window {
    __corridorEarlyInput?: () => void;
  }
}

export function holdEarlyInput(doc: Document, root: HTMLElement | null): void {
  if (!root) return;
  // The single-page fallback serves a prerendered file for other paths: never flash that page.
  if (root.getAttribute('data-prerendered') !== doc.location.pathname) {
    root.removeAttribute('data-prerendered');
    root.replaceChildren();
    return;
  }
  // In order ("Use the demo account", then "Log in"); a repeated click on the same element (a
  // double click) counts once.
  const held: HTMLElement[] = [];
  const hold = (event: Event) => {
    const target = event.target as Element | null;
    const element = target && target.closest ? target.closest(event.type === 'submit' ? 'form' : 'button, summary, [role="button"]') : null;
    if (!element || !root.contains(element)) return;
    event.preventDefault();
    event.stopPropagation();
    if (held[held.length - 1] !== element) held.push(element as HTMLElement);
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener('submit', hold, true);
  const view = doc.defaultView;
  if (!view) return;
  view.__corridorEarlyInput = () => {
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('submit', hold, true);
    for (const element of held.splice(0)) {
      // An earlier replay may have navigated away or re-rendered: skip what is gone.
      if (!element.isConnected) continue;
      if (element.tagName === 'FORM') (element as HTMLFormElement).requestSubmit();
      else element.click();
    }
  };
}

/**
 * Called once the prerendered page is hydrated: stops holding and replays the held clicks, and
 * marks the document `data-hydrated` (from then on its links navigate within the app).
 */
export function releaseEarlyInput(view: Window = window): void {
  const release = view.__corridorEarlyInput;
  if (!release) return;
  view.document.documentElement.setAttribute('data-hydrated', '');
  delete view.__corridorEarlyInput;
  release();
}
