import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { compareImages, decodePng, describeVerdict, encodePng, posterize } from './compare';
import { shotRules } from './render';
import { StoryPage } from './story-page';
import { baselineName, widths, widthsFor, type VisualStory } from './stories';

/** What became of one story at one width. */
export type Outcome =
  | { kind: 'same' }
  | { kind: 'changed'; detail: string; diffPixels: number; diff: Buffer }
  | { kind: 'size'; detail: string }
  | { kind: 'missing' }
  | { kind: 'written'; detail: string }
  | { kind: 'error'; errors: string[] };

export interface ShotResult {
  story: VisualStory;
  width: number;
  outcome: Outcome;
  /** The new picture (Chromium's PNG) — kept for the report when the outcome is not 'same'. */
  actual?: Buffer;
  /** The committed baseline's bytes, for the report's "before". */
  baseline?: Buffer;
  /** Things to know that do not fail the story: the page was cut, it never stopped changing. */
  notes: string[];
  ms: number;
}

export interface A11yResult {
  story: VisualStory;
  violations: string[];
}

export interface SuiteOptions {
  /** The static server of the Storybook build (see `storyOrigin`). */
  serverUrl: string;
  baselinesDir: string;
  /** Write the baselines of new and changed pictures instead of failing on them. */
  update: boolean;
  /** Run axe on each story at the widest width. */
  a11y: boolean;
  /** Pages rendering side by side. */
  workers: number;
  /** Called after each story (both widths), for progress. */
  onStory?: (done: number, total: number, results: ShotResult[]) => void;
}

export interface SuiteResults {
  shots: ShotResult[];
  a11y: A11yResult[];
  /** Preview frames loaded: one a page, plus one after each story that wrote to the mock or failed. */
  loads: number;
  /** Time spent in axe, summed over the pages (ms). */
  a11yMs: number;
}

/** Compares (or, updating, writes) one picture against the committed baseline. */
function judge(story: VisualStory, width: number, png: Buffer, options: SuiteOptions): Pick<ShotResult, 'outcome' | 'actual' | 'baseline'> {
  const file = join(options.baselinesDir, baselineName(story.id, width));
  // Baselines are stored cut to `channelBits`; the new picture is cut the same way to compare.
  const actual = posterize(decodePng(png));
  if (!existsSync(file)) {
    if (!options.update) return { outcome: { kind: 'missing' }, actual: png };
    writeFileSync(file, encodePng(actual));
    return { outcome: { kind: 'written', detail: 'new baseline' }, actual: png };
  }
  const baselinePng = readFileSync(file);
  const verdict = compareImages(posterize(decodePng(baselinePng)), actual);
  if (verdict.kind === 'same') return { outcome: { kind: 'same' } };
  if (options.update) {
    writeFileSync(file, encodePng(actual));
    return { outcome: { kind: 'written', detail: describeVerdict(verdict) }, actual: png, baseline: baselinePng };
  }
  if (verdict.kind === 'size') return { outcome: { kind: 'size', detail: describeVerdict(verdict) }, actual: png, baseline: baselinePng };
  return { outcome: { kind: 'changed', detail: describeVerdict(verdict), diffPixels: verdict.diffPixels, diff: encodePng(verdict.diff, 1) }, actual: png, baseline: baselinePng };
}

async function renderOne(page: StoryPage, story: VisualStory, width: number, options: SuiteOptions): Promise<ShotResult> {
  try {
    const shot = await page.shoot(story.id, width);
    const notes = [
      ...(shot.capped ? [`cut at ${shotRules.maxHeight} px high`] : []),
      ...(shot.unsettled ? [`still changing after ${shotRules.maxSettleMs / 1000} s (shot anyway)`] : []),
    ];
    if (shot.errors.length > 0) return { story, width, outcome: { kind: 'error', errors: shot.errors }, actual: shot.png, notes, ms: shot.ms };
    return { story, width, ...judge(story, width, shot.png, options), notes, ms: shot.ms };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { story, width, outcome: { kind: 'error', errors: [message] }, notes: [], ms: 0 };
  }
}

/**
 * Renders every story at its widths (`widthsFor`: 390 and 1280 px unless it pins a viewport) on
 * `options.workers` pages side by side, each page taking the next story from a shared queue, and
 * compares each picture with its baseline; with `options.a11y`, axe runs on the story at the
 * widest of its widths, right after that picture.
 */
export async function runSuite(browser: Browser, stories: VisualStory[], options: SuiteOptions): Promise<SuiteResults> {
  const shots: ShotResult[] = [];
  const a11y: A11yResult[] = [];
  let next = 0;
  let done = 0;
  let loads = 0;
  let a11yMs = 0;
  const widest = Math.max(...widths);
  const work = async () => {
    const page = await StoryPage.open(browser, options.serverUrl, widths[0]);
    try {
      while (next < stories.length) {
        const story = stories[next++]!;
        const results: ShotResult[] = [];
        let storyWidths: number[];
        try {
          storyWidths = widthsFor(await page.pinnedWidth(story.id));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          results.push({ story, width: widest, outcome: { kind: 'error', errors: [message] }, notes: [], ms: 0 });
          shots.push(...results);
          options.onStory?.(++done, stories.length, results);
          continue;
        }
        for (const width of storyWidths) {
          const result = await renderOne(page, story, width, options);
          results.push(result);
          // axe once a story: at the widest width it is shot at
          if (options.a11y && width === Math.max(...storyWidths) && result.outcome.kind !== 'error') {
            const began = performance.now();
            try {
              const violations = await page.a11y();
              if (violations.length > 0) a11y.push({ story, violations });
            } catch (error) {
              a11y.push({ story, violations: [`axe could not run: ${error instanceof Error ? error.message : String(error)}`] });
            }
            a11yMs += performance.now() - began;
          }
        }
        shots.push(...results);
        options.onStory?.(++done, stories.length, results);
      }
    } finally {
      loads += page.loads;
      await page.close();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.workers, stories.length)) }, work));
  const order = new Map(stories.map((story, index) => [story.id, index]));
  shots.sort((a, b) => order.get(a.story.id)! - order.get(b.story.id)! || a.width - b.width);
  a11y.sort((a, b) => order.get(a.story.id)! - order.get(b.story.id)!);
  return { shots, a11y, loads, a11yMs };
}
