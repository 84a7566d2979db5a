import axe, { type ImpactValue, type Result } from 'axe-core';
import { a11yRunOptions, rulesOff, storyRuleSwitches } from './rules';

/**
 * Rules that need a layout engine or the app's CSS, which jsdom does not have (Vitest does not load
 * the stylesheets): they would pass vacuously or report nonsense. Chromium checks them: the
 * Accessibility panel and the visual suite (colour contrast), the journeys (e2e/support/axe.ts).
 */
const NEEDS_LAYOUT = ['color-contrast', 'link-in-text-block', 'scrollable-region-focusable'];

/** What fails a story test: the impacts the journeys fail on. */
const FAILING_IMPACTS = new Set<ImpactValue>(['serious', 'critical']);

const IMPACTS: ImpactValue[] = ['minor', 'moderate', 'serious', 'critical'];

type AuditCheck = { metadata?: { impact?: ImpactValue } };
type AuditRule = { id: string; impact?: ImpactValue; any: Array<{ id: string } | string>; all: Array<{ id: string } | string>; none: Array<{ id: string } | string> };
type Audit = { rules: AuditRule[]; checks: Record<string, AuditCheck> };

/**
 * The rules whose findings can only be moderate or minor, read from axe's own rule metadata (a
 * finding's impact is the rule's, or the highest of its failing checks'). They cannot fail a story
 * test, so the story tests skip them: about a third less axe time on a large screen. The panel in
 * the browser runs them all. If axe stops exposing its metadata, nothing is skipped.
 */
export function lowImpactRules(): string[] {
  const audit = (axe as unknown as { _audit?: Audit })._audit;
  if (!audit?.rules || !audit.checks) return [];
  const highest = (rule: AuditRule): number => {
    if (rule.impact) return IMPACTS.indexOf(rule.impact);
    const checks = [...rule.any, ...rule.all, ...rule.none].map((check) => audit.checks[typeof check === 'string' ? check : check.id]);
    return Math.max(-1, ...checks.map((check) => IMPACTS.indexOf(check?.metadata?.impact ?? 'critical')));
  };
  return audit.rules.filter((rule) => highest(rule) < IMPACTS.indexOf('serious')).map((rule) => rule.id);
}

const skipped = rulesOff([...NEEDS_LAYOUT, ...lowImpactRules()]);

/** One violation, readable: impact, rule, help and the first three offending elements. */
export function describeViolation(violation: Result): string {
  const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
  const more = violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : '';
  return `${violation.impact}: ${violation.id} — ${violation.help} (${targets.join('; ')}${more})`;
}

/**
 * Runs axe once on the whole document body (portalled dialogs and menus count) with the panel's
 * rules, less the layout rules, the rules that cannot fail and the story's own opt-outs, and
 * returns the serious and critical violations, readable.
 */
export async function storyA11yViolations(parameters: Record<string, unknown>, root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    ...a11yRunOptions,
    // Only violations are collected: axe skips serialising the passes (the panel shows them).
    resultTypes: ['violations'],
    rules: { ...a11yRunOptions.rules, ...skipped, ...storyRuleSwitches(parameters) },
  });
  return results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? 'minor')).map(describeViolation);
}
