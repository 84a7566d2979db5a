import axe from 'axe-core';

/**
 * axe's serious and critical findings on a rendered screen, readable. jsdom lays nothing out, so the
 * rules that need a layout (colour contrast, scrollable regions) are left to the Chromium journeys.
 */
export async function seriousViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, 'scrollable-region-focusable': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact}: ${violation.id} — ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`);
}
