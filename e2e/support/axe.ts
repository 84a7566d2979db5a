import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Runs axe on the page and returns the serious and critical violations, readable. It injects the
 * project's own axe-core (package.json), not the older copy @axe-core/playwright bundles, so the
 * journeys run the same rules as the story tests (label-content-name-mismatch among them).
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource: axe.source })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact}: ${violation.id} — ${violation.help} (${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join('; ')})`,
    );
}
