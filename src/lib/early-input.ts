/**
 * A prerendered page paints before its script runs (decision 018), so for a moment its buttons are
 * drawn but not yet wired. React drops a click that lands on markup it has not hydrated, and a
 * form submitted then would post natively and reload the page. `holdEarlyInput` runs inline in the
 * page's HTML before any module script: it holds the visitor's last click on a button (and any
 * submit) until the page is hydrated, and `releaseEarlyInput` replays it then, on the same element
 * (hydration keeps the server's DOM nodes). What the visitor types needs no help: it stays in the
 * fields and React reads it on hydration.
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
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    const target = event.target as Element | null;
    const element = target && target.closest ? target.closest(event.type === 'submit' ? 'form' : 'button, summary, [role="button"]') : null;
    if (!element || !root.contains(element)) return;
    event.preventDefault();
    event.stopPropagation();
    held = element as HTMLElement;
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener('submit', hold, true);
  const view = doc.defaultView;
  if (!view) return;
  view.__corridorEarlyInput = () => {
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('submit', hold, true);
    const element = held;
    held = null;
    if (!element || !element.isConnected) return;
    if (element.tagName === 'FORM') (element as HTMLFormElement).requestSubmit();
    else element.click();
  };
}

/** Called once the prerendered page is hydrated: stops holding and replays the held click. */
export function releaseEarlyInput(view: Window = window): void {
  const release = view.__corridorEarlyInput;
  if (!release) return;
  delete view.__corridorEarlyInput;
  release();
}
