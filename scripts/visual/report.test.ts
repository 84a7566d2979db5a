import { describe, expect, it } from 'vitest';
import { reportHtml, summarise, type ReportData } from './report';
import type { ShotResult } from './suite';

const base: ReportData = {
  generatedAt: '2026-11-01T09:00:00.000Z',
  seconds: 200,
  stories: 2,
  counts: { same: 2, changed: 1, size: 0, missing: 1, error: 0, written: 0 },
  entries: [
    {
      id: 'design-system-button--primary',
      title: 'Design system/Button / Primary',
      width: 390,
      kind: 'changed',
      detail: '812 px differ',
      notes: [],
      images: { before: 'images/a.before.png', after: 'images/a.after.png', diff: 'images/a.diff.png' },
    },
    {
      id: 'screens-auth-login--default',
      title: 'Screens/Auth/Login / <Default>',
      width: 1280,
      kind: 'missing',
      detail: 'No committed baseline for this story at this width.',
      notes: ['cut at 4000 px high'],
      images: { after: 'images/b.after.png' },
    },
  ],
  a11y: [{ id: 'screens-auth-login--default', title: 'Screens/Auth/Login / Default', violations: ['serious: color-contrast — Elements must meet minimum color contrast ratio thresholds (.hint)'] }],
  orphans: { files: ['screens-gone--story.390.png'], removed: false },
  noted: [],
};

describe('reportHtml', () => {
  const html = reportHtml(base);

  it('says in its title and heading how many failures there are', () => {
    // 1 changed + 1 missing + 1 story with a11y violations
    expect(html).toContain('<title>Visual suite: 3 failures</title>');
    expect(html).toContain('Visual suite failed: 3 failures');
  });

  it('shows a changed story with its before, after and diff pictures side by side', () => {
    const article = html.slice(html.indexOf('<article id="design-system-button--primary.390">'), html.indexOf('</article>', html.indexOf('design-system-button--primary.390')));
    expect(article).toContain('812 px differ');
    expect(article.indexOf('images/a.before.png')).toBeLessThan(article.indexOf('images/a.after.png'));
    expect(article.indexOf('images/a.after.png')).toBeLessThan(article.indexOf('images/a.diff.png'));
    expect(article).toContain('class="images"');
  });

  it('lists a story without a baseline with the command that writes it, and its notes', () => {
    expect(html).toContain('No baseline (run npm run test:visual -- --update) (1)');
    expect(html).toContain('cut at 4000 px high');
  });

  it('escapes what it did not write itself', () => {
    expect(html).toContain('Screens/Auth/Login / &lt;Default&gt;');
    expect(html).not.toContain('<Default>');
  });

  it('lists the accessibility violations and the baselines without a story', () => {
    expect(html).toContain('Accessibility: serious or critical violations (1)');
    expect(html).toContain('serious: color-contrast');
    expect(html).toContain('screens-gone--story.390.png');
    expect(html).toContain('--update</code> removes them');
  });

  it('says when everything passed, and shows the self-check', () => {
    const passed = reportHtml({
      ...base,
      counts: { same: 4, changed: 0, size: 0, missing: 0, error: 0, written: 0 },
      entries: [],
      a11y: [],
      orphans: { files: [], removed: false },
      selfCheck: { held: true, message: '--color-primary set to #c2185b: 22 of 24 Button pictures reported as changed.', entries: [] },
    });
    expect(passed).toContain('Visual suite passed');
    expect(passed).toContain('Self-check: held');
    expect(passed).not.toContain('Accessibility:');
  });

  it('counts a self-check that did not hold as a failure', () => {
    const failed = reportHtml({ ...base, counts: { ...base.counts, changed: 0, missing: 0 }, entries: [], a11y: [], selfCheck: { held: false, message: 'none changed', entries: [] } });
    expect(failed).toContain('Visual suite failed: 1 failures');
    expect(failed).toContain('Self-check: FAILED');
  });
});

describe('summarise', () => {
  const story = { id: 's--a', title: 'Screens/S', name: 'A' };
  const shot = (outcome: ShotResult['outcome'], notes: string[] = []): ShotResult => ({ story, width: 390, outcome, notes, ms: 1 });

  it('counts the outcomes and keeps the notes of pictures that passed', () => {
    const { counts, noted } = summarise([shot({ kind: 'same' }, ['cut at 4000 px high']), shot({ kind: 'missing' }), shot({ kind: 'error', errors: ['boom'] }, ['x'])], []);
    expect(counts).toEqual({ same: 1, changed: 0, size: 0, missing: 1, error: 1, written: 0 });
    expect(noted).toEqual([{ id: 's--a', title: 'Screens/S / A', width: 390, notes: ['cut at 4000 px high'] }]);
  });
});
