import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { seriousA11yViolations } from '../../e2e/support/axe';
import { MOCK_STORAGE_PREFIX } from '../../src/lib/storage';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { installProbe, pinnedViewport, previewReady, probeErrors, requestStory, settle, storyClip, storyFinished, storyState, type Clip } from './page-scripts';
import { newStoryContext, shotRules, storyOrigin, viewportFor } from './render';

/** One story rendered at one width. */
export interface Shot {
  png: Buffer;
  clip: Clip;
  layout: string;
  /** The page was taller than `shotRules.maxHeight` and was cut. */
  capped: boolean;
  /** The DOM was still changing when the settling wait gave up. */
  unsettled: boolean;
  /** What went wrong: the story or its play function threw, an uncaught error, the error display. */
  errors: string[];
  /** Milliseconds from asking for the story to having its picture. */
  ms: number;
}

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How long a story may take to finish rendering and playing (ms). */
const finishTimeoutMs = 30_000;

/**
 * One Storybook preview frame in its own browser context, showing story after story through the
 * preview's channel (`setCurrentStory`, as the Storybook UI does) instead of loading the frame
 * again for each. Measured on 20 stories at both widths, one page: 63 s loading the frame for
 * every picture, 32 s switching (a design-system story 1.2 s against 0.4 s a picture).
 *
 * Switching keeps the document, so what one story leaves behind must not reach the next:
 * - a story that wrote to the mock (any POST/PUT/PATCH/DELETE but the preview's own successful
 *   sign-in, which changes nothing a screen shows) leaves the page "dirty", and the next story
 *   gets a freshly loaded frame. The preview reseeds the database itself after a change; a fresh
 *   frame also resets what the mock keeps outside it (failed sign-ins and code requests counted
 *   for throttling, wrong-code attempts) and the app's own module state;
 * - the app's storage is cleared and the page scrolled to the top before every story.
 * So a story shows the same thing whatever ran before it, in whichever worker it lands.
 */
export class StoryPage {
  private page: Page | null = null;
  private dirty = true;
  private readonly pageErrors: string[] = [];
  /** The page's requests not answered yet, with when each was sent. */
  private readonly inFlight = new Map<Request, number>();
  /** How many preview frames this page has loaded (the first, and one after each dirty story). */
  loads = 0;

  private constructor(
    private readonly context: BrowserContext,
  ) {}

  /** A page whose requests `serverUrl` (the static server of a Storybook build) answers. */
  static async open(browser: Browser, serverUrl: string, width: number): Promise<StoryPage> {
    return new StoryPage(await newStoryContext(browser, width, serverUrl));
  }

  /** Follows what a page does: its uncaught errors, its requests in flight, whether it wrote to the mock. */
  private watch(page: Page): void {
    page.on('pageerror', (error) => {
      if (page === this.page) this.pageErrors.push(`uncaught: ${error.message}`);
    });
    page.on('request', (request) => {
      if (page === this.page && !['eventsource', 'websocket'].includes(request.resourceType())) this.inFlight.set(request, performance.now());
    });
    page.on('requestfinished', (request) => this.inFlight.delete(request));
    page.on('response', (response) => {
      const request = response.request();
      if (page !== this.page || !writes.has(request.method())) return;
      if (new URL(request.url()).pathname === '/login' && response.status() === 200) return;
      this.dirty = true;
    });
    page.on('requestfailed', (request) => {
      this.inFlight.delete(request);
      if (page === this.page && writes.has(request.method())) this.dirty = true;
    });
  }

