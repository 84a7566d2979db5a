import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml as escape } from '../../mocks/domain/contract-document/text';
import type { A11yResult, ShotResult } from './suite';

/** One picture the report shows: what happened and the images that go with it (paths relative to the report). */
export interface ReportEntry {
  id: string;
  title: string;
  width: number;
  kind: 'changed' | 'size' | 'missing' | 'error' | 'written';
  detail: string;
  notes: string[];
  images: { before?: string; after?: string; diff?: string };
}

export interface SelfCheckReport {
  held: boolean;
  message: string;
  entries: ReportEntry[];
}

export interface ReportData {
  generatedAt: string;
  seconds: number;
  stories: number;
  counts: Record<'same' | 'changed' | 'size' | 'missing' | 'error' | 'written', number>;
  entries: ReportEntry[];
  a11y: Array<{ id: string; title: string; violations: string[] }>;
  /** Baselines of stories no longer rendered, and whether this run removed them. */
  orphans: { files: string[]; removed: boolean };
  /** Pictures that passed but are worth knowing about (cut at the height cap, never settled). */
  noted: Array<{ id: string; title: string; width: number; notes: string[] }>;
  selfCheck?: SelfCheckReport;
}


const headings: Record<ReportEntry['kind'], string> = {
  changed: 'Changed',
  size: 'Changed size',
  missing: 'No baseline (run npm run test:visual -- --update)',
  error: 'Failed to render',
  written: 'Baselines written',
};

function figure(label: string, src: string | undefined): string {
  if (!src) return '';
  return `<figure><figcaption>${label}</figcaption><a href="${escape(src)}"><img src="${escape(src)}" alt="${label}" loading="lazy"></a></figure>`;
}

function entryHtml(entry: ReportEntry): string {
  const notes = entry.notes.length > 0 ? `<p class="notes">${entry.notes.map(escape).join('; ')}</p>` : '';
  const figures = [figure('Before (baseline)', entry.images.before), figure('After (this run)', entry.images.after), figure('Diff (changed pixels in red)', entry.images.diff)].join('');
  return `<article id="${escape(`${entry.id}.${entry.width}`)}">
<h3>${escape(entry.title)} <small>${entry.width} px · <code>${escape(entry.id)}</code></small></h3>
<p class="detail">${escape(entry.detail)}</p>${notes}
${figures ? `<div class="images">${figures}</div>` : ''}
</article>`;
}

function entriesHtml(entries: ReportEntry[]): string {
  return (['changed', 'size', 'missing', 'error', 'written'] as const)
    .map((kind) => {
      const some = entries.filter((entry) => entry.kind === kind);
      return some.length === 0 ? '' : `<section><h2>${headings[kind]} (${some.length})</h2>\n${some.map(entryHtml).join('\n')}</section>`;
    })
    .join('\n');
}

