/**
 * Functions that run inside the story's page (passed to `page.evaluate` / `waitForFunction`):
 * each is self-contained, since only its source reaches the browser.
 */

/** What Storybook's preview frame exposes on its window (the parts used here), and the suite's probe. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      userGlobals: { get: () => Record<string, unknown> };
      loadStory: (options: { storyId: string }) => Promise<{ storyGlobals?: Record<string, unknown>; parameters?: Record<string, unknown> }>;
    };
    currentRender?: { id?: string };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { on: (event: string, listener: (payload: never) => void) => void; emit: (event: string, payload: unknown) => void };
  __visualProbe?: Probe;
}

/** What the probe has heard from Storybook's channel since the last story was asked for. */
interface Probe {
  finished: string | null;
  errors: string[];
}

/** Whether the preview has loaded its story index and listens for stories to show. */
export function previewReady(): boolean {
  const own = window as unknown as PreviewWindow;
  return !!own.__STORYBOOK_PREVIEW__?.storyStoreValue && !!own.__STORYBOOK_ADDONS_CHANNEL__;
}

/**
 * Prepares a preview frame (once per document):
 * - turns the a11y addon's own run off (its `manual` global): it would run axe inside every
 *   render, at both widths; the suite runs axe once a story, itself. (A `globals=` URL parameter
 *   is applied only with a story id in the URL, so the global is set through the channel.)
 * - listens on the channel for the end of a render — `storyFinished`, sent after the play
 *   function and Storybook's after-each steps, whether the story passed or failed — and for what
 *   went wrong on the way: the story or its play function threw, errors went unhandled while it
 *   played, the id is unknown.
 * Answers whether the addon's run is off.
 */
export function installProbe(): boolean {
  const own = window as unknown as PreviewWindow;
  const addonOff = () => (own.__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get().a11y as { manual?: boolean } | undefined)?.manual === true;
  if (own.__visualProbe) return addonOff();
  own.__STORYBOOK_ADDONS_CHANNEL__!.emit('updateGlobals', { globals: { a11y: { manual: true } } });
  const probe: Probe = { finished: null, errors: [] };
  own.__visualProbe = probe;
  const channel = own.__STORYBOOK_ADDONS_CHANNEL__!;
  const said = (error: { message?: string; description?: string; title?: string }) => error.message ?? [error.title, error.description].filter(Boolean).join(': ');
  channel.on('storyFinished', (event: { storyId: string }) => {
    probe.finished = event.storyId;
  });
  channel.on('storyMissing', (id: string | undefined) => {
    probe.errors.push(`Storybook has no story ${id ?? ''}`.trim());
    probe.finished = id ?? '';
  });
  channel.on('storyErrored', (error: { title?: string; description?: string }) => probe.errors.push(`the story failed: ${said(error)}`));
  channel.on('storyThrewException', (error: { message?: string }) => probe.errors.push(`the story threw: ${said(error)}`));
  channel.on('playFunctionThrewException', (error: { message?: string }) => probe.errors.push(`its play function failed: ${said(error)}`));
  channel.on('unhandledErrorsWhilePlaying', (errors: Array<{ message?: string }>) =>
    probe.errors.push(...errors.map((error) => `an error went unhandled while it played: ${said(error)}`)),
  );
  return addonOff();
}

/**
 * Asks the preview for story `id` from a clean start: app storage cleared (a form's saved draft
 * must not reach the next story; the mock's own keys stay), the page scrolled to the top, then
 * the story selected — or remounted when it is already the current one (the same story at the
 * next width), which runs its loaders and play function again.
 */
export function requestStory({ id, keepPrefix }: { id: string; keepPrefix: string }): void {
  const own = window as unknown as PreviewWindow;
  const probe = own.__visualProbe!;
  probe.finished = null;
  probe.errors = [];
  for (const key of Object.keys(localStorage)) if (!key.startsWith(keepPrefix)) localStorage.removeItem(key);
  sessionStorage.clear();
  window.scrollTo(0, 0);
  const channel = own.__STORYBOOK_ADDONS_CHANNEL__!;
  if (own.__STORYBOOK_PREVIEW__?.currentRender?.id === id) channel.emit('forceRemount', { storyId: id });
  else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
}

/**
 * The viewport story `id` pins (its `globals.viewport`, e.g. a "Phone" story), and that
 * viewport's width as the preview's viewport options give it ('390px'), when they do.
 */
export async function pinnedViewport(id: string): Promise<{ value: string | null; width: string | null }> {
  const store = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__!.storyStoreValue!;
  const story = await store.loadStory({ storyId: id });
  const pinned = story.storyGlobals?.viewport as { value?: string } | string | undefined;
  const value = (typeof pinned === 'string' ? pinned : pinned?.value) ?? null;
  if (!value) return { value: null, width: null };
  const options = (story.parameters?.viewport as { options?: Record<string, { styles?: { width?: string } }> } | undefined)?.options;
  return { value, width: options?.[value]?.styles?.width ?? null };
}

/** Whether the story asked for has finished rendering (see installProbe). */
export function storyFinished(id: string): boolean {
  return (window as unknown as PreviewWindow).__visualProbe?.finished === id;
}