  /**
   * Waits until the story looks done (see `settle`) with none of its requests in flight — a
   * request holds the shot until it is answered or `shotRules.requestHoldMs` old (a story showing
   * a loading state asks the mock for an answer that never comes) — for at most
   * `shotRules.maxSettleMs`. Answers whether it settled in time.
   */
  private async settled(page: Page): Promise<boolean> {
    const deadline = performance.now() + shotRules.maxSettleMs;
    for (;;) {
      const quiet = await page.evaluate(settle, { quietMs: shotRules.quietMs, maxMs: Math.max(0, deadline - performance.now()) });
      const holding = () => [...this.inFlight.values()].some((sent) => performance.now() - sent < shotRules.requestHoldMs);
      if (!holding()) return quiet;
      while (holding() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      if (performance.now() >= deadline) return false;
    }
  }

  /**
   * A fresh preview frame (see installProbe). The new page opens before the old one closes: MSW's service worker unregisters itself when
   * its last page goes, and a page loaded while it does so is not answered by the mock (its
   * sign-in reaches the static server). With the old page still open, the worker stays.
   */
  private async fresh(): Promise<Page> {
    const previous = this.page;
    const page = await this.context.newPage();
    this.watch(page);
    this.page = page;
    this.inFlight.clear();
    this.loads += 1;
    await page.goto(`${storyOrigin}/iframe.html`, { waitUntil: 'load' });
    await page.waitForFunction(previewReady, null, { polling: 20, timeout: finishTimeoutMs });
    if (!(await page.evaluate(installProbe))) throw new Error("The a11y addon's own axe run could not be turned off (its `a11y.manual` global).");
    await previous?.close();
    this.dirty = false;
    return page;
  }

  /**
   * The width of the viewport story `id` pins, in px (see `widthsFor`), or null when it pins
   * none. A viewport the preview's options do not list is looked up in Storybook's own presets.
   */
  async pinnedWidth(id: string): Promise<number | null> {
    const page = this.dirty || !this.page ? await this.fresh() : this.page;
    const { value, width } = await page.evaluate(pinnedViewport, id);
    if (!value) return null;
    const known = width ?? (MINIMAL_VIEWPORTS as Record<string, { styles: { width: string } } | undefined>)[value]?.styles.width;
    if (!known) throw new Error(`the story pins viewport "${value}", which neither the preview nor Storybook defines`);
    return Number.parseFloat(known);
  }

  /** Renders story `id` at `width`, waits until it has finished and settled, and shoots it. */
  async shoot(id: string, width: number): Promise<Shot> {
    const page = this.dirty || !this.page ? await this.fresh() : this.page;
    const viewport = viewportFor(width);
    const current = page.viewportSize();
    if (current?.width !== viewport.width || current.height !== viewport.height) await page.setViewportSize(viewport);
    const began = performance.now();
    this.pageErrors.length = 0;
    this.inFlight.clear(); // the last story's unanswered requests are no longer watched
    await page.evaluate(requestStory, { id, keepPrefix: MOCK_STORAGE_PREFIX });
    try {
      await page.waitForFunction(storyFinished, id, { polling: 20, timeout: finishTimeoutMs });
    } catch (error) {
      this.dirty = true; // whatever the story is stuck on, the next one starts in a fresh frame
      throw new Error(`the story did not finish within ${finishTimeoutMs / 1000} s`, { cause: error });
    }
    const state = await page.evaluate(storyState);
    let settled = await this.settled(page);
    // A play function that typed into a field lower down leaves the page scrolled, and a sticky
    // header is then drawn part-way down the full-page shot: the page goes back to the top (and
    // settles again, the header drops its "scrolled" shadow) so it is shot as it first shows.
    if (await page.evaluate(() => window.scrollY !== 0 || window.scrollX !== 0)) {
      await page.evaluate(() => window.scrollTo(0, 0));
      settled = (await this.settled(page)) && settled;
    }
    const { capped, ...clip } = await page.evaluate(storyClip, { layout: state.layout, margin: shotRules.margin, maxHeight: shotRules.maxHeight });
    const png = await page.screenshot({ clip, fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
    const heard = await page.evaluate(probeErrors);
    const errors = [...new Set([...heard, ...(heard.length === 0 && state.error ? [state.error] : []), ...this.pageErrors])];
    if (errors.length > 0) this.dirty = true;
    return { png, clip, layout: state.layout, capped, unsettled: !settled, errors, ms: performance.now() - began };
  }

  /**
   * The serious and critical axe violations of the story on screen, colour contrast included
   * (jsdom cannot compute it; Chromium can). The e2e helper's rules and output; its landmark
   * rules (moderate) are left to the journeys: a story shows a part of a page, usually without
   * the shell's main landmark.
   */
  async a11y(): Promise<string[]> {
    if (!this.page) throw new Error('No story has been rendered yet.');
    const violations = await seriousA11yViolations(this.page);
    return violations.filter((line) => /^(serious|critical):/.test(line));
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}
