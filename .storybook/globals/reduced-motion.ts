/**
 * Emulates `prefers-reduced-motion: reduce` in the story's document, faithfully: the app's own
 * `@media (prefers-reduced-motion: reduce)` rules are copied, unwrapped, into a stylesheet kept
 * last in <head> (so they apply as they would on a device with the setting on), and
 * `matchMedia` answers queries about the preference as that device would. Other media
 * conditions in the same rule are kept (`(prefers-reduced-motion: reduce) and (min-width: 40em)`
 * still depends on the width).
 */

const MOTION_FEATURE = /\(\s*prefers-reduced-motion\s*(?::\s*([a-z-]+)\s*)?\)/gi;

/** Splits a media query list on its top-level commas. */
function splitQueries(mediaText: string): string[] {
  const queries: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < mediaText.length; index += 1) {
    const char = mediaText[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      queries.push(mediaText.slice(start, index));
      start = index + 1;
    }
  }
  queries.push(mediaText.slice(start));
  return queries.map((query) => query.trim()).filter(Boolean);
}

/**
 * One media query as it evaluates on a device that prefers reduced motion: `all` when the motion
 * conditions are all that decide it and they hold, `not all` when one of them fails, otherwise the
 * query with the motion conditions resolved. Handles the `and` form (Media Queries 3), the only one
 * the app's stylesheets use; a query that also says `or` is left to the browser as written.
 */
function emulateQuery(query: string): string {
  if (!MOTION_FEATURE.test(query)) return query;
  MOTION_FEATURE.lastIndex = 0;
  if (/\bor\b/i.test(query)) return query;
  const negated = /^not\s+/i.test(query);
  const body = query.replace(/^(not|only)\s+/i, '');
  const parts = body.split(/\s+and\s+/i);
  let holds = true;
  const rest: string[] = [];
  for (const part of parts) {
    const match = /^\(\s*prefers-reduced-motion\s*(?::\s*([a-z-]+)\s*)?\)$/i.exec(part.trim());
    if (!match) rest.push(part.trim());
    else if ((match[1] ?? 'reduce').toLowerCase() !== 'reduce') holds = false;
  }
  if (!holds) return negated ? 'all' : 'not all';
  if (rest.length === 0) return negated ? 'not all' : 'all';
  // "screen and (…)" keeps its media type; a query starting with a condition needs none.
  return `${negated ? 'not ' : ''}${rest.join(' and ')}`;
}

/** True when a media query list mentions the motion preference. */
export function mentionsReducedMotion(mediaText: string): boolean {
  const found = MOTION_FEATURE.test(mediaText);
  MOTION_FEATURE.lastIndex = 0;
  return found;
}

/** A media query list as it evaluates while reduced motion is preferred (see emulateQuery). */
export function emulateReducedMotionQuery(mediaText: string): string {
  const queries = splitQueries(mediaText).map(emulateQuery);
  if (queries.includes('all')) return 'all';
  const live = queries.filter((query) => query !== 'not all');
  return live.length === 0 ? 'not all' : live.join(', ');
}

/** The prelude a grouping rule is copied under (@media, @supports, @layer), or null for others. */
function preludeOf(rule: CSSRule): string | null {
  if (rule instanceof CSSMediaRule) return `@media ${rule.media.mediaText}`;
  if (typeof CSSSupportsRule !== 'undefined' && rule instanceof CSSSupportsRule) return `@supports ${rule.conditionText}`;
  if (typeof CSSLayerBlockRule !== 'undefined' && rule instanceof CSSLayerBlockRule) return `@layer ${rule.name}`;
  return null;
}

function copyRules(rules: CSSRuleList): string[] {
  const out: string[] = [];
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSMediaRule && mentionsReducedMotion(rule.media.mediaText)) {
      const media = emulateReducedMotionQuery(rule.media.mediaText);
      const inner = Array.from(rule.cssRules, (child) => child.cssText).join('\n');
      if (media === 'all') out.push(inner);
      else if (media !== 'not all') out.push(`@media ${media} {\n${inner}\n}`);
      continue;
    }
    const prelude = preludeOf(rule);
    const children = prelude && 'cssRules' in rule ? copyRules((rule as CSSGroupingRule).cssRules) : [];
    if (children.length > 0) out.push(`${prelude} {\n${children.join('\n')}\n}`);
  }
  return out;
}

/**
 * The rules that apply when reduced motion is preferred, as plain CSS: the inner rules of every
 * `prefers-reduced-motion` media rule of the given stylesheets (nested in @media, @supports or
 * @layer blocks too). Stylesheets of another origin cannot be read and are skipped.
 */
export function reducedMotionCss(sheets: Iterable<CSSStyleSheet>, skip?: Node | null): string {
  const out: string[] = [];
  for (const sheet of sheets) {
    if (skip && sheet.ownerNode === skip) continue;
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // A cross-origin stylesheet: its rules are not readable.
    }
    out.push(...copyRules(rules));
  }
  return out.join('\n');
}
