/**
 * A prerendered page paints before its script runs (decision 018), so for a moment its buttons are
 * drawn but not yet wired. React drops a click that lands on markup it has not hydrated, and a
 * form submitted then would post natively and reload the page. `holdEarlyInput` runs inline in the
 * page's HTML before any module script: it holds the visitor's clicks on buttons (and any submit)
 * until the page is hydrated, and `releaseEarlyInput` replays them then, in order, on the same
 * elements (hydration keeps the server's DOM nodes). What the visitor types or picks stays in the
 * fields, but React's state does not know it (a role picked on /book-a-demo would look chosen while
 * Continue stays disabled), so the fields changed before hydration are replayed first: each one's
 * value is announced to React as a change (an input event after React's value tracker has been told
 * the old value; a checkbox or radio is set back and clicked).
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
  // Set while a held click is replayed, so that the replay itself passes.
  let replaying = false;
  const hold = (event: Event) => {
    if (replaying) return;
    const target = event.target as Element | null;
    const element = target && target.closest ? target.closest(event.type === 'submit' ? 'form' : 'button, summary, [role="button"]') : null;
    if (!element || !root.contains(element)) return;
    event.preventDefault();
    event.stopPropagation();
    if (held[held.length - 1] !== element) held.push(element as HTMLElement);
  };
  // The fields the visitor changed, in the order first changed, each with its latest value, read
  // when it changed: hydrating a controlled select sets it back to React's state before the release.
  const changed: HTMLElement[] = [];
  const values = new Map<HTMLElement, string | boolean>();
  const note = (event: Event) => {
    const field = event.target as HTMLInputElement | null;
    if (!field || !root.contains(field) || !/^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName)) return;
    // React, hydrating a select the moment its change arrives, reads its own value back from it:
    // the choice waits for the release like a held click.
    if (field.tagName === 'SELECT') event.stopPropagation();
    if (changed.indexOf(field) < 0) changed.push(field);
    values.set(field, field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.value);
    // A radio picked unchecks the others of its group: they are no longer what the visitor chose.
    if (field.type === 'radio' && field.checked) changed.forEach((other) => other !== field && (other as HTMLInputElement).name === field.name && values.set(other, false));
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener('submit', hold, true);
  doc.addEventListener('input', note, true);
  doc.addEventListener('change', note, true);
  const view = doc.defaultView;
  if (!view) return;
  view.__corridorEarlyInput = () => {
    doc.removeEventListener('input', note, true);
    doc.removeEventListener('change', note, true);
    const fields = changed.splice(0).filter((field) => field.isConnected);
    const typed = fields.map((field) => values.get(field));
    fields.forEach((field, index) => {
      const input = field as HTMLInputElement;
      const value = typed[index] ?? '';
      if (typeof value === 'boolean') {
        // A radio unchecked since (another of its group was picked) needs nothing: the picked one tells.
        if (input.type === 'radio' && !value) return;
        // Set to the other state through React's tracker, then clicked as the visitor did.
        input.checked = !value;
        input.click();
        return;
      }
      // React's tracker takes another value through the element's own setter; the prototype's
      // setter then puts the typed value back unseen, so the event reads as a change.
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
      input.value = field.tagName === 'SELECT' ? '' : value + ' ';
      if (setter) setter.call(field, value);
      else input.value = value;
      field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
    });
    // The clicks go in the next task, once React has rendered what the fields changed (a button
    // the choice enables), and each in a task of its own, so that React renders what one click
    // changed before the next (Log in after "Use the demo account"). Until the last has gone, a
    // new click still waits its turn behind them: run at once, it would overtake them.
    const replayNext = () => {
      const element = held.shift();
      if (!element) {
        doc.removeEventListener('click', hold, true);
        doc.removeEventListener('submit', hold, true);
        return;
      }
      // An earlier replay may have navigated away or re-rendered: skip what is gone.
      if (element.isConnected) {
        replaying = true;
        try {
          if (element.tagName === 'FORM') (element as HTMLFormElement).requestSubmit();
          else element.click();
        } finally {
          replaying = false;
        }
      }
      view.setTimeout(replayNext, 0);
    };
    view.setTimeout(replayNext, 0);
  };
}

/** Whether `root` holds the markup prerendered for the page's own path (the app hydrates it). */
export function holdsPrerenderedPage(root: HTMLElement | null, path = location.pathname): boolean {
  return root !== null && root.dataset.prerendered === path && root.firstChild !== null;
}

/**
 * Called once the prerendered page is hydrated: tells React of the fields changed before, replays
 * the held clicks (one per task, from the next; a click made meanwhile queues behind them), and
 * marks the document `data-hydrated` (from then on its links navigate within the app).
 */
export function releaseEarlyInput(view: Window = window): void {
  const release = view.__corridorEarlyInput;
  if (!release) return;
  view.document.documentElement.setAttribute('data-hydrated', '');
  delete view.__corridorEarlyInput;
  release();
}