/** The errors the probe heard during the last story. */
export function probeErrors(): string[] {
  return [...((window as unknown as PreviewWindow).__visualProbe?.errors ?? [])];
}

/** What the page says about the story once it has finished. */
export interface StoryState {
  /** Storybook's layout class: 'padded' (the default), 'centered' or 'fullscreen'. */
  layout: 'padded' | 'centered' | 'fullscreen';
  /** Storybook's error display text when the story threw, or its play function failed. */
  error: string | null;
}

export function storyState(): StoryState {
  const classes = document.body.classList;
  const layout = classes.contains('sb-main-fullscreen') ? 'fullscreen' : classes.contains('sb-main-centered') ? 'centered' : 'padded';
  let error: string | null = null;
  if (classes.contains('sb-show-errordisplay')) {
    const message = document.getElementById('error-message')?.textContent?.trim() ?? '';
    const stack = document.getElementById('error-stack')?.textContent?.trim().split('\n').slice(0, 4).join('\n') ?? '';
    error = [message, stack].filter(Boolean).join('\n') || 'the story failed (Storybook shows its error display)';
  } else if (classes.contains('sb-show-nopreview')) {
    error = 'Storybook shows "no preview" for this story';
  }
  return { layout, error };
}

/**
 * Resolves once the page looks done: web fonts loaded, images decoded, and the DOM unchanged for
 * `quietMs` (a story loads its data through the in-page mock, so its content arrives after the
 * render) — or after `maxMs`, answering false (the story kept changing). Ends after two frames,
 * so what was laid out last is painted.
 */
export async function settle({ quietMs, maxMs }: { quietMs: number; maxMs: number }): Promise<boolean> {
  const started = performance.now();
  await document.fonts.ready;
  await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
  const remaining = Math.max(0, maxMs - (performance.now() - started));
  const quiet = await new Promise<boolean>((resolve) => {
    let timer = 0;
    const finish = (settled: boolean) => {
      observer.disconnect();
      window.clearTimeout(timer);
      window.clearTimeout(cap);
      resolve(settled);
    };
    const observer = new MutationObserver(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => finish(true), quietMs);
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    timer = window.setTimeout(() => finish(true), quietMs);
    const cap = window.setTimeout(() => finish(false), remaining);
  });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return quiet;
}

/** A rectangle in page coordinates (CSS px). */
export interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of the page that shows the story, in page coordinates:
 * - an open modal dialog (aria-modal) anywhere: the viewport, as a person sees it (the modal locks
 *   the page's scrolling, and its backdrop is fixed to the viewport);
 * - a `fullscreen` story (a screen): the whole page from the top, at most `maxHeight` high;
 * - a padded or centered story (a component): the box around the story root and everything it
 *   shows (a popover outside the root's box, content portalled under <body>), grown by `margin`
 *   so shadows and focus rings are in, kept inside the page, at most `maxHeight` high.
 */
export function storyClip({ layout, margin, maxHeight }: { layout: string; margin: number; maxHeight: number }): Clip & { capped: boolean } {
  const doc = document.documentElement;
  const pageWidth = Math.max(doc.scrollWidth, window.innerWidth);
  const pageHeight = Math.max(doc.scrollHeight, document.body.scrollHeight, window.innerHeight);
  const cap = (clip: Clip) => ({ ...clip, height: Math.min(clip.height, maxHeight), capped: clip.height > maxHeight });
  if (document.querySelector('[aria-modal="true"], dialog:modal')) {
    return cap({ x: window.scrollX, y: window.scrollY, width: window.innerWidth, height: window.innerHeight });
  }
  if (layout === 'fullscreen') return cap({ x: 0, y: 0, width: window.innerWidth, height: pageHeight });

  const root = document.getElementById('storybook-root');
  const storybookOwn = /^(storybook-|sb-)|^error-/;
  const portalled = Array.from(document.body.children).filter(
    (element) => element !== root && !storybookOwn.test(element.id) && !/(^|\s)sb-/.test(element.className) && !['SCRIPT', 'STYLE', 'LINK'].includes(element.tagName),
  );
  const elements = [root, ...(root ? Array.from(root.querySelectorAll('*')) : []), ...portalled.flatMap((element) => [element, ...Array.from(element.querySelectorAll('*'))])];
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const element of elements) {
    if (!element) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    left = Math.min(left, box.left + window.scrollX);
    top = Math.min(top, box.top + window.scrollY);
    right = Math.max(right, box.right + window.scrollX);
    bottom = Math.max(bottom, box.bottom + window.scrollY);
  }
  if (!Number.isFinite(left)) return cap({ x: 0, y: 0, width: window.innerWidth, height: window.innerHeight });
  const x = Math.max(0, Math.floor(left - margin));
  const y = Math.max(0, Math.floor(top - margin));
  const width = Math.min(pageWidth, Math.ceil(right + margin)) - x;
  const height = Math.min(pageHeight, Math.ceil(bottom + margin)) - y;
  return cap({ x, y, width, height });
}