/** The report's page: a summary, then every picture that needs a look, then accessibility and housekeeping. */
export function reportHtml(data: ReportData): string {
  const { counts } = data;
  const failures = counts.changed + counts.size + counts.missing + counts.error + data.a11y.length + (data.selfCheck && !data.selfCheck.held ? 1 : 0);
  const summary = [
    `${data.stories} stories, ${Object.values(counts).reduce((a, b) => a + b, 0)} pictures in ${data.seconds.toFixed(0)} s`,
    `${counts.same} unchanged`,
    `${counts.changed} changed`,
    `${counts.size} changed size`,
    `${counts.missing} without a baseline`,
    `${counts.error} failed to render`,
    ...(counts.written > 0 ? [`${counts.written} baselines written`] : []),
    `${data.a11y.length} with accessibility violations`,
  ];
  const a11y =
    data.a11y.length === 0
      ? ''
      : `<section><h2>Accessibility: serious or critical violations (${data.a11y.length})</h2>\n${data.a11y
          .map((story) => `<article><h3>${escape(story.title)} <small><code>${escape(story.id)}</code></small></h3><ul>${story.violations.map((line) => `<li>${escape(line)}</li>`).join('')}</ul></article>`)
          .join('\n')}</section>`;
  const orphans =
    data.orphans.files.length === 0
      ? ''
      : `<section><h2>Baselines without a story (${data.orphans.files.length})</h2><p>${
          data.orphans.removed ? 'Removed by this run.' : 'Their story is gone or no longer rendered; <code>npm run test:visual -- --update</code> removes them.'
        }</p><ul>${data.orphans.files.map((file) => `<li><code>${escape(file)}</code></li>`).join('')}</ul></section>`;
  const noted =
    data.noted.length === 0
      ? ''
      : `<section><h2>Passed, with a note (${data.noted.length})</h2><ul>${data.noted
          .map((item) => `<li>${escape(item.title)} at ${item.width} px: ${item.notes.map(escape).join('; ')}</li>`)
          .join('')}</ul></section>`;
  const selfCheck = data.selfCheck
    ? `<section><h2>Self-check: ${data.selfCheck.held ? 'held' : 'FAILED'}</h2><p>${escape(data.selfCheck.message)}</p>\n${data.selfCheck.entries.map(entryHtml).join('\n')}</section>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual suite: ${failures === 0 ? 'passed' : `${failures} failures`}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: #1b1f24; background: #fff; }
h1 { margin-block-end: 0.25rem; } h2 { margin-block-start: 2.5rem; border-block-end: 1px solid #d0d7de; }
h3 small, .detail, .notes { color: #57606a; font-weight: normal; }
.detail { white-space: pre-wrap; }
.status-passed { color: #1a7f37; } .status-failed { color: #cf222e; }
.images { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; } figcaption { font-weight: 600; }
img { max-width: 100%; border: 1px solid #d0d7de; background: repeating-conic-gradient(#f3f4f6 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
article { margin-block: 1.5rem; }
</style>
</head>
<body>
<h1 class="${failures === 0 ? 'status-passed' : 'status-failed'}">Visual suite ${failures === 0 ? 'passed' : `failed: ${failures} failures`}</h1>
<p>${escape(data.generatedAt)} · ${summary.map(escape).join(' · ')}</p>
${entriesHtml(data.entries)}
${a11y}
${selfCheck}
${orphans}
${noted}
</body>
</html>
`;
}

/**
 * The report's entries for a run's pictures, with their images written under `dir/images`
 * (before = the committed baseline, after = this run's picture, diff = pixelmatch's output).
 */
export function reportEntries(dir: string, shots: ShotResult[], prefix = ''): ReportEntry[] {
  const images = join(dir, 'images');
  mkdirSync(images, { recursive: true });
  const save = (name: string, png: Buffer | undefined) => {
    if (!png) return undefined;
    writeFileSync(join(images, `${prefix}${name}`), png);
    return `images/${prefix}${name}`;
  };
  return shots.flatMap((shot): ReportEntry[] => {
    const { outcome } = shot;
    if (outcome.kind === 'same') return [];
    const base = `${shot.story.id}.${shot.width}`;
    const detail =
      outcome.kind === 'error' ? outcome.errors.join('\n') : outcome.kind === 'missing' ? 'No committed baseline for this story at this width.' : outcome.detail;
    return [
      {
        id: shot.story.id,
        title: `${shot.story.title} / ${shot.story.name}`,
        width: shot.width,
        kind: outcome.kind,
        detail,
        notes: shot.notes,
        // A new baseline (written, nothing before it) is in visual-baselines/ already: not copied.
        images: {
          before: save(`${base}.before.png`, shot.baseline),
          after: outcome.kind === 'written' && !shot.baseline ? undefined : save(`${base}.after.png`, shot.actual),
          diff: outcome.kind === 'changed' ? save(`${base}.diff.png`, outcome.diff) : undefined,
        },
      },
    ];
  });
}

/** Empties the report folder (the previous run's images must not linger). */
export function resetReportDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'images'), { recursive: true });
}

export function summarise(shots: ShotResult[], a11y: A11yResult[]) {
  const counts: ReportData['counts'] = { same: 0, changed: 0, size: 0, missing: 0, error: 0, written: 0 };
  for (const shot of shots) counts[shot.outcome.kind] += 1;
  return {
    counts,
    a11y: a11y.map((item) => ({ id: item.story.id, title: `${item.story.title} / ${item.story.name}`, violations: item.violations })),
    noted: shots.filter((shot) => shot.notes.length > 0 && shot.outcome.kind === 'same').map((shot) => ({ id: shot.story.id, title: `${shot.story.title} / ${shot.story.name}`, width: shot.width, notes: shot.notes })),
  };
}
