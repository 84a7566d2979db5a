import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { A11Y_TAGS } from '../../.storybook/a11y/rules';


/** How a run fails when the page's document is replaced while it runs. */
const contextReplaced = /Execution context was destroyed|reading 'run'|axe is not defined/;

/** Moderate rules every page must pass too: landmarks a screen-reader user navigates by (issue 24). */
const mustPass = new Set(['landmark-unique', 'landmark-no-duplicate-main', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo', 'landmark-one-main']);

/**
 * Runs axe on the page and returns the serious and critical violations, and those of the landmark
 * rules, readable. It injects the
 * project's own axe-core (package.json), not the older copy @axe-core/playwright bundles, so the
 * journeys run the same rules as the story tests (label-content-name-mismatch among them). Only
 * violations are collected (axe skips serialising the passes, a third of its time on a long page).
 *
 * A page may still be settling when a journey asks (a service worker taking control, a replaced
 * document): if the page's script context is replaced mid-run (the run then fails with "Execution
 * context was destroyed", or, when the new document arrived between @axe-core/playwright's
 * injection and its run, with `window.axe` undefined), the run waits for the page to load and runs
 * once more on the same address; a different address is an error of the journey, and names the
 * documents the page went through.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const url = page.url();
  const analyze = () => new AxeBuilder({ page, axeSource: axe.source }).withTags(A11Y_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
  const documents: string[] = [];
  const onNavigated = (frame: ReturnType<Page['mainFrame']>) => {
    if (frame === page.mainFrame()) documents.push(frame.url());
  };
  page.on('framenavigated', onNavigated);
  let results: Awaited<ReturnType<typeof analyze>>;
  try {
    results = await analyze();
  } catch (error) {
    if (!(error instanceof Error) || !contextReplaced.test(error.message)) throw error;
    await page.waitForLoadState('load');
    if (page.url() !== url) throw new Error(`The page navigated from ${url} to ${page.url()} while axe ran (documents: ${documents.join(', ') || 'none'}).`, { cause: error });
    results = await analyze();
  } finally {
    page.off('framenavigated', onNavigated);
  }
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || mustPass.has(violation.id))
    .map(
      (violation) =>
        `${violation.impact}: ${violation.id} — ${violation.help} (${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join('; ')})`,
    );
}
