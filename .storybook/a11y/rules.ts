import type { RunOptions } from 'axe-core';

/**
 * The axe rules a story must pass, shared by the Accessibility panel (parameters.a11y in
 * preview.tsx), the story tests (check.ts) and the Chromium journeys (e2e/support/axe.ts reads
 * A11Y_TAGS from here). No axe import here, so the preview does not load axe
 * itself (the addon loads its copy when the panel runs).
 */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Rules about a whole page, not a story: a story renders one component or one screen without the
 * app's shell (no <main>, no <h1> around a lone button), so they would flag nearly every story.
 * The journeys check them on the real pages (e2e/support/axe.ts makes the landmark rules
 * must-pass there). `region` is the addon's own default exclusion, repeated for the story tests.
 */
export const PAGE_LEVEL_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];

type RuleSwitches = NonNullable<RunOptions['rules']>;

/** Axe rule switches that turn these rules off. */
export const rulesOff = (ids: string[]): RuleSwitches => Object.fromEntries(ids.map((id) => [id, { enabled: false }]));

/**
 * Run options: only the tagged rules, the page-level rules off. These are switched off here rather
 * than in `config.rules` because Storybook merges parameter objects but replaces arrays: a story's
 * own `parameters.a11y.config.rules` (its documented opt-out) would switch them back on.
 */
export const a11yRunOptions = {
  runOnly: { type: 'tag', values: A11Y_TAGS },
  rules: rulesOff(PAGE_LEVEL_RULES),
} satisfies RunOptions;

/** The rules a story switched off (`parameters.a11y.config.rules`, each with a comment saying why). */
export function storyRuleSwitches(parameters: Record<string, unknown>): RuleSwitches {
  const a11y = parameters.a11y as { config?: { rules?: Array<{ id?: string; enabled?: boolean }> } } | undefined;
  const disabled = (a11y?.config?.rules ?? []).filter((rule) => rule.id && rule.enabled === false).map((rule) => rule.id!);
  return rulesOff(disabled);
}
